import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { POST as register } from "@/app/api/auth/register/route";
import { apiText } from "@/lib/i18n/api-text";
import { db } from "@/lib/db/client";
import { createNotification } from "@/lib/notifications/create-notification";
import { notificationKeys, notificationParams, notificationValues } from "@/lib/notifications/notification-text";
import { call } from "../support/call";
import { randomPhone } from "../support/factories";

// Issue 10: notifications are stored as type + params and read in the admin's language; rows
// stored as Uzbek sentences before are given their params by the migration.

const MIGRATION = path.join(process.cwd(), "prisma/migrations/20261123002051_notification_params/migration.sql");

function render(locale: "uz" | "ru", note: { type: "user_registered" | "topup_requested" | "course_enrolled"; params: unknown }) {
  const params = notificationParams(note.params);
  const keys = notificationKeys(note.type, params);
  return { title: apiText(locale, { key: keys.title }), body: apiText(locale, { key: keys.body, values: notificationValues(params, locale) }) };
}

describe("notifications as type + params", () => {
  it("a registration stores who registered, and the stored Uzbek text is the spec's", async () => {
    const phone = randomPhone();
    const meta = { region: "Toshkent", district: "Chirchiq shahri", school: "12-maktab", grade: "9-sinf" };
    const res = await call(register, { body: { fullName: "Aziza Karimova", phone, password: "secret123", meta } });
    expect(res.status).toBe(201);
    const normalised = (res.body.user as { phone: string }).phone;
    const note = await db().notification.findFirstOrThrow({ where: { type: "user_registered" }, orderBy: { createdAt: "desc" } });
    expect(note.params).toEqual({ name: "Aziza Karimova", phone: normalised });
    expect(note).toMatchObject({ title: "Yangi foydalanuvchi", body: `Aziza Karimova (${normalised}) ro'yxatdan o'tdi` });
    expect(render("ru", note)).toEqual({ title: "Новый пользователь", body: `Новая регистрация: Aziza Karimova (${normalised})` });
  });

  it("says an enrolment and a registration in Russian the same way for a woman and a man (issue 26 item 11)", () => {
    expect(render("ru", { type: "course_enrolled", params: { name: "Madina Yusupova", course: "HTML asoslari" } }).body).toBe("Новая запись на курс «HTML asoslari»: Madina Yusupova");
    expect(render("ru", { type: "user_registered", params: { name: "Sevinch Karimova" } }).body).toBe("Новая регистрация: Sevinch Karimova");
  });

  it("a top-up request renders its amount as money in each language", async () => {
    const note = await createNotification({ type: "topup_requested", params: { name: "Aziza", phone: "+998901112233", amount: 150_000 } });
    expect(note.body).toBe("Aziza (+998901112233) 150 000 so'm to'lov so'radi");
    expect(render("ru", note)).toEqual({ title: "Заявка на пополнение", body: "Aziza (+998901112233) просит пополнение на 150 000 сум" });
  });

  it("the migration gives rows stored as Uzbek sentences their params", async () => {
    const course = await db().course.create({ data: { title: "HTML asoslari", description: "d", instructor: "i", price: 1 } });
    const rows = [
      { type: "user_registered" as const, title: "Yangi foydalanuvchi", body: "Aziza Karimova (+998901112233) ro'yxatdan o'tdi" },
      { type: "user_registered" as const, title: "Yangi foydalanuvchi", body: "Javohir Rahimov platformada ro'yxatdan o'tdi: Farg'ona, Qo'qon shahri, 7-maktab, 8-sinf." },
      { type: "topup_requested" as const, title: "To'lov so'rovi", body: "Behruz Olimov (+998990102030) 300 000 so'm naqd to'lovni tasdiqlashni so'radi." },
      { type: "topup_requested" as const, title: "To'lov so'rovi", body: "Aziza (+998901112233) 1\u00a0200\u00a0000 so'm to'lov so'radi" },
      { type: "course_enrolled" as const, title: "Kursga yozilish", body: 'Aziza "HTML asoslari" kursiga yozildi' },
      { type: "course_enrolled" as const, title: "Kursga yozilish", body: "Madina Yusupova «JavaScript asoslari: sahifaga jon kiritamiz» kursiga yozildi." },
      { type: "course_enrolled" as const, title: "Kursga yozilish", body: "something else" },
    ];
    const ids: string[] = [];
    for (const row of rows) ids.push((await db().notification.create({ data: row })).id);
    const sql = readFileSync(MIGRATION, "utf8");
    const handWritten = sql.slice(sql.indexOf("-- Hand-written"));
    for (const statement of handWritten.split(";").map((part) => part.replace(/^\s*--.*$/gm, "").trim()).filter(Boolean)) {
      await db().$executeRawUnsafe(statement);
    }
    const stored = await db().notification.findMany({ where: { id: { in: ids } } });
    const params = ids.map((id) => stored.find((row) => row.id === id)!.params);
    expect(params).toEqual([
      { name: "Aziza Karimova", phone: "+998901112233" },
      { name: "Javohir Rahimov" },
      { name: "Behruz Olimov", phone: "+998990102030", amount: 300000 },
      { name: "Aziza", phone: "+998901112233", amount: 1200000 },
      { name: "Aziza", course: "HTML asoslari", courseId: course.id },
      { name: "Madina Yusupova", course: "JavaScript asoslari: sahifaga jon kiritamiz" },
      {},
    ]);
    expect(render("ru", { type: "user_registered", params: params[1] })).toEqual({ title: "Новый пользователь", body: "Новая регистрация: Javohir Rahimov" });
  });
});
