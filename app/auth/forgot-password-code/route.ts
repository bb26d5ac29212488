import { POST as confirmCode } from "@/app/api/auth/password-reset/confirm/route";
import { formPost } from "@/lib/api/form-post";
import { AFTER_RESET } from "@/lib/recovery/rules";
import { staffHome } from "@/lib/auth/staff-home";

// POST /auth/forgot-password-code — the code step of /forgot posted before scripts: the new password, then signed in
export const POST = formPost({
  handler: confirmCode,
  form: "forgot-code",
  fields: ["phone", "code", "newPassword"],
  // The form's `next` is its own page (/forgot?phone=…), so a refusal comes back to the code step.
  back: (next) => (next?.startsWith("/forgot?") ? next : "/forgot"),
  onward: (answer) => staffHome((answer.user as { role?: string } | undefined)?.role) ?? AFTER_RESET,
});
