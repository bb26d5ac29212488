import "server-only";
import { db } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locales";
import { adminCourseSelect, liveCourse, toAdminCourse, type AdminCourse } from "./shapes";

/** The CMS grid: every course that is not archived, drafts included, in the saved order. */
export async function findAdminCourses({ locale }: { locale: Locale }): Promise<AdminCourse[]> {
  const rows = await db().course.findMany({
    where: liveCourse,
    select: adminCourseSelect,
    orderBy: [{ position: "asc" }, { createdAt: "asc" }],
  });
  return rows.map((row) => toAdminCourse(locale, row));
}
