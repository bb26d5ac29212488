import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { profileSelect, type Profile } from "./shapes";

export type ProfileWithCourses = Profile & { completedCourses: string[] };

export async function getProfile(caller: Caller): Promise<ProfileWithCourses> {
  const user = await db().user.findUnique({
    where: { id: caller.id },
    select: { ...profileSelect, enrollments: { where: { completedAt: { not: null } }, select: { courseId: true } } },
  });
  if (!user) throw new AppError("user_not_found");
  const { enrollments, ...profile } = user;
  return { ...profile, completedCourses: enrollments.map((enrollment) => enrollment.courseId) };
}
