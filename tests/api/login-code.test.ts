import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as signInWithCode } from "@/app/api/auth/login-code/route";
import { POST as requestCode } from "@/app/api/auth/login-code/request/route";
import { POST as signInCodeForm } from "@/app/auth/sign-in-code/route";
import { POST as requestCodeForm } from "@/app/auth/sign-in-code-request/route";
import { DEVICE_COOKIE } from "@/lib/auth/device-cookie";
import { formRefusalText } from "@/lib/api/form-post";
import { db } from "@/lib/db/client";
import { call } from "../support/call";
import { createUser, randomPhone, TEST_PASSWORD } from "../support/factories";

// Issue 44 item 5: a phone strangers locked (10 wrong passwords from each of 11 addresses) is
// refused its right password on a new device. Its owner asks for a one-time code (Telegram or
// SMS, by the outbox of issue 39) and signs in with phone + code in place of the password: the
// code is refused while wrong, under the reset codes' limits, and signs in once.

let addressSeq = 0;
const freshAddress = () => `203.0.113.${++addressSeq}`;
const FORM = "application/x-www-form-urlencoded";
const ORIGIN = "http://localhost:3000";

async function sentCode(phone: string): Promise<string> {
  const message = await db().outboxMessage.findFirstOrThrow({ where: { recipient: phone, kind: "login_code" }, orderBy: { createdAt: "desc" } });
  return /\b(\d{6})\b/.exec(message.text)![1]!;
}

const wrongOf = (code: string) => (code === "000000" ? "111111" : "000000");

async function lockedOwner() {
  const owner = await createUser();
  for (let address = 0; address < 11; address++) {
    const from = freshAddress();
    for (let attempt = 0; attempt < 10; attempt++) await call(login, { body: { phone: owner.phone, password: `wrong-${attempt}` }, clientAddress: from });
  }
  return owner;
}

describe("POST /api/auth/login-code/request and /api/auth/login-code", () => {
  it("lets the owner of a locked phone in on a new device with a code, which then knows the device", async () => {
    const owner = await lockedOwner();
    const newDevice = freshAddress();
    expect((await call(login, { body: { phone: owner.phone, password: TEST_PASSWORD }, clientAddress: newDevice })).status).toBe(429);

    const asked = await call(requestCode, { body: { phone: owner.phone }, clientAddress: newDevice, headers: { "accept-language": "ru" } });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ success: true, phone: owner.phone, message: "Если этот номер зарегистрирован, на него отправлен код для входа" });
    const message = await db().outboxMessage.findFirstOrThrow({ where: { recipient: owner.phone, kind: "login_code" } });
    expect(message.text).toContain("код для входа");

    const signedIn = await call(signInWithCode, { body: { phone: owner.phone, code: await sentCode(owner.phone) }, clientAddress: newDevice });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.token).toEqual(expect.any(String));
    expect((signedIn.body.user as { id: string }).id).toBe(owner.id);
    const cookies = signedIn.headers.getSetCookie();
    expect(cookies.some((line) => line.startsWith("jwt="))).toBe(true);
    const device = cookies.find((line) => line.startsWith(`${DEVICE_COOKIE}=`))!.split(";")[0]!;

    // The password is unchanged, and the device now signs in with it despite the strangers' counts.
    expect((await call(login, { body: { phone: owner.phone, password: TEST_PASSWORD }, clientAddress: newDevice, cookie: device })).status).toBe(200);
    expect((await call(login, { body: { phone: owner.phone, password: TEST_PASSWORD }, clientAddress: freshAddress() })).status).toBe(429);
  });

  it("refuses a wrong code, five tries in all, and a code once used", async () => {
    const owner = await createUser();
    const from = freshAddress();
    await call(requestCode, { body: { phone: owner.phone }, clientAddress: from });
    const code = await sentCode(owner.phone);
    for (let attempt = 0; attempt < 5; attempt++) {
      const refused = await call(signInWithCode, { body: { phone: owner.phone, code: wrongOf(code) }, clientAddress: from });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: "reset_code_invalid", message: "Kod noto'g'ri yoki muddati o'tgan. Yangi kod so'rang" });
      expect(refused.headers.getSetCookie().some((line) => line.startsWith("jwt="))).toBe(false);
    }
    // The fifth wrong try voided it: the right code is refused now.
    expect((await call(signInWithCode, { body: { phone: owner.phone, code }, clientAddress: from })).body.code).toBe("reset_code_invalid");

    const other = await createUser();
    await call(requestCode, { body: { phone: other.phone }, clientAddress: freshAddress() });
    const otherCode = await sentCode(other.phone);
    expect((await call(signInWithCode, { body: { phone: other.phone, code: otherCode }, clientAddress: freshAddress() })).status).toBe(200);
    expect((await call(signInWithCode, { body: { phone: other.phone, code: otherCode }, clientAddress: freshAddress() })).body.code).toBe("reset_code_invalid");
  });

  it("answers an unknown phone as a known one, sends nothing, and signs no one in", async () => {
    const phone = randomPhone();
    const asked = await call(requestCode, { body: { phone }, clientAddress: freshAddress() });
    expect(asked.status).toBe(200);
    expect(asked.body.phone).toBe(phone);
    expect(await db().outboxMessage.count({ where: { recipient: phone } })).toBe(0);
    expect((await call(signInWithCode, { body: { phone, code: "123456" }, clientAddress: freshAddress() })).body.code).toBe("reset_code_invalid");
  });

  it("sends at most one code a minute to a phone, as reset codes", async () => {
    const owner = await createUser();
    expect((await call(requestCode, { body: { phone: owner.phone }, clientAddress: freshAddress() })).status).toBe(200);
    const again = await call(requestCode, { body: { phone: owner.phone }, clientAddress: freshAddress() });
    expect(again.status).toBe(429);
    expect(again.body.code).toBe("too_many_attempts");
  });

  it("refuses a code that is not six digits", async () => {
    const owner = await createUser();
    const refused = await call(signInWithCode, { body: { phone: owner.phone, code: "12ab" }, clientAddress: freshAddress() });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe("invalid_input");
  });
});

