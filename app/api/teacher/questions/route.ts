import { route } from "@/lib/api/route";
import { findUnansweredQuestions } from "@/lib/questions/find-unanswered";
import { unansweredQuery } from "@/lib/questions/schemas";

// GET /api/teacher/questions — ?page=: unanswered questions of the courses the teacher's groups study, oldest first
export const GET = route({ auth: "teacher", query: unansweredQuery }, async ({ caller, query, locale }) => findUnansweredQuestions({ caller, page: query.page, locale }));
