import { route } from "@/lib/api/route";
import { reorderCourses, reorderCoursesBody } from "@/lib/courses/admin/reorder-courses";

// PATCH /api/admin/courses/reorder — { orderedIds }: exactly the CMS's courses, each once
export const PATCH = route({ auth: "admin", body: reorderCoursesBody }, async ({ body }) => {
  await reorderCourses({ orderedIds: body.orderedIds });
  return {};
});
