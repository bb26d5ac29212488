import "server-only";
import { db } from "@/lib/db/client";
import { findCourseCompletion } from "@/lib/courses/course-completion";
import { newCertificateCode } from "@/lib/offline/certificate-code";
import { toPlayerSource } from "@/lib/video/to-player-source";
import { certificateHours } from "./hours";

export type IssuedCertificate = { code: string; issuedAt: Date; hours: number | null };

/**
 * Issues the student's certificate of a course they finished; null while it is not finished.
 * Exactly once: two completions racing both insert, and the unique (userId, courseId) pair lets
 * one row in (ON CONFLICT DO NOTHING); both then read that row. A revoked certificate is not
 * issued again by finishing the course again.
 */
export async function issueCourseCertificate({ userId, courseId }: { userId: string; courseId: string }): Promise<IssuedCertificate | null> {
  const completion = await findCourseCompletion({ userId, courseId });
  if (!completion.completed) return null;
  const course = await db().course.findUnique({
    where: { id: courseId },
    select: { hours: true, modules: { select: { lessons: { select: { videoUrl: true, videoSeconds: true } } } } },
  });
  if (!course) return null;
  const hours = certificateHours({
    hours: course.hours,
    lessons: course.modules.flatMap((module) => module.lessons.map((lesson) => ({ hasVideo: toPlayerSource(lesson.videoUrl) !== null, videoSeconds: lesson.videoSeconds }))),
  });
  await db().$executeRaw`
    INSERT INTO "CourseCertificate" (id, code, "userId", "courseId", hours)
    VALUES (gen_random_uuid()::text, ${newCertificateCode()}, ${userId}, ${courseId}, ${hours})
    ON CONFLICT ("userId", "courseId") DO NOTHING`;
  return db().courseCertificate.findUniqueOrThrow({
    where: { userId_courseId: { userId, courseId } },
    select: { code: true, issuedAt: true, hours: true },
  });
}
