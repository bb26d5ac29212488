import { addDays, subDays } from "date-fns";
import { describe, expect, it } from "vitest";
import { DELETE as deleteUser, GET as getUser, PUT as putUser } from "@/app/api/admin/users/[id]/route";
import { GET as listOfflineStudents } from "@/app/api/offline-students/route";
import { db } from "@/lib/db/client";
import { formatDayMonthUz } from "@/lib/format/date";
import { toDateColumn } from "@/lib/offline/db-date";
import { call } from "../support/call";
import { createUser, ledgerAndBalance, type TestUser } from "../support/factories";

type AdminView = Record<string, unknown> & {
  step: number;
  balance: number;
  totalScore: number;
  certificates: { name: string }[];
  todayScores: { date: string; score: number; note: string }[];
};

function putAs(caller: TestUser, id: string, body: unknown) {
  return call(putUser, { method: "PUT", params: { id }, token: caller.token, body });
}

async function offlineStudent(balance = 100_000): Promise<TestUser> {
  const user = await createUser({ role: "student_offline", fullName: "Dilshod Rahimov", balance });
  await db().user.update({ where: { id: user.id }, data: { step: 10, arrivalDate: toDateColumn(subDays(new Date(), 10)) } });
  return user;
}

function offlineEdit(student: TestUser, overrides: Record<string, unknown> = {}) {
  return {
    fullName: student.fullName,
    phone: student.phone,
    balance: 100_000,
    step: 10,
    role: "student_offline",
    attendanceDays: ["Du", "Ch", "Ju"],
    arrivalDate: "2025-10-10",
    totalScore: 0,
    ...overrides,
  };
}

async function stored(id: string) {
  return db().user.findUniqueOrThrow({
    where: { id },
    select: { fullName: true, phone: true, role: true, balance: true, step: true, totalScore: true, attendanceDays: true, arrivalDate: true },
  });
}

