import { route } from "@/lib/api/route";
import { enrollStudent } from "@/lib/courses/enroll-student";
import { courseIdParams } from "@/lib/courses/params";

// POST /api/courses/{id}/enroll — debit the balance and enrol
export const POST = route({ auth: "user", params: courseIdParams }, async ({ caller, params }) => {
  const { balance } = await enrollStudent({ caller, courseId: params.id });
  return { message: "Kursga a'zo bo'ldingiz", balance };
});
