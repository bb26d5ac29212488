import { PUT as setAttendance } from "@/app/api/teacher/students/[id]/attendance/[date]/route";
import { formPost } from "@/lib/api/form-post";
import { attendanceFormBody, registerFormParams, registerOnward, registerReturn, TEACH_REGISTER_FORM } from "@/lib/teaching/register-form";

// POST /teaching/attendance — the register's attendance select posted before scripts: the day's mark, then back to the register
export const POST = formPost({
  handler: setAttendance,
  form: TEACH_REGISTER_FORM,
  fields: [],
  body: attendanceFormBody,
  params: registerFormParams,
  back: registerReturn,
  onward: registerOnward,
});
