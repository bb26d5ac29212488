import { route } from "@/lib/api/route";
import { lessonIdParams } from "@/lib/courses/params";
import { askQuestion } from "@/lib/questions/ask-question";
import { findLessonQuestions } from "@/lib/questions/find-questions";
import { askQuestionBody, questionListQuery } from "@/lib/questions/schemas";

// GET /api/lessons/{lessonId}/questions — ?order=newest|unanswered&page=: a page of the lesson's questions with their answers
export const GET = route({ auth: "user", params: lessonIdParams, query: questionListQuery }, async ({ caller, params, query }) =>
  findLessonQuestions({ caller, lessonId: params.lessonId, order: query.order, page: query.page }),
);

// POST /api/lessons/{lessonId}/questions — { body }: ask a question under the lesson (rate-limited; mentors hear of it live)
export const POST = route({ auth: "user", params: lessonIdParams, body: askQuestionBody }, async ({ caller, params, body }) => ({
  thread: await askQuestion({ caller, lessonId: params.lessonId, body: body.body }),
}));
