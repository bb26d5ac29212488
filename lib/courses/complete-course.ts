import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";

/** Marks the caller's course finished (spec §4: enrolled → completed). Repeating it changes nothing. */
export async function completeCourse(input: { caller: Caller; courseId: string }): Promise<{ completedAt: Date }> {
  const enrolment = await db().enrollment.findUnique({
    where: { userId_courseId: { userId: input.caller.id, courseId: input.courseId } },
    select: { id: true, completedAt: true },
  });
  if (!enrolment) {
    const exists = await db().course.count({ where: { id: input.courseId, status: "active", archivedAt: null } });
    if (!exists) throw new AppError("course_not_found");
    throw new AppError("forbidden", "api.problems.enrollFirst");
  }
  if (enrolment.completedAt) return { completedAt: enrolment.completedAt };
  const completedAt = new Date();
  // The condition keeps the first completion time when two requests race.
  await db().enrollment.updateMany({ where: { id: enrolment.id, completedAt: null }, data: { completedAt } });
  const saved = await db().enrollment.findUniqueOrThrow({ where: { id: enrolment.id }, select: { completedAt: true } });
  return { completedAt: saved.completedAt ?? completedAt };
}
