import { POST as register } from "@/app/api/auth/register/route";
import { formPost } from "@/lib/api/form-post";
import { loginReturningTo } from "@/lib/auth/safe-next";
import { staffHome } from "@/lib/auth/staff-home";

// POST /auth/sign-up — the registration form posted before the page's scripts ran: a student's or a parent's account, signed in
export const POST = formPost({
  handler: register,
  form: "register",
  fields: ["fullName", "phone", "password", "role", "meta.region", "meta.district", "meta.school", "meta.grade"],
  // A parent's form still carries the student's (empty) fields; a parent has none.
  body: (_form, { meta, ...body }) => (body.role === "parent" ? body : { ...body, meta }),
  check: (form) => (form.get("password") === form.get("confirmPassword") ? null : "passwordMismatch"),
  back: (next) => (next ? loginReturningTo(next) : "/projects/blogs"),
  onward: (answer, next) => staffHome((answer.user as { role?: string } | undefined)?.role) ?? next ?? "/projects/blogs",
});
