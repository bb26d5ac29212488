import { PUT as setScore } from "@/app/api/teacher/students/[id]/scores/[date]/route";
import { formPost } from "@/lib/api/form-post";
import { registerFormParams, registerOnward, registerReturn, scoreFormBody, TEACH_REGISTER_FORM } from "@/lib/teaching/register-form";

// POST /teaching/score — the register's score and note posted before scripts: the day's cell, then back to the register
export const POST = formPost({
  handler: setScore,
  form: TEACH_REGISTER_FORM,
  fields: [],
  body: scoreFormBody,
  params: registerFormParams,
  back: registerReturn,
  onward: registerOnward,
});
