import { describe, expect, it } from "vitest";
import { POST as approve } from "@/app/api/admin/payments/[id]/approve/route";
import { POST as reject } from "@/app/api/admin/payments/[id]/reject/route";
import { PUT as putStep } from "@/app/api/admin/offline/students/[id]/step/route";
import { PUT as editUser } from "@/app/api/admin/users/[id]/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as enroll } from "@/app/api/courses/[id]/enroll/route";
import { GET as getPreferences, PUT as putPreferences } from "@/app/api/user/notification-preferences/route";
import { db } from "@/lib/db/client";
import { openProviderTransaction, performProviderTransaction } from "@/lib/payments/provider-transactions";
import { call } from "../support/call";
import { createCourse } from "../support/course-factory";
import { createUser, TEST_PASSWORD } from "../support/factories";

// Issue 39, "What gets sent": a student's events reach them by Telegram or SMS through the
// outbox, written in the event's own transaction, once per event, in their language.

const messagesOf = (phone: string, chatId?: string) =>
  db().outboxMessage.findMany({ where: { recipient: { in: [phone, ...(chatId ? [chatId] : [])] } }, select: { kind: true, channel: true, recipient: true, text: true, eventKey: true } });

async function pendingTopup(userId: string, amount = 150_000) {
  return db().payment.create({ data: { userId, kind: "topup", amount, paymentMethod: "card" }, select: { id: true } });
}

async function signInWith(phone: string, locale: "uz" | "ru") {
  const res = await call(login, { body: { phone, password: TEST_PASSWORD }, headers: { "x-qadam-locale": locale } });
  expect(res.status).toBe(200);
}

