import "server-only";
import { db } from "@/lib/db/client";
import { describeDevice } from "../describe-device";

/** Records a sign-in (login, registration) so the security page can list and end it. */
export async function createSession(input: { userId: string; userAgent: string | null }): Promise<{ id: string }> {
  return db().session.create({ data: { userId: input.userId, device: describeDevice(input.userAgent) }, select: { id: true } });
}
