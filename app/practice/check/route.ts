import { PUT as saveDraft } from "@/app/api/exercises/[id]/draft/route";
import { POST as submit } from "@/app/api/exercises/[id]/submissions/route";
import { formPost } from "@/lib/api/form-post";
import { PRACTICE_FORM, PRACTICE_FORM_BYTES, practiceFormBody, practiceFormParams } from "@/lib/practice/practice-form";
import { backWithVerdict, practiceReturn, saveThen } from "@/lib/practice/practice-return";

// POST /practice/check — an exercise's Check posted before the page's scripts ran: saves the draft, checks on the server, then back to the lesson showing the verdict
export const POST = formPost({
  handler: saveThen(saveDraft, submit),
  form: PRACTICE_FORM,
  fields: [],
  body: practiceFormBody,
  params: practiceFormParams,
  maxBytes: PRACTICE_FORM_BYTES,
  back: practiceReturn,
  onward: backWithVerdict,
});
