import { describe, expect, it } from "vitest";
import { GET as dashboard } from "@/app/api/admin/dashboard/route";
import { GET as profile } from "@/app/api/user/profile/route";
import { signToken } from "@/lib/auth/token";
import { db } from "@/lib/db/client";
import { call } from "../support/call";
import { createUser } from "../support/factories";

// Every token the server issues names its sign-in (`sid`, a Session row), so ending a session,
// the security page and a password change reach it. A token without one (issue 45) was
// accepted as "from before sessions", beyond the reach of all three: it is refused.
describe("a token without a session id", () => {
  it("is refused with 401, for a student and an admin, where the same claims with their session pass", async () => {
    for (const [role, route] of [["student", profile], ["admin", dashboard]] as const) {
      const user = await createUser({ role });
      const { tokenVersion } = await db().user.findUniqueOrThrow({ where: { id: user.id }, select: { tokenVersion: true } });
      const claims = { sub: user.id, ver: tokenVersion, role, fullName: user.fullName, phone: user.phone };
      expect((await call(route, { token: await signToken({ ...claims, sid: user.sessionId }) })).status, role).toBe(200);
      const withoutSession = await call(route, { token: await signToken(claims) });
      expect(withoutSession.status, role).toBe(401);
      expect(withoutSession.body).toMatchObject({ success: false, message: "Tizimga kirish kerak" });
      expect((await call(route, { cookie: `jwt=${await signToken(claims)}` })).status, role).toBe(401);
    }
  });
});
