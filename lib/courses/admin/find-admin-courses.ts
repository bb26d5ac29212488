import "server-only";
import { db } from "@/lib/db/client";
import { adminCourseSelect, liveCourse, toAdminCourse, type AdminCourse } from "./shapes";

/** The CMS grid: every course that is not archived, drafts included, in the saved order. */
export async function findAdminCourses(): Promise<AdminCourse[]> {
  const rows = await db().course.findMany({
    where: liveCourse,
    select: adminCourseSelect,
    orderBy: [{ position: "asc" }, { createdAt: "asc" }],
  });
  return rows.map(toAdminCourse);
}
