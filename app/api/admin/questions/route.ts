import { route } from "@/lib/api/route";
import { findUnansweredQuestions } from "@/lib/questions/find-unanswered";
import { unansweredQuery } from "@/lib/questions/schemas";

// GET /api/admin/questions — ?page=: questions under lessons with no answer yet, oldest first
export const GET = route({ auth: "admin", query: unansweredQuery }, async ({ caller, query, locale }) => findUnansweredQuestions({ caller, page: query.page, locale }));
