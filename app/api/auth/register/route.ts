import { route } from "@/lib/api/route";
import { sessionResponse } from "@/lib/api/session-response";
import { registerBody, registerUser } from "@/lib/users/register-user";

// POST /api/auth/register — create a student account and sign in
export const POST = route({ auth: "none", body: registerBody }, async ({ body, clientAddress }) => {
  const user = await registerUser(body, clientAddress);
  return sessionResponse({ ...user, tokenVersion: 0 }, { message: "Ro'yxatdan muvaffaqiyatli o'tdingiz" }, 201);
});
