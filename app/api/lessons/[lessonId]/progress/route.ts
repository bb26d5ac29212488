import { route } from "@/lib/api/route";
import { lessonIdParams } from "@/lib/courses/params";
import { recordLessonOpened } from "@/lib/learning/record-lesson-opened";

// POST /api/lessons/{lessonId}/progress — record the lesson as opened, where 'Davom etish' resumes
export const POST = route({ auth: "user", params: lessonIdParams }, async ({ caller, params }) => {
  await recordLessonOpened({ caller, lessonId: params.lessonId });
  return {};
});
