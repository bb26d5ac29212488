import "server-only";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { localizedText } from "@/lib/i18n/localized-text";
import type { Locale } from "@/lib/i18n/locales";
import { CERTIFICATE_NAMES } from "@/lib/offline/certificates";

/** One of the student's certificates, as My courses and the profile list it; `position` names an offline one (0..6). */
export type MyCertificate = {
  kind: "course" | "offline";
  code: string;
  courseTitle: string | null;
  position: number | null;
  issuedAt: string;
  hours: number | null;
  revoked: boolean;
};

/** The caller's own certificates, finished courses' first, newest first; then the offline chain in its order. */
export async function findMyCertificates({ caller, locale }: { caller: Caller; locale: Locale }): Promise<MyCertificate[]> {
  const [courses, offline] = await Promise.all([
    db().courseCertificate.findMany({
      where: { userId: caller.id },
      orderBy: [{ issuedAt: "desc" }, { id: "asc" }],
      select: { code: true, issuedAt: true, hours: true, revokedAt: true, course: { select: { title: true, titleRu: true } } },
    }),
    db().certificate.findMany({
      where: { userId: caller.id, position: { lt: CERTIFICATE_NAMES.length } },
      orderBy: { position: "asc" },
      select: { code: true, position: true, unlockedAt: true, revokedAt: true },
    }),
  ]);
  return [
    ...courses.map((row) => ({
      kind: "course" as const,
      code: row.code,
      courseTitle: localizedText(locale, row.course.title, row.course.titleRu),
      position: null,
      issuedAt: row.issuedAt.toISOString(),
      hours: row.hours,
      revoked: row.revokedAt !== null,
    })),
    ...offline.map((row) => ({
      kind: "offline" as const,
      code: row.code,
      courseTitle: null,
      position: row.position,
      issuedAt: row.unlockedAt.toISOString(),
      hours: null,
      revoked: row.revokedAt !== null,
    })),
  ];
}
