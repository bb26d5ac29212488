import { route } from "@/lib/api/route";
import { enrollStudent } from "@/lib/courses/enroll-student";
import { courseIdParams } from "@/lib/courses/params";

// POST /api/courses/{id}/enroll — debit the balance and enrol
export const POST = route({ auth: "user", params: courseIdParams }, async ({ caller, params, t, locale }) => {
  const { balance } = await enrollStudent({ caller, locale, courseId: params.id });
  return { message: t("api.success.enrolled"), balance };
});
