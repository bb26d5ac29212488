import { POST as signInWithCode } from "@/app/api/auth/login-code/route";
import { formPost } from "@/lib/api/form-post";
import { safeNextPath } from "@/lib/auth/safe-next";
import { staffHome } from "@/lib/auth/staff-home";

// The form's `next` is its own page (/projects/blogs?form=code&phone=…), which carries the login's own `next`.
const ownPage = (next: string | null) => (next?.startsWith("/projects/blogs?") ? next : "/projects/blogs");
const afterSignIn = (next: string | null) => safeNextPath(new URL(ownPage(next), "http://qadam.invalid").searchParams.get("next")) ?? "/projects/blogs";

// POST /auth/sign-in-code — the code step of "sign in with a code" posted before scripts: signs in, then to the admin, `next` or the profile
export const POST = formPost({
  handler: signInWithCode,
  form: "code",
  fields: ["phone", "code"],
  back: ownPage,
  onward: (answer, next) => staffHome((answer.user as { role?: string } | undefined)?.role) ?? afterSignIn(next),
});
