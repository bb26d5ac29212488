import { POST as login } from "@/app/api/auth/login/route";
import { formPost } from "@/lib/api/form-post";
import { loginReturningTo } from "@/lib/auth/safe-next";
import { staffHome } from "@/lib/auth/staff-home";

// POST /auth/sign-in — the login form posted before the page's scripts ran: signs in, then to the admin's, a teacher's or a parent's own area, `next` or the profile
export const POST = formPost({
  handler: login,
  form: "login",
  fields: ["phone", "password"],
  back: (next) => (next ? loginReturningTo(next) : "/projects/blogs"),
  onward: (answer, next) => staffHome((answer.user as { role?: string } | undefined)?.role) ?? next ?? "/projects/blogs",
});
