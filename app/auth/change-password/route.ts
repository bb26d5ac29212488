import { POST as changePassword } from "@/app/api/auth/change-password/route";
import { formPost, withQuery } from "@/lib/api/form-post";

// POST /auth/change-password — the password form posted before the page's scripts ran: back to its page, saying it is done
export const POST = formPost({
  handler: changePassword,
  form: "password",
  fields: ["currentPassword", "newPassword"],
  check: (form) => (form.get("newPassword") === form.get("confirmPassword") ? null : "newPasswordMismatch"),
  back: (next) => next ?? "/projects/resume",
  onward: (_answer, next) => withQuery(next ?? "/projects/resume", { form: "password", done: "1" }),
});
