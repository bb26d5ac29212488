import { PUT as saveDraft } from "@/app/api/exercises/[id]/draft/route";
import { formPost, withQuery } from "@/lib/api/form-post";
import { EXERCISE_FIELD, PRACTICE_FORM, PRACTICE_FORM_BYTES, practiceFormBody, practiceFormParams } from "@/lib/practice/practice-form";
import { practiceReturn, saveThen } from "@/lib/practice/practice-return";

// POST /practice/run — a web exercise's Run posted before the page's scripts ran: saves the draft, then back to the lesson showing the page
export const POST = formPost({
  handler: saveThen(saveDraft),
  form: PRACTICE_FORM,
  fields: [],
  body: practiceFormBody,
  params: practiceFormParams,
  maxBytes: PRACTICE_FORM_BYTES,
  back: practiceReturn,
  onward: (_answer, next, form) => withQuery(practiceReturn(next), { ran: form.get(EXERCISE_FIELD) ?? "" }),
});
