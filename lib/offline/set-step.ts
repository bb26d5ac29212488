import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/auth/session";
import { db, type Tx } from "@/lib/db/client";
import { tellStudent } from "@/lib/outbox/student-events";
import { applyStepAutoUnlock, CERTIFICATE_NAMES } from "./certificates";
import { lockOfflineStudent } from "./set-daily-score";
import { activeCertificateState, checkedCertificates, writeCertificates } from "./update-certificates";

// The body's rules are browser-safe, in ./schemas (the register and the edit form use them too).

/**
 * Writes the certificate chain of a locked user: the list an admin asked for (checked against
 * the stored one) and, when a step is saved, the automatic unlocks of DESIGN (step > 35 and
 * > 80 open the first and second). Shared by the offline edit modal and the daily register.
 * The student is told of each certificate this unlocks (again), keyed by the row and the moment.
 */
export async function writeCertificateChain(
  tx: Tx,
  { userId, certificates, step, now }: { userId: string; certificates?: unknown; step?: number; now: Date },
): Promise<void> {
  if (certificates === undefined && step === undefined) return;
  const rows = await tx.certificate.findMany({ where: { userId }, select: { id: true, position: true, revokedAt: true } });
  const current = activeCertificateState(rows);
  const asked = certificates !== undefined ? checkedCertificates(current, certificates) : current;
  const next = step !== undefined ? applyStepAutoUnlock(asked, step) : asked;
  await writeCertificates(tx, userId, rows, next, now);
  const opened = [...next.entries()].filter(([position, unlocked]) => unlocked && !current[position]).map(([position]) => position);
  if (!opened.length) return;
  const written = await tx.certificate.findMany({ where: { userId, position: { in: opened } }, select: { id: true, position: true }, orderBy: { position: "asc" } });
  for (const row of written) {
    await tellStudent(tx, {
      userId,
      kind: "certificate_unlocked",
      eventKey: `${row.id}:${now.getTime()}`,
      values: () => ({ name: { key: `api.certificates.${row.position}` } }),
    });
  }
}

/**
 * The daily register's step cell: saves an offline student's step and the certificates it
 * unlocks, in one transaction on the locked row. Answers the step and the unlocked names.
 */
export async function setStep({
  caller,
  userId,
  step,
  now = new Date(),
}: {
  caller: Caller;
  userId: string;
  step: number;
  now?: Date;
}): Promise<{ step: number; certificates: string[] }> {
  if (caller.role !== "admin") throw new AppError("admin_only");
  return db().$transaction(async (tx) => {
    await lockOfflineStudent(tx, userId);
    return writeStep(tx, { userId, step, now });
  });
}

/**
 * The step write on an offline student whose row the caller has locked, shared by the admin's
 * register and the teacher's (lib/teaching): the step, then the certificates it unlocks.
 */
export async function writeStep(tx: Tx, { userId, step, now }: { userId: string; step: number; now: Date }): Promise<{ step: number; certificates: string[] }> {
  await tx.user.update({ where: { id: userId }, data: { step }, select: { id: true } });
  await writeCertificateChain(tx, { userId, step, now });
  const unlocked = await tx.certificate.findMany({ where: { userId, revokedAt: null }, select: { position: true }, orderBy: { position: "asc" } });
  return { step, certificates: unlocked.map((row) => CERTIFICATE_NAMES[row.position] ?? "") };
}
