import "server-only";
import { db } from "./client";

/**
 * True when the database answers `SELECT 1` within `timeoutMs`. When the timer fires, the
 * answer may already be waiting on the socket (the event loop was busy, not the database):
 * one turn of the loop is given to read it before the database is called down.
 */
export async function checkDatabase(timeoutMs = 2000): Promise<boolean> {
  let settled: boolean | undefined;
  const query = db()
    .$queryRaw`SELECT 1`.then(() => true)
    .catch(() => false)
    .then((ok) => (settled = ok));
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => setImmediate(() => resolve(settled ?? false)), timeoutMs);
  });
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
