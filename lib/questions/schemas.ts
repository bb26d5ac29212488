import { z } from "zod";
import { pageParam } from "@/lib/admin/paging";
import { recordId as id } from "@/lib/api/record-id";

// What the question routes accept (issue 41). Text is plain: it is stored as written and pages
// show it as text (``` fences as code), never as HTML; NUL and lone surrogates are refused by the
// route wrapper before these run.

export const QUESTION_BODY_MAX = 5_000;
export const QUESTIONS_PAGE_SIZE = 10;

const postText = z
  .string({ message: "api.validation.questionBodyRequired" })
  .trim()
  .min(1, "api.validation.questionBodyRequired")
  .max(QUESTION_BODY_MAX, "api.validation.questionBodyTooLong");

export const askQuestionBody = z.strictObject({ body: postText });
export const answerQuestionBody = z.strictObject({ body: postText });
export const reportPostBody = z.strictObject({ reason: z.string().trim().max(500, "api.validation.questionReportTooLong").default("") });
export const subscribeBody = z.strictObject({ on: z.boolean({ message: "api.validation.questionSubscribeOn" }) });

export const QUESTION_ORDERS = ["newest", "unanswered"] as const;
export type QuestionOrder = (typeof QUESTION_ORDERS)[number];

export const questionListQuery = z.object({
  order: z.enum(QUESTION_ORDERS, { message: "api.validation.questionOrder" }).default("newest"),
  page: pageParam,
});

export const threadIdParams = z.object({ threadId: id });
export const postIdParams = z.object({ postId: id });

export const unansweredQuery = z.object({ page: pageParam });
