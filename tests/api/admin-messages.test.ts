import { describe, expect, it } from "vitest";
import { POST as enroll } from "@/app/api/courses/[id]/enroll/route";
import { GET as getPreferences, PUT as putPreferences } from "@/app/api/user/notification-preferences/route";
import { db } from "@/lib/db/client";
import { createNotification } from "@/lib/notifications/create-notification";
import { call } from "../support/call";
import { createCourse } from "../support/course-factory";
import { createUser } from "../support/factories";

// Issue 39, "Admins: the existing admin notifications, optionally also to their Telegram": an
// admin who linked Telegram gets each one there through the outbox, in their language.

const chatId = () => String(Date.now() + Math.floor(Math.random() * 1e9));

async function adminWithTelegram(locale: "uz" | "ru" = "uz") {
  const admin = await createUser({ role: "admin" });
  const chat = chatId();
  await db().user.update({ where: { id: admin.id }, data: { telegramChatId: chat, locale } });
  return { ...admin, chat };
}

const messagesTo = (recipient: string) => db().outboxMessage.findMany({ where: { recipient }, select: { kind: true, channel: true, text: true } });

describe("admin notifications by Telegram", () => {
  it("sends each notification to every admin with Telegram, in their language, once; none by SMS", async () => {
    const uzAdmin = await adminWithTelegram("uz");
    const ruAdmin = await adminWithTelegram("ru");
    const plainAdmin = await createUser({ role: "admin" });
    await createNotification({ type: "user_registered", params: { name: "Ali Valiyev", phone: "+998901112233" } });
    expect(await messagesTo(uzAdmin.chat)).toEqual([
      { kind: "admin_notification", channel: "telegram", text: "Qadam: Yangi foydalanuvchi. Ali Valiyev (+998901112233) ro'yxatdan o'tdi" },
    ]);
    expect(await messagesTo(ruAdmin.chat)).toHaveLength(1);
    expect((await messagesTo(ruAdmin.chat))[0]!.text).toMatch(/^Qadam: [А-Яа-я]/);
    expect(await messagesTo(plainAdmin.phone)).toEqual([]);
  });

  it("writes the message in the event's own transaction: a refused enrolment tells no admin", async () => {
    const admin = await adminWithTelegram();
    const course = await createCourse({ price: 100_000 });
    const poor = await createUser({ balance: 1_000 });
    expect((await call(enroll, { params: { id: course.id }, token: poor.token })).status).toBe(402);
    expect(await messagesTo(admin.chat)).toEqual([]);
    const student = await createUser({ balance: 100_000 });
    expect((await call(enroll, { params: { id: course.id }, token: student.token })).status).toBe(200);
    expect((await messagesTo(admin.chat)).map((message) => message.kind)).toEqual(["admin_notification"]);
  });

  it("lets an admin switch it off on the security page's call, and then sends nothing", async () => {
    const admin = await adminWithTelegram();
    expect((await call(getPreferences, { token: admin.token })).body).toEqual({ success: true, preferences: { admin_notification: true } });
    const off = await call(putPreferences, { method: "PUT", body: { preferences: { admin_notification: false } }, token: admin.token });
    expect(off.body).toEqual({ success: true, preferences: { admin_notification: false } });
    await createNotification({ type: "user_registered", params: { name: "Vali", phone: "+998901112234" } });
    expect(await messagesTo(admin.chat)).toEqual([]);
  });

  it("shows a student the student kinds, the 5-day reminder off until switched on", async () => {
    const student = await createUser();
    const before = (await call(getPreferences, { token: student.token })).body.preferences as Record<string, boolean>;
    expect(before).toMatchObject({ topup_approved: true, day_score: true, absent_today: true, weekly_digest: true, practice_reminder: false });
    expect(before).not.toHaveProperty("admin_notification");
    const on = await call(putPreferences, { method: "PUT", body: { preferences: { practice_reminder: true, weekly_digest: false } }, token: student.token });
    expect(on.body.preferences).toMatchObject({ practice_reminder: true, weekly_digest: false });
    expect(await db().user.findUniqueOrThrow({ where: { id: student.id }, select: { notificationOptIn: true, notificationOptOut: true } })).toEqual({
      notificationOptIn: ["practice_reminder"],
      notificationOptOut: ["weekly_digest"],
    });
  });
});