describe("PUT /api/admin/users/{id}: the offline edit", () => {
  it("saves every field of admin §2 and today's score, answering the spec's message and the user", async () => {
    const student = await offlineStudent();
    const admin = await createUser({ role: "admin" });
    const res = await putAs(
      admin,
      student.id,
      offlineEdit(student, {
        fullName: "  Dilshod R.  ",
        phone: "+998 90 765 43 21",
        step: 12,
        totalScore: 15,
        arrivalDate: "2025/09/01",
        weekScores: [{ score: 15, note: "zo'r" }],
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("O'quvchi ma'lumotlari yangilandi");
    const user = res.body.user as AdminView;
    expect(user).toMatchObject({ fullName: "Dilshod R.", phone: "+998907654321", step: 12, totalScore: 15, arrivalDate: "2025-09-01", attendanceDays: ["Du", "Ch", "Ju"] });
    expect(user.todayScores).toEqual([{ date: String(toDateColumn(new Date())?.toISOString().slice(0, 10)), score: 15, note: "zo'r" }]);
  });

  it("upserts the day's score: a second save of the same date replaces it, and the total follows when not sent", async () => {
    const student = await offlineStudent();
    const admin = await createUser({ role: "admin" });
    const { totalScore: _omit, ...withoutTotal } = offlineEdit(student);
    expect((await putAs(admin, student.id, { ...withoutTotal, weekScores: [{ date: "2025-10-10", score: 8 }] })).status).toBe(200);
    const again = await putAs(admin, student.id, { ...withoutTotal, weekScores: [{ date: "2025-10-10", score: 5, note: "qayta" }] });
    expect(again.status).toBe(200);
    expect((again.body.user as AdminView).todayScores).toEqual([{ date: "2025-10-10", score: 5, note: "qayta" }]);
    expect((again.body.user as AdminView).totalScore).toBe(5);
    expect(await db().dailyScore.count({ where: { userId: student.id } })).toBe(1);
  });

  it("accepts the spec's 'D-monthname' score date: this Tashkent year, or last year for a day still ahead", async () => {
    const student = await offlineStudent();
    const admin = await createUser({ role: "admin" });
    const past = subDays(new Date(), 10);
    const tomorrow = addDays(new Date(), 1);
    const res = await putAs(admin, student.id, offlineEdit(student, { weekScores: [{ date: formatDayMonthUz(past), score: 7 }, { date: formatDayMonthUz(tomorrow), score: 3 }] }));
    expect(res.status).toBe(200);
    const pastColumn = toDateColumn(past)!;
    const tomorrowColumn = toDateColumn(tomorrow)!;
    tomorrowColumn.setUTCFullYear(tomorrowColumn.getUTCFullYear() - 1);
    const days = await db().dailyScore.findMany({ where: { userId: student.id }, orderBy: { date: "asc" }, select: { date: true, score: true } });
    expect(days).toEqual(
      [
        { date: tomorrowColumn, score: 3 },
        { date: pastColumn, score: 7 },
      ].sort((x, y) => x.date.getTime() - y.date.getTime()),
    );
  });

  it("is what the public list shows afterwards", async () => {
    const student = await offlineStudent();
    const admin = await createUser({ role: "admin" });
    await putAs(admin, student.id, offlineEdit(student, { step: 40, totalScore: 9, weekScores: [{ score: 9 }] }));
    const list = await call(listOfflineStudents);
    const entry = (list.body.users as AdminView[]).find((user) => user.id === student.id);
    expect(entry).toMatchObject({ step: 40, totalScore: 9 });
    expect(entry?.certificates.map((certificate) => certificate.name)).toEqual(["HTML sertifikati"]);
  });

  it.each([
    [35, []],
    [36, ["HTML sertifikati"]],
    [80, ["HTML sertifikati"]],
    [81, ["HTML sertifikati", "CSS & Bootstrap sertifikati"]],
  ])("saving step %i unlocks %j automatically", async (step, names) => {
    const student = await offlineStudent();
    const admin = await createUser({ role: "admin" });
    const res = await putAs(admin, student.id, offlineEdit(student, { step }));
    expect(res.status).toBe(200);
    expect((res.body.user as AdminView).certificates.map((certificate) => certificate.name)).toEqual(names);
  });

  it.each([
    ["no name", { fullName: "  " }, "Ism va telefon raqami to'ldirilishi shart"],
    ["no phone", { phone: "" }, "Ism va telefon raqami to'ldirilishi shart"],
    ["a short phone", { phone: "+998 90 12" }, "Telefon raqam to'liq emas"],
    ["no balance", { balance: undefined }, "Balans va qadam to'ldirilishi shart"],
    ["no step", { step: undefined }, "Balans va qadam to'ldirilishi shart"],
    ["step 0", { step: 0 }, "Qadam kamida 1 bo'lishi kerak"],
    ["a fractional step", { step: 2.5 }, "Qadam butun son bo'lishi kerak"],
    ["a negative total", { totalScore: -1 }, "Jami ball manfiy bo'lmasligi kerak"],
    ["a negative balance", { balance: -5 }, "Balans manfiy bo'lmasligi kerak"],
    ["a fractional balance", { balance: 10.5 }, "Balans butun son bo'lishi kerak"],
    ["a balance as text", { balance: "100" }, "Balans butun son bo'lishi kerak"],
    ["an unreadable arrival date", { arrivalDate: "kecha" }, "Kelgan sana noto'g'ri"],
    ["an impossible arrival date", { arrivalDate: "2025-02-30" }, "Kelgan sana noto'g'ri"],
    ["an unknown day", { attendanceDays: ["Du", "Mo"] }, "Dars kunlari noto'g'ri"],
    ["a negative daily score", { weekScores: [{ score: -1 }] }, "Bugungi ball manfiy bo'lmasligi kerak"],
    ["a bad score date", { weekScores: [{ date: "ertaga", score: 3 }] }, "Ball sanasi noto'g'ri"],
    ["a 'D-monthname' day that does not exist", { weekScores: [{ date: "31-aprel", score: 3 }] }, "Ball sanasi noto'g'ri"],
    ["a score dated in the future", { weekScores: [{ date: "2099-01-01", score: 3 }] }, "Ball sanasi kelajakda bo'lishi mumkin emas"],
    ["a score dated before arrival", { weekScores: [{ date: "1900-01-01", score: 3 }] }, "Ball sanasi kelgan sanadan oldin bo'lishi mumkin emas"],
    ["a score before the arrival date the same save sets", { arrivalDate: "2025-11-01", weekScores: [{ date: "2025-10-31", score: 3 }] }, "Ball sanasi kelgan sanadan oldin bo'lishi mumkin emas"],
    ["one day's score twice", { weekScores: [{ date: "2025-11-03", score: 3 }, { date: "2025-11-04", score: 1 }, { date: "2025-11-03", score: 4 }] }, "2025-11-03 kunining bali ikki marta yuborildi"],
    ["today's score twice", { weekScores: [{ score: 3 }, { score: 4 }] }, `${toDateColumn(new Date())?.toISOString().slice(0, 10)} kunining bali ikki marta yuborildi`],
    ["an unknown role", { role: "superadmin" }, "Rol noto'g'ri"],
  ])("refuses %s with 400 and its message, changing nothing", async (_case, overrides, message) => {
    const student = await offlineStudent();
    const admin = await createUser({ role: "admin" });
    const before = await stored(student.id);
    const res = await putAs(admin, student.id, offlineEdit(student, { balance: 5, step: 99, ...overrides }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
    expect(await stored(student.id)).toEqual(before);
    expect(await db().dailyScore.count({ where: { userId: student.id } })).toBe(0);
    expect(await db().ledgerEntry.count({ where: { userId: student.id } })).toBe(1);
  });

  it.each([
    ["an empty body", undefined, 400],
    ["an empty object", {}, 400],
    ["malformed JSON", "{\"step\":", 400],
    ["a JSON array", "[]", 400],
  ])("refuses %s with a 4xx, never a 500", async (_case, body, status) => {
    const student = await offlineStudent();
    const admin = await createUser({ role: "admin" });
    const res = await call(putUser, { method: "PUT", params: { id: student.id }, token: admin.token, body: body ?? "" });
    expect(res.status).toBe(status);
    expect(res.body.success).toBe(false);
  });

  it("answers 404 for an unknown id", async () => {
    const admin = await createUser({ role: "admin" });
    const res = await putAs(admin, "missing-user", { fullName: "X", phone: "+998901112233" });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Foydalanuvchi topilmadi");
  });

  it("answers 409 for a phone another user has, in any spelling", async () => {
    const student = await offlineStudent();
    const other = await createUser({ phone: "+998931234567" });
    const admin = await createUser({ role: "admin" });
    const res = await putAs(admin, student.id, offlineEdit(student, { phone: "+998 93 123 45 67" }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Bu telefon raqam bilan allaqachon ro'yxatdan o'tilgan");
    expect((await stored(student.id)).phone).toBe(student.phone);
    expect(other.phone).toBe("+998931234567");
  });

  it("answers 401 without a token, 403 for a student and an offline student", async () => {
    const student = await offlineStudent();
    const online = await createUser();
    expect((await call(putUser, { method: "PUT", params: { id: student.id }, body: offlineEdit(student) })).status).toBe(401);
    for (const caller of [online, student]) {
      const res = await putAs(caller, student.id, offlineEdit(student, { balance: 9_999_999 }));
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("Admin huquqlariga ega emassiz");
    }
    expect((await stored(student.id)).balance).toBe(100_000);
  });

  it("refuses a cross-site write made with the cookie", async () => {
    const student = await offlineStudent();
    const admin = await createUser({ role: "admin" });
    const res = await call(putUser, {
      method: "PUT",
      params: { id: student.id },
      cookie: `jwt=${admin.token}`,
      headers: { origin: "https://evil.example" },
      body: offlineEdit(student, { balance: 1 }),
    });
    expect(res.status).toBe(403);
    expect((await stored(student.id)).balance).toBe(100_000);
  });
});

describe("PUT /api/admin/users/{id}: balance is money", () => {
  it("writes one admin_adjustment ledger row for the difference, with the admin as actor", async () => {
    const student = await offlineStudent(100_000);
    const admin = await createUser({ role: "admin" });
    expect((await putAs(admin, student.id, offlineEdit(student, { balance: 70_000 }))).status).toBe(200);
    const entries = await db().ledgerEntry.findMany({ where: { userId: student.id, actorId: admin.id } });
    expect(entries).toEqual([expect.objectContaining({ amount: -30_000, reason: "admin_adjustment", actorId: admin.id })]);
    expect(await ledgerAndBalance(student.id)).toEqual({ balance: 70_000, ledger: 70_000 });

    expect((await putAs(admin, student.id, offlineEdit(student, { balance: 70_000 }))).status).toBe(200);
    expect(await db().ledgerEntry.count({ where: { userId: student.id } })).toBe(2);
  });

  it("keeps balance and ledger in agreement under parallel edits", async () => {
    const student = await offlineStudent(100_000);
    const admin = await createUser({ role: "admin" });
    const targets = [10_000, 250_000, 0, 90_000, 500, 77_777];
    const results = await Promise.all(targets.map((balance) => putAs(admin, student.id, offlineEdit(student, { balance }))));
    expect(results.map((res) => res.status)).toEqual(targets.map(() => 200));
    const { balance, ledger } = await ledgerAndBalance(student.id);
    expect(balance).toBe(ledger);
    expect(targets).toContain(balance);
  });
});

describe("PUT /api/admin/users/{id}: the user edit and the settings profile", () => {
  it("changes name, phone, role, balance and step with 'Foydalanuvchi ma'lumotlari yangilandi'", async () => {
    const user = await createUser({ fullName: "Old Name" });
    const admin = await createUser({ role: "admin" });
    const res = await putAs(admin, user.id, { fullName: "New Name", phone: "+998 97 000 11 22", role: "student_offline", balance: 5_000, step: 3 });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Foydalanuvchi ma'lumotlari yangilandi");
    expect(await stored(user.id)).toMatchObject({ fullName: "New Name", phone: "+998970001122", role: "student_offline", balance: 5_000, step: 3 });
    expect(await ledgerAndBalance(user.id)).toEqual({ balance: 5_000, ledger: 5_000 });
  });

  it("lets an admin edit their own name and phone with 'Profil yangilandi'", async () => {
    const admin = await createUser({ role: "admin" });
    const res = await putAs(admin, admin.id, { fullName: "Bosh Admin", phone: admin.phone });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Profil yangilandi");
    expect((await stored(admin.id)).fullName).toBe("Bosh Admin");
  });

  it("refuses to demote the last admin, and allows it when another admin remains", async () => {
    await db().user.updateMany({ where: { role: "admin" }, data: { role: "student" } });
    const admin = await createUser({ role: "admin" });
    const alone = await putAs(admin, admin.id, { fullName: "A", phone: admin.phone, role: "student" });
    expect(alone.status).toBe(409);
    expect(alone.body.message).toBe("Oxirgi adminni o'chirib yoki huquqidan mahrum qilib bo'lmaydi");
    expect((await stored(admin.id)).role).toBe("admin");

    await createUser({ role: "admin" });
    const withAnother = await putAs(admin, admin.id, { fullName: "A", phone: admin.phone, role: "student" });
    expect(withAnother.status).toBe(200);
    expect((await stored(admin.id)).role).toBe("student");
    // Admin calls re-read the role: the demoted admin is refused at once.
    expect((await putAs(admin, admin.id, { fullName: "A", phone: admin.phone })).status).toBe(403);
  });

  it("never leaves the academy without an admin when two admins demote each other at once", async () => {
    await db().user.updateMany({ where: { role: "admin" }, data: { role: "student" } });
    const first = await createUser({ role: "admin" });
    const second = await createUser({ role: "admin" });
    const results = await Promise.all([
      putAs(first, second.id, { fullName: "B", phone: second.phone, role: "student" }),
      putAs(second, first.id, { fullName: "A", phone: first.phone, role: "student" }),
    ]);
    // The loser is refused either by the role check (already demoted) or by the last-admin rule.
    const statuses = results.map((res) => res.status).sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    expect(await db().user.count({ where: { role: "admin" } })).toBe(1);
  });
});

describe("DELETE /api/admin/users/{id}", () => {
  it("deletes a user with their scores, certificates, payments and ledger", async () => {
    const student = await offlineStudent(20_000);
    const admin = await createUser({ role: "admin" });
    await putAs(admin, student.id, offlineEdit(student, { step: 50, weekScores: [{ score: 4 }] }));
    await db().payment.create({ data: { userId: student.id, kind: "topup", amount: 1000 } });
    const res = await call(deleteUser, { method: "DELETE", params: { id: student.id }, token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: "Foydalanuvchi muvaffaqiyatli o'chirildi!" });
    expect(await db().user.count({ where: { id: student.id } })).toBe(0);
    expect(await db().certificate.count({ where: { userId: student.id } })).toBe(0);
    expect(await db().payment.count({ where: { userId: student.id } })).toBe(0);
    expect((await call(getUser, { params: { id: student.id } })).status).toBe(404);
  });

  it("refuses deleting yourself and answers 404 for an unknown id", async () => {
    const admin = await createUser({ role: "admin" });
    const self = await call(deleteUser, { method: "DELETE", params: { id: admin.id }, token: admin.token });
    expect(self.status).toBe(403);
    expect(self.body.message).toBe("O'zingizni o'chirib bo'lmaydi");
    const unknown = await call(deleteUser, { method: "DELETE", params: { id: "nobody" }, token: admin.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Foydalanuvchi topilmadi");
  });

  it("refuses deleting the last admin and deletes another admin", async () => {
    await db().user.updateMany({ where: { role: "admin" }, data: { role: "student" } });
    const admin = await createUser({ role: "admin" });
    const other = await createUser({ role: "admin" });
    expect((await call(deleteUser, { method: "DELETE", params: { id: other.id }, token: admin.token })).status).toBe(200);
    expect(await db().user.count({ where: { role: "admin" } })).toBe(1);
  });

  it("answers 401 without a token and 403 for a student, deleting nothing", async () => {
    const student = await offlineStudent();
    expect((await call(deleteUser, { method: "DELETE", params: { id: student.id } })).status).toBe(401);
    const res = await call(deleteUser, { method: "DELETE", params: { id: student.id }, token: student.token });
    expect(res.status).toBe(403);
    expect(await db().user.count({ where: { id: student.id } })).toBe(1);
  });
});
