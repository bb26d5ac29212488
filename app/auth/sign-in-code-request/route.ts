import { POST as requestCode } from "@/app/api/auth/login-code/request/route";
import { codeStepPath, LOGIN_CODE_FORM } from "@/components/auth/login-code-state";
import { formPost } from "@/lib/api/form-post";
import { loginReturningTo } from "@/lib/auth/safe-next";

// POST /auth/sign-in-code-request — the login page's "sign in with a code" phone step posted before scripts: sends the code, then the code step
export const POST = formPost({
  handler: requestCode,
  form: LOGIN_CODE_FORM,
  fields: ["phone"],
  back: (next) => (next ? loginReturningTo(next) : "/projects/blogs"),
  onward: (answer, next) => codeStepPath(String(answer.phone), next),
});