describe("messages to students", () => {
  it("tells an approved top-up once, by SMS, in the language the student signed in with", async () => {
    const admin = await createUser({ role: "admin" });
    const student = await createUser();
    await signInWith(student.phone, "ru");
    const payment = await pendingTopup(student.id);
    expect((await call(approve, { params: { id: payment.id }, token: admin.token })).status).toBe(200);
    expect((await call(approve, { params: { id: payment.id }, token: admin.token })).status).toBe(409);
    expect(await messagesOf(student.phone)).toEqual([
      { kind: "topup_approved", channel: "sms", recipient: student.phone, eventKey: `topup_approved:${payment.id}`, text: "Qadam: ваш баланс пополнен на 150 000 сум." },
    ]);
  });

  it("tells a rejection with its reason to the linked Telegram, in Uzbek by default", async () => {
    const admin = await createUser({ role: "admin" });
    const student = await createUser();
    const chatId = String(Date.now() + Math.floor(Math.random() * 1e6));
    await db().user.update({ where: { id: student.id }, data: { telegramChatId: chatId } });
    const withReason = await pendingTopup(student.id, 50_000);
    const without = await pendingTopup(student.id, 20_000);
    expect((await call(reject, { params: { id: withReason.id }, body: { reason: "Chek o'qilmadi" }, token: admin.token })).status).toBe(200);
    expect((await call(reject, { params: { id: without.id }, body: {}, token: admin.token })).status).toBe(200);
    expect((await call(reject, { params: { id: without.id }, body: {}, token: admin.token })).status).toBe(409);
    const messages = await messagesOf(student.phone, chatId);
    expect(messages.map(({ kind, channel, recipient, text }) => ({ kind, channel, recipient, text })).sort((a, b) => a.text.localeCompare(b.text))).toEqual([
      { kind: "topup_rejected", channel: "telegram", recipient: chatId, text: "Qadam: 20 000 so'mlik to'ldirish so'rovingiz rad etildi." },
      { kind: "topup_rejected", channel: "telegram", recipient: chatId, text: "Qadam: 50 000 so'mlik to'ldirish so'rovingiz rad etildi. Sabab: Chek o'qilmadi" },
    ]);
  });

  it("tells a Payme or Click payment credited once, however often the provider performs it", async () => {
    const student = await createUser();
    const holder = await db().user.findUniqueOrThrow({ where: { id: student.id }, select: { id: true, accountNumber: true } });
    const now = new Date();
    const row = await openProviderTransaction({ provider: "payme", externalId: `ext-${student.id}`, holder, amount: 75_000, providerTime: now, now });
    expect(await messagesOf(student.phone)).toEqual([]);
    expect((await performProviderTransaction({ id: row.id, now })).changed).toBe(true);
    expect((await performProviderTransaction({ id: row.id, now })).changed).toBe(false);
    expect(await messagesOf(student.phone)).toEqual([
      { kind: "payment_credited", channel: "sms", recipient: student.phone, eventKey: `payment_credited:${row.paymentId}`, text: "Qadam: to'lovingiz qabul qilindi, balansingizga 75 000 so'm qo'shildi." },
    ]);
  });

  it("tells an enrolment with the course's name in the student's language, and nothing when the enrolment is refused", async () => {
    const course = await createCourse({ title: "HTML asoslari", price: 100_000 });
    await db().course.update({ where: { id: course.id }, data: { titleRu: "Основы HTML" } });
    const poor = await createUser({ balance: 10_000 });
    expect((await call(enroll, { params: { id: course.id }, token: poor.token })).status).toBe(402);
    expect(await messagesOf(poor.phone)).toEqual([]);

    const student = await createUser({ balance: 100_000 });
    await signInWith(student.phone, "ru");
    expect((await call(enroll, { params: { id: course.id }, token: student.token })).status).toBe(200);
    expect((await call(enroll, { params: { id: course.id }, token: student.token })).status).toBe(409);
    expect(await messagesOf(student.phone)).toEqual([
      { kind: "course_enrolled", channel: "sms", recipient: student.phone, eventKey: expect.stringMatching(/^course_enrolled:/), text: "Qadam: вы записаны на курс «Основы HTML». Удачи!" },
    ]);
  });

  it("tells each linked parent too, by their own channel and language, naming the child; a parent's own switch is theirs (issue 38)", async () => {
    const admin = await createUser({ role: "admin" });
    const student = await createUser({ fullName: "Azizbek Tursunov" });
    const mother = await createUser({ role: "parent" });
    const father = await createUser({ role: "parent" });
    const stranger = await createUser({ role: "parent" });
    await db().user.update({ where: { id: mother.id }, data: { locale: "ru" } });
    await db().user.update({ where: { id: father.id }, data: { telegramChatId: "777001", notificationOptOut: ["topup_rejected"] } });
    await db().parentLink.createMany({ data: [{ parentId: mother.id, childId: student.id }, { parentId: father.id, childId: student.id }] });
    const approved = await pendingTopup(student.id);
    const rejected = await pendingTopup(student.id, 30_000);
    expect((await call(approve, { params: { id: approved.id }, token: admin.token })).status).toBe(200);
    expect((await call(reject, { params: { id: rejected.id }, body: {}, token: admin.token })).status).toBe(200);
    expect(await messagesOf(mother.phone)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "topup_approved", channel: "sms", text: "Qadam, о вашем ребёнке Azizbek Tursunov: Ваш баланс пополнен на 150 000 сум." }),
        expect.objectContaining({ kind: "topup_rejected", channel: "sms" }),
      ]),
    );
    expect(await messagesOf(father.phone, "777001")).toEqual([
      expect.objectContaining({ kind: "topup_approved", channel: "telegram", recipient: "777001", text: "Qadam, farzandingiz Azizbek Tursunov haqida: Balansingiz 150 000 so'mga to'ldirildi." }),
    ]);
    expect(await messagesOf(stranger.phone)).toEqual([]);
    // The child's own bell is theirs alone: the parents get messages, not bell lines.
    expect(await db().bellItem.count({ where: { userId: { in: [mother.id, father.id] } } })).toBe(0);
  });

  it("enqueues nothing of a kind the student switched off", async () => {
    const admin = await createUser({ role: "admin" });
    const student = await createUser();
    await db().user.update({ where: { id: student.id }, data: { notificationOptOut: ["topup_approved"] } });
    const approved = await pendingTopup(student.id);
    const rejected = await pendingTopup(student.id, 30_000);
    expect((await call(approve, { params: { id: approved.id }, token: admin.token })).status).toBe(200);
    expect((await call(reject, { params: { id: rejected.id }, body: {}, token: admin.token })).status).toBe(200);
    expect((await messagesOf(student.phone)).map((message) => message.kind)).toEqual(["topup_rejected"]);
  });

  it("tells a warning given and cancelled with its reason, and nothing for a list saved again unchanged", async () => {
    const admin = await createUser({ role: "admin" });
    const student = await createUser({ role: "student_offline" });
    const save = (warnings: string[]) => call(editUser, { method: "PUT", params: { id: student.id }, body: { warnings }, token: admin.token });
    expect((await save(["Darsga kechikdi", "", ""])).status).toBe(200);
    expect((await save(["Darsga kechikdi", "", ""])).status).toBe(200);
    expect((await save(["", "", ""])).status).toBe(200);
    const texts = (await messagesOf(student.phone)).map((message) => [message.kind, message.text]);
    expect(texts.sort()).toEqual([
      ["warning_cancelled", "Qadam: 1-ogohlantirishingiz bekor qilindi (sabab edi: Darsga kechikdi)."],
      ["warning_given", "Qadam: sizga 1-ogohlantirish berildi. Sabab: Darsga kechikdi"],
    ]);
  });

  it("tells each certificate a step unlocks, once, by name in the student's language", async () => {
    const admin = await createUser({ role: "admin" });
    const student = await createUser({ role: "student_offline" });
    await signInWith(student.phone, "ru");
    expect((await call(putStep, { method: "PUT", params: { id: student.id }, token: admin.token, body: { step: 36 } })).status).toBe(200);
    expect((await call(putStep, { method: "PUT", params: { id: student.id }, token: admin.token, body: { step: 40 } })).status).toBe(200);
    expect((await messagesOf(student.phone)).map((message) => [message.kind, message.text])).toEqual([
      ["certificate_unlocked", "Qadam: поздравляем! Вам открыт «Сертификат HTML»."],
    ]);
  });
});

