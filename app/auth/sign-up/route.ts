import { POST as register } from "@/app/api/auth/register/route";
import { formPost } from "@/lib/api/form-post";
import { loginReturningTo } from "@/lib/auth/safe-next";

// POST /auth/sign-up — the registration form posted before the page's scripts ran: a student account, signed in
export const POST = formPost({
  handler: register,
  form: "register",
  fields: ["fullName", "phone", "password", "meta.region", "meta.district", "meta.school", "meta.grade"],
  fixed: { role: "student" },
  check: (form) => (form.get("password") === form.get("confirmPassword") ? null : "passwordMismatch"),
  back: (next) => (next ? loginReturningTo(next) : "/projects/blogs"),
  onward: (_answer, next) => next ?? "/projects/blogs",
});
