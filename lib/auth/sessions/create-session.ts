import "server-only";
import { TOKEN_TTL_SECONDS } from "@/lib/auth/token";
import { db } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locales";
import { describeDevice } from "../describe-device";

/**
 * Records a sign-in (login, registration) so the security page can list and end it. The user's
 * ended sessions, and those unseen for longer than a token lives, are dropped on the way: their
 * tokens can no longer work (a token without its row is refused like an ended one), so the
 * table holds live sign-ins only and needs no cleanup job. The language signed in with is kept
 * on the user: their Telegram and SMS messages are written in it (lib/outbox/student-events.ts).
 */
export async function createSession(input: { userId: string; userAgent: string | null; locale?: Locale; savedLocale?: string }): Promise<{ id: string }> {
  const stale = new Date(Date.now() - TOKEN_TTL_SECONDS * 1000);
  // `savedLocale`: the user's language as the caller already read it (a login does), so an
  // unchanged one costs no statement (issue 46 item 6: a login is a few round trips fewer).
  if (input.locale && input.locale !== input.savedLocale) await db().user.updateMany({ where: { id: input.userId, locale: { not: input.locale } }, data: { locale: input.locale } });
  await db().session.deleteMany({ where: { userId: input.userId, OR: [{ revokedAt: { not: null } }, { lastSeenAt: { lt: stale } }] } });
  return db().session.create({ data: { userId: input.userId, device: describeDevice(input.userAgent) }, select: { id: true } });
}
