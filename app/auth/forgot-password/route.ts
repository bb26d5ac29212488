import { POST as requestCode } from "@/app/api/auth/password-reset/request/route";
import { formPost, withQuery } from "@/lib/api/form-post";

// POST /auth/forgot-password — the phone step of /forgot posted before scripts: a code is sent, then the code step
export const POST = formPost({
  handler: requestCode,
  form: "forgot-phone",
  fields: ["phone"],
  back: () => "/forgot",
  onward: (answer) => withQuery("/forgot", { phone: String(answer.phone), sent: "1" }),
});
