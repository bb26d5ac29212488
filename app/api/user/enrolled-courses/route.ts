import { route } from "@/lib/api/route";
import { findEnrolledCourses } from "@/lib/courses/find-enrolled-courses";

// GET /api/user/enrolled-courses — the caller's courses with lesson counts
export const GET = route({ auth: "user" }, async ({ caller, locale }) => ({ courses: await findEnrolledCourses({ caller, locale }) }));
