import { POST as answer } from "@/app/api/exercises/[id]/answers/route";
import { formPost } from "@/lib/api/form-post";
import { PRACTICE_FORM, practiceFormParams } from "@/lib/practice/practice-form";
import { backWithVerdict, practiceReturn } from "@/lib/practice/practice-return";
import { quizFormBody } from "@/lib/practice/quiz-form";

// POST /practice/quiz — a quiz answered before the page's scripts ran: the server grades it, then back to the lesson showing the verdict
export const POST = formPost({
  handler: answer,
  form: PRACTICE_FORM,
  fields: [],
  body: quizFormBody,
  params: practiceFormParams,
  back: practiceReturn,
  onward: backWithVerdict,
});
