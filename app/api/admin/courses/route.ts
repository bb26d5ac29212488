import { json, route } from "@/lib/api/route";
import { COURSE_FORM_MAX_BYTES, courseFormBody } from "@/lib/courses/admin/course-form";
import { createCourse } from "@/lib/courses/admin/create-course";
import { findAdminCourses } from "@/lib/courses/admin/find-admin-courses";

// GET /api/admin/courses — the CMS grid (not archived, in order)
export const GET = route({ auth: "admin" }, async ({ locale }) => ({ courses: await findAdminCourses({ locale }) }));

// POST /api/admin/courses — multipart; a new draft at the end of the order
export const POST = route(
  { auth: "admin", body: courseFormBody, bodyFormat: "multipart", maxBodyBytes: COURSE_FORM_MAX_BYTES },
  async ({ body, t, locale }) => {
    const course = await createCourse({ input: body, locale });
    return json({ message: t("api.success.courseAdded"), course }, { status: 201 });
  },
);