describe("POST /auth/sign-in-code-request and /auth/sign-in-code (before scripts)", () => {
  async function post(handler: typeof signInCodeForm, path: string, fields: Record<string, string>, clientAddress: string) {
    const result = await call(handler, { path, body: new URLSearchParams(fields).toString(), headers: { "content-type": FORM, origin: ORIGIN, "sec-fetch-site": "same-origin" }, clientAddress });
    const location = result.headers.get("location") ?? "";
    const jwt = result.headers.getSetCookie().find((line) => line.startsWith("jwt=") && !line.startsWith("jwt=;"));
    return { status: result.status, location, jwt, query: Object.fromEntries(new URL(location, ORIGIN).searchParams) };
  }

  it("sends the code, goes to the code step, refuses a wrong code there, then signs in and goes on", async () => {
    const owner = await lockedOwner();
    const device = freshAddress();
    const asked = await post(requestCodeForm, "/auth/sign-in-code-request", { phone: owner.phone, next: "/courses/abc" }, device);
    expect(asked.status).toBe(303);
    expect(asked.query).toEqual({ form: "code", phone: owner.phone, sent: "1", next: "/courses/abc" });
    const code = await sentCode(owner.phone);

    const refused = await post(signInCodeForm, "/auth/sign-in-code", { phone: owner.phone, code: wrongOf(code), next: asked.location }, device);
    expect(refused.status).toBe(303);
    expect(refused.jwt).toBeUndefined();
    expect(refused.query).toMatchObject({ form: "code", phone: owner.phone, error: "reset_code_invalid" });
    expect(formRefusalText(refused.query, "code", "ru")).toBe("Код неверный или устарел. Запросите новый");

    const done = await post(signInCodeForm, "/auth/sign-in-code", { phone: owner.phone, code, next: asked.location }, device);
    expect(done.status).toBe(303);
    expect(done.location).toBe("/courses/abc");
    expect(done.jwt).toMatch(/HttpOnly/i);
  });

  it("comes back to the phone step with the refusal of a second code within the minute", async () => {
    const owner = await createUser();
    await post(requestCodeForm, "/auth/sign-in-code-request", { phone: owner.phone }, freshAddress());
    const again = await post(requestCodeForm, "/auth/sign-in-code-request", { phone: owner.phone }, freshAddress());
    expect(again.location.startsWith("/projects/blogs?")).toBe(true);
    expect(again.query).toEqual({ form: "code", error: "too_many_attempts" });
  });
});
