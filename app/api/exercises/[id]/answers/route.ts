import { route } from "@/lib/api/route";
import { exerciseIdParams } from "@/lib/practice/contract";
import { quizAnswersBody } from "@/lib/practice/quiz";
import { submitQuiz } from "@/lib/practice/submit-quiz";

// POST /api/exercises/{id}/answers — { answers }: the server grades the quiz and keeps the verdict
export const POST = route({ auth: "user", params: exerciseIdParams, body: quizAnswersBody, maxBodyBytes: 64 * 1024 }, async ({ caller, params, body, locale }) =>
  submitQuiz({ caller, exerciseId: params.id, answers: body.answers, locale }),
);