describe("/api/user/notification-preferences", () => {
  const ALL_ON = {
    topup_approved: true,
    topup_rejected: true,
    payment_credited: true,
    course_enrolled: true,
    warning_given: true,
    warning_cancelled: true,
    certificate_unlocked: true,
  };

  it("offers a parent the kinds a parent gets a copy of: not the answers to the child's questions", async () => {
    const parent = await createUser({ role: "parent" });
    const { preferences } = (await call(getPreferences, { token: parent.token })).body as { preferences: Record<string, boolean> };
    expect(preferences).toMatchObject({ ...ALL_ON, project_reviewed: true });
    expect(preferences).not.toHaveProperty("question_answered");
    expect(preferences).not.toHaveProperty("admin_notification");
  });

  it("answers 401 without a session", async () => {
    expect((await call(getPreferences)).status).toBe(401);
    expect((await call(putPreferences, { method: "PUT", body: { preferences: { topup_approved: false } } })).status).toBe(401);
  });

  it.each([
    ["an unknown kind", { preferences: { password_reset_code: false } }],
    ["a value that is not true or false", { preferences: { topup_approved: "no" } }],
    ["a field beside preferences", { preferences: {}, userId: "someone" }],
    ["no preferences", {}],
  ])("refuses %s with 400 and changes nothing", async (_name, body) => {
    const student = await createUser();
    const res = await call(putPreferences, { method: "PUT", body, token: student.token });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Noto'g'ri ma'lumot/);
    expect((await db().user.findUniqueOrThrow({ where: { id: student.id } })).notificationOptOut).toEqual([]);
  });

  it("has every kind on at first, switches the kinds named, and an approve is then not told", async () => {
    const admin = await createUser({ role: "admin" });
    const student = await createUser();
    expect((await call(getPreferences, { token: student.token })).body).toMatchObject({ preferences: ALL_ON });
    const off = await call(putPreferences, { method: "PUT", body: { preferences: { topup_approved: false, course_enrolled: false } }, token: student.token });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ preferences: { ...ALL_ON, topup_approved: false, course_enrolled: false } });
    const back = await call(putPreferences, { method: "PUT", body: { preferences: { course_enrolled: true } }, token: student.token });
    expect(back.body).toMatchObject({ preferences: { ...ALL_ON, topup_approved: false } });
    expect((await call(getPreferences, { token: student.token })).body).toMatchObject({ preferences: { ...ALL_ON, topup_approved: false } });

    const payment = await pendingTopup(student.id);
    expect((await call(approve, { params: { id: payment.id }, token: admin.token })).status).toBe(200);
    expect(await messagesOf(student.phone)).toEqual([]);
  });
});
