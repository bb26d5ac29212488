import { PUT as setWarnings } from "@/app/api/teacher/students/[id]/warnings/route";
import { formPost } from "@/lib/api/form-post";
import { registerFormParams, registerOnward, registerReturn, TEACH_REGISTER_FORM, warningFormBody } from "@/lib/teaching/register-form";

// POST /teaching/warning — the register's warning posted before scripts: the next warning with its reason, then back to the register
export const POST = formPost({
  handler: setWarnings,
  form: TEACH_REGISTER_FORM,
  fields: [],
  body: warningFormBody,
  params: registerFormParams,
  back: registerReturn,
  onward: registerOnward,
});
