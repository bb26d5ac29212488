import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as confirm } from "@/app/api/auth/password-reset/confirm/route";
import { POST as request } from "@/app/api/auth/password-reset/request/route";
import { db } from "@/lib/db/client";
import { call } from "../support/call";
import { createUser, TEST_PASSWORD } from "../support/factories";

// Issue 44 item 5: strangers' wrong passwords from many addresses lock a phone for every new
// device, its owner's too. A code sent to the account's Telegram or phone proves the owner: it
// signs them in on the new device, and the strangers' counts (against a password that no
// longer exists) are forgotten, so the new password works from any device.

let addressSeq = 0;
const freshAddress = () => `198.51.100.${++addressSeq}`;

async function sentCode(phone: string): Promise<string> {
  const message = await db().outboxMessage.findFirstOrThrow({ where: { recipient: phone, kind: "password_reset_code" }, orderBy: { createdAt: "desc" } });
  return /\b(\d{6})\b/.exec(message.text)![1]!;
}

describe("a phone locked by strangers", () => {
  it("lets its owner in on a new device with a code, and then with the new password anywhere", async () => {
    const owner = await createUser();
    // 10 wrong passwords from each of 11 addresses: past the phone's ceiling of 100.
    const statuses: number[] = [];
    for (let address = 0; address < 11; address++) {
      const from = freshAddress();
      for (let attempt = 0; attempt < 10; attempt++) {
        statuses.push((await call(login, { body: { phone: owner.phone, password: `wrong-${attempt}` }, clientAddress: from })).status);
      }
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(100);
    expect(statuses.slice(100)).toEqual(Array(10).fill(429));
    const newDevice = freshAddress();
    expect((await call(login, { body: { phone: owner.phone, password: TEST_PASSWORD }, clientAddress: newDevice })).status).toBe(429);

    expect((await call(request, { body: { phone: owner.phone }, clientAddress: newDevice })).status).toBe(200);
    const signedIn = await call(confirm, { body: { phone: owner.phone, code: await sentCode(owner.phone), newPassword: "owner-new-secret" }, clientAddress: newDevice });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.token).toEqual(expect.any(String));
    expect(signedIn.headers.getSetCookie().some((line) => line.startsWith("jwt="))).toBe(true);

    expect((await call(login, { body: { phone: owner.phone, password: "owner-new-secret" }, clientAddress: freshAddress() })).status).toBe(200);
    // A guesser of the old password starts from nothing, and is limited again from there.
    expect((await call(login, { body: { phone: owner.phone, password: TEST_PASSWORD }, clientAddress: freshAddress() })).status).toBe(401);
  });
});
