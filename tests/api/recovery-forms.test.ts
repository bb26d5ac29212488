import { describe, expect, it } from "vitest";
import { POST as makeLink } from "@/app/api/admin/users/[id]/password-reset/route";
import { POST as forgotPassword } from "@/app/auth/forgot-password/route";
import { POST as forgotCode } from "@/app/auth/forgot-password-code/route";
import { POST as resetPassword } from "@/app/auth/reset-password/route";
import { formRefusalText } from "@/lib/api/form-post";
import { db } from "@/lib/db/client";
import { call } from "../support/call";
import { createUser, randomPhone } from "../support/factories";

// Issue 39: the /forgot and /reset forms posted before the page's scripts run (lib/api/form-post.ts):
// a redirect either way, the cookie on success, and never a password in an address.
const FORM = "application/x-www-form-urlencoded";
const ORIGIN = "http://localhost:3000";
const NEW_PASSWORD = "brand-new-pass";
let addressSeq = 0;

type Handler = Parameters<typeof call>[0];

async function post(handler: Handler, path: string, fields: Record<string, string>) {
  const result = await call(handler, {
    path,
    body: new URLSearchParams(fields).toString(),
    headers: { "content-type": FORM, origin: ORIGIN, "sec-fetch-site": "same-origin" },
    clientAddress: `192.0.2.${++addressSeq}`,
  });
  const location = result.headers.get("location") ?? "";
  const jwt = result.headers.getSetCookie().find((line) => line.startsWith("jwt=") && !line.startsWith("jwt=;"));
  return { status: result.status, location, jwt, query: Object.fromEntries(new URL(location, ORIGIN).searchParams) };
}

async function sentCode(phone: string): Promise<string> {
  const message = await db().outboxMessage.findFirstOrThrow({ where: { recipient: phone }, orderBy: { createdAt: "desc" } });
  return /\b(\d{6})\b/.exec(message.text)![1]!;
}

describe("POST /auth/forgot-password and /auth/forgot-password-code (/forgot before scripts)", () => {
  it("sends the code, goes to the code step, then sets the password and signs in", async () => {
    const user = await createUser();
    const asked = await post(forgotPassword, "/auth/forgot-password", { phone: user.phone });
    expect(asked.status).toBe(303);
    expect(asked.location).toBe(`/forgot?phone=${encodeURIComponent(user.phone)}&sent=1`);
    expect(asked.jwt).toBeUndefined();
    const done = await post(forgotCode, "/auth/forgot-password-code", { phone: user.phone, code: await sentCode(user.phone), newPassword: NEW_PASSWORD, next: asked.location });
    expect(done.status).toBe(303);
    expect(done.location).toBe("/projects/blogs");
    expect(done.jwt).toMatch(/HttpOnly/i);
  });

  it("goes to the code step for an unknown phone just the same", async () => {
    const phone = randomPhone();
    const asked = await post(forgotPassword, "/auth/forgot-password", { phone });
    expect(asked.location).toBe(`/forgot?phone=${encodeURIComponent(phone)}&sent=1`);
  });

  it("comes back to the phone step with the refusal (a second code within the minute)", async () => {
    const user = await createUser();
    await post(forgotPassword, "/auth/forgot-password", { phone: user.phone });
    const again = await post(forgotPassword, "/auth/forgot-password", { phone: user.phone });
    expect(again.location.startsWith("/forgot?")).toBe(true);
    expect(again.query).toEqual({ form: "forgot-phone", error: "too_many_attempts" });
    expect(formRefusalText(again.query, "forgot-phone", "uz")).toBe("Juda ko'p urinish. Birozdan keyin qayta urinib ko'ring");
  });

  it("comes back to the code step with a wrong code, no cookie, no password in the address, and never elsewhere", async () => {
    const user = await createUser();
    await post(forgotPassword, "/auth/forgot-password", { phone: user.phone });
    const code = await sentCode(user.phone);
    const wrong = code === "000000" ? "111111" : "000000";
    const next = `/forgot?phone=${encodeURIComponent(user.phone)}`;
    const refused = await post(forgotCode, "/auth/forgot-password-code", { phone: user.phone, code: wrong, newPassword: NEW_PASSWORD, next });
    expect(refused.status).toBe(303);
    expect(refused.jwt).toBeUndefined();
    expect(refused.location).not.toContain(NEW_PASSWORD);
    expect(refused.query).toEqual({ phone: user.phone, form: "forgot-code", error: "reset_code_invalid" });
    const elsewhere = await post(forgotCode, "/auth/forgot-password-code", { phone: user.phone, code: wrong, newPassword: NEW_PASSWORD, next: "/courses/abc" });
    expect(elsewhere.location.startsWith("/forgot?form=forgot-code")).toBe(true);
  });
});

describe("POST /auth/reset-password (/reset before scripts)", () => {
  it("sets the password with the link and signs in; the spent link comes back refused", async () => {
    const admin = await createUser({ role: "admin" });
    const user = await createUser();
    const link = new URL((await call(makeLink, { token: admin.token, params: { id: user.id } })).body.link as string);
    const token = link.searchParams.get("token")!;
    const next = `/reset?token=${token}`;
    const done = await post(resetPassword, "/auth/reset-password", { token, newPassword: NEW_PASSWORD, next });
    expect(done.status).toBe(303);
    expect(done.location).toBe("/projects/blogs");
    expect(done.jwt).toMatch(/HttpOnly/i);
    const again = await post(resetPassword, "/auth/reset-password", { token, newPassword: "another-one", next });
    expect(again.jwt).toBeUndefined();
    expect(again.query).toEqual({ token, form: "reset", error: "reset_link_invalid" });
    expect(again.location).not.toContain("another-one");
    expect(formRefusalText(again.query, "reset", "ru")).toBe("Ссылка недействительна: истекла, уже использована или выдана новая");
  });
});
