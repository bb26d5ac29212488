import "server-only";
import { isRecordId } from "@/lib/api/record-id";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { localizedText } from "@/lib/i18n/localized-text";
import type { Locale } from "@/lib/i18n/locales";
import { CERTIFICATE_NAMES } from "@/lib/offline/certificates";
import { normaliseCertificateCode } from "@/lib/offline/get-certificate-by-code";

/** One certificate of either kind, as the PDF and the student's lists show it. */
export type CertificateRecord = {
  kind: "course" | "offline";
  code: string;
  userId: string;
  studentName: string;
  /** The course's title in the reader's language; for an offline one, its place in the chain (0..6). */
  courseTitle: string | null;
  position: number | null;
  issuedAt: Date;
  hours: number | null;
  revokedAt: Date | null;
  revokeReason: string | null;
};

/** A certificate by its printed code, a finished course's or an offline one's. */
export async function getCertificateByCodeOrThrow({ code, locale }: { code: string; locale: Locale }): Promise<CertificateRecord> {
  const normalised = normaliseCertificateCode(code);
  if (!isRecordId(normalised)) throw new AppError("certificate_not_found");
  const course = await db().courseCertificate.findUnique({
    where: { code: normalised },
    select: {
      code: true, userId: true, issuedAt: true, hours: true, revokedAt: true, revokeReason: true,
      user: { select: { fullName: true } },
      course: { select: { title: true, titleRu: true } },
    },
  });
  if (course) {
    return {
      kind: "course",
      code: course.code,
      userId: course.userId,
      studentName: course.user.fullName,
      courseTitle: localizedText(locale, course.course.title, course.course.titleRu),
      position: null,
      issuedAt: course.issuedAt,
      hours: course.hours,
      revokedAt: course.revokedAt,
      revokeReason: course.revokeReason,
    };
  }
  const offline = await db().certificate.findUnique({
    where: { code: normalised },
    select: { code: true, userId: true, position: true, unlockedAt: true, revokedAt: true, user: { select: { fullName: true } } },
  });
  if (!offline || offline.position >= CERTIFICATE_NAMES.length) throw new AppError("certificate_not_found");
  return {
    kind: "offline",
    code: offline.code,
    userId: offline.userId,
    studentName: offline.user.fullName,
    courseTitle: null,
    position: offline.position,
    issuedAt: offline.unlockedAt,
    hours: null,
    revokedAt: offline.revokedAt,
    revokeReason: null,
  };
}
