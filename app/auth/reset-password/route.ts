import { POST as resetWithLink } from "@/app/api/auth/password-reset/link/route";
import { formPost } from "@/lib/api/form-post";
import { AFTER_RESET } from "@/lib/recovery/rules";
import { staffHome } from "@/lib/auth/staff-home";

// POST /auth/reset-password — the /reset form (an admin's link) posted before scripts: the new password, then signed in
export const POST = formPost({
  handler: resetWithLink,
  form: "reset",
  fields: ["token", "newPassword"],
  // The form's `next` is its own page (/reset?token=…), so a refusal comes back to it.
  back: (next) => (next?.startsWith("/reset?") ? next : "/reset"),
  onward: (answer) => staffHome((answer.user as { role?: string } | undefined)?.role) ?? AFTER_RESET,
});
