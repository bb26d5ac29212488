import { describe, expect, it } from "vitest";
import { GET as getRegister } from "@/app/api/admin/offline/register/route";
import { PUT as putCell } from "@/app/api/admin/offline/students/[id]/scores/[date]/route";
import { PUT as putStep } from "@/app/api/admin/offline/students/[id]/step/route";
import { PUT as putUser } from "@/app/api/admin/users/[id]/route";
import { db } from "@/lib/db/client";
import { toDateColumn } from "@/lib/offline/db-date";
import { weekDates } from "@/lib/offline/week";
import { call } from "../support/call";
import { createUser, type TestUser } from "../support/factories";

type Register = {
  days: { day: string; date: string }[];
  currentWeek: string;
  students: { id: string; fullName: string; step: number; totalScore: number; attendanceDays: string[]; cells: Record<string, { score: number; note: string }> }[];
};

function saveCell(admin: TestUser, id: string, date: string, body: unknown) {
  return call(putCell, { method: "PUT", params: { id, date }, token: admin.token, body });
}

async function stored(id: string) {
  const user = await db().user.findUniqueOrThrow({ where: { id }, select: { totalScore: true, step: true } });
  const scores = await db().dailyScore.findMany({ where: { userId: id }, select: { date: true, score: true, note: true }, orderBy: { date: "asc" } });
  return { ...user, scores };
}

const WEEK = ["2026-11-16", "2026-11-17", "2026-11-18", "2026-11-19", "2026-11-20", "2026-11-21", "2026-11-22"];

describe("GET /api/admin/offline/register", () => {
  it("lists every offline student, by name, with one week's cells; other roles are left out", async () => {
    const admin = await createUser({ role: "admin" });
    const bobur = await createUser({ role: "student_offline", fullName: "Bobur" });
    const aziza = await createUser({ role: "student_offline", fullName: "Aziza" });
    await createUser({ role: "student", fullName: "Online" });
    await db().user.update({ where: { id: bobur.id }, data: { attendanceDays: ["Du", "Ch"] } });
    await db().dailyScore.createMany({
      data: [
        { userId: bobur.id, date: toDateColumn("2026-11-16")!, score: 7, note: "yaxshi" },
        { userId: bobur.id, date: toDateColumn("2026-11-22")!, score: 3 },
        // The week before and the week after stay out.
        { userId: bobur.id, date: toDateColumn("2026-11-15")!, score: 100 },
        { userId: bobur.id, date: toDateColumn("2026-11-23")!, score: 100 },
      ],
    });

    const res = await call(getRegister, { token: admin.token, query: { week: "2026-11-19" } });
    expect(res.status).toBe(200);
    const register = res.body as unknown as Register;
    expect(register.days).toEqual(["Du", "Se", "Ch", "Pa", "Ju", "Sh", "Ya"].map((day, index) => ({ day, date: WEEK[index] })));
    const names = register.students.map((student) => student.fullName);
    expect(names.indexOf("Aziza")).toBeLessThan(names.indexOf("Bobur"));
    expect(names).not.toContain("Online");
    const row = register.students.find((student) => student.id === bobur.id);
    expect(row).toMatchObject({ attendanceDays: ["Du", "Ch"], step: 1 });
    expect(row?.cells).toEqual({ "2026-11-16": { score: 7, note: "yaxshi" }, "2026-11-22": { score: 3, note: "" } });
    expect(register.students.find((student) => student.id === aziza.id)?.cells).toEqual({});
  });

  it("without ?week answers this Tashkent week", async () => {
    const admin = await createUser({ role: "admin" });
    const res = await call(getRegister, { token: admin.token });
    expect(res.status).toBe(200);
    const register = res.body as unknown as Register;
    expect(register.days.map((day) => day.date)).toEqual(weekDates(new Date()));
    expect(register.currentWeek).toBe(weekDates(new Date())[0]);
  });

  it.each([["not a date", "next"], ["a day that does not exist", "2026-02-30"]])("refuses %s with 400", async (_, week) => {
    const admin = await createUser({ role: "admin" });
    const res = await call(getRegister, { token: admin.token, query: { week } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Hafta sanasi noto'g'ri");
  });
});

describe("PUT /api/admin/offline/students/{id}/scores/{date}", () => {
  it("saves a cell, moves the total by the change, keeps the note when none is sent and clears with null", async () => {
    const admin = await createUser({ role: "admin" });
    const student = await createUser({ role: "student_offline" });

    let res = await saveCell(admin, student.id, "2026-11-16", { score: 8, note: "faol" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, cell: { date: "2026-11-16", score: 8, note: "faol" }, totalScore: 8 });

    res = await saveCell(admin, student.id, "2026-11-17", { score: 5 });
    expect(res.body).toMatchObject({ cell: { score: 5, note: "" }, totalScore: 13 });

    res = await saveCell(admin, student.id, "2026-11-16", { score: 2 });
    expect(res.body).toMatchObject({ cell: { score: 2, note: "faol" }, totalScore: 7 });

    res = await saveCell(admin, student.id, "2026-11-17", { score: null });
    expect(res.body).toMatchObject({ cell: { date: "2026-11-17", score: null }, totalScore: 2 });

    const after = await stored(student.id);
    expect(after.totalScore).toBe(2);
    expect(after.scores).toEqual([{ date: toDateColumn("2026-11-16"), score: 2, note: "faol" }]);
  });

  it("goes through the same write as the offline edit modal: a modal save and a cell save add up", async () => {
    const admin = await createUser({ role: "admin" });
    const student = await createUser({ role: "student_offline" });
    const modal = await call(putUser, {
      method: "PUT",
      params: { id: student.id },
      token: admin.token,
      body: { fullName: student.fullName, phone: student.phone, balance: 0, step: 1, weekScores: [{ date: "2026-11-18", score: 6 }] },
    });
    expect(modal.status).toBe(200);
    expect((await saveCell(admin, student.id, "2026-11-19", { score: 4 })).body.totalScore).toBe(10);
    expect((await saveCell(admin, student.id, "2026-11-18", { score: 1 })).body.totalScore).toBe(5);
    expect((await stored(student.id)).totalScore).toBe(5);
  });

  it.each([
    ["a negative score", "2026-11-16", { score: -1 }, "Bugungi ball manfiy bo'lmasligi kerak"],
    ["a fractional score", "2026-11-16", { score: 1.5 }, "Bugungi ball butun son bo'lishi kerak"],
    ["a score as text", "2026-11-16", { score: "5" }, "Bugungi ball butun son bo'lishi kerak"],
    ["no score", "2026-11-16", {}, "Bugungi ball butun son bo'lishi kerak"],
    ["a huge score", "2026-11-16", { score: 100_001 }, "Bugungi ball juda katta"],
    ["a long note", "2026-11-16", { score: 1, note: "x".repeat(501) }, "Izoh 500 belgidan oshmasligi kerak"],
    ["a date that does not exist", "2026-02-30", { score: 1 }, "Ball sanasi noto'g'ri"],
    ["a date in another shape", "16.11.2026", { score: 1 }, "Ball sanasi noto'g'ri"],
    ["a day still ahead", "2099-01-01", { score: 1 }, "Ball sanasi kelajakda bo'lishi mumkin emas"],
  ])("refuses %s with 400 and stores nothing", async (_, date, body, message) => {
    const admin = await createUser({ role: "admin" });
    const student = await createUser({ role: "student_offline" });
    const res = await saveCell(admin, student.id, date, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await stored(student.id)).toEqual({ totalScore: 0, step: 1, scores: [] });
  });

  it("refuses a day before the student's arrival with 400, and still clears one", async () => {
    const admin = await createUser({ role: "admin" });
    const student = await createUser({ role: "student_offline" });
    await db().user.update({ where: { id: student.id }, data: { arrivalDate: toDateColumn("2026-11-17") } });
    await db().dailyScore.create({ data: { userId: student.id, date: toDateColumn("2026-11-10")!, score: 4 } });
    for (const date of ["2026-11-16", "1900-01-01"]) {
      const res = await saveCell(admin, student.id, date, { score: 3 });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Ball sanasi kelgan sanadan oldin bo'lishi mumkin emas");
    }
    expect((await saveCell(admin, student.id, "2026-11-17", { score: 3 })).status).toBe(200);
    // A score stored before the rule can still be removed.
    expect((await saveCell(admin, student.id, "2026-11-10", { score: null })).status).toBe(200);
    expect((await stored(student.id)).scores).toEqual([{ date: toDateColumn("2026-11-17"), score: 3, note: "" }]);
  });

  it("answers 404 for an unknown id and for a user who is not an offline student", async () => {
    const admin = await createUser({ role: "admin" });
    const online = await createUser({ role: "student" });
    expect((await saveCell(admin, "nobody", "2026-11-16", { score: 1 })).status).toBe(404);
    const res = await saveCell(admin, online.id, "2026-11-16", { score: 1 });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Foydalanuvchi topilmadi");
    expect(await stored(online.id)).toEqual({ totalScore: 0, step: 1, scores: [] });
  });

  it("two admins saving different cells of one student at once: every cell is stored and the total is their sum", async () => {
    const first = await createUser({ role: "admin" });
    const second = await createUser({ role: "admin" });
    const student = await createUser({ role: "student_offline" });
    // The first admin fills this week while the second fills three days of October.
    const results = await Promise.all([
      ...WEEK.map((date, index) => saveCell(first, student.id, date, { score: index + 1, note: `a${index}` })),
      ...["2026-10-05", "2026-10-06", "2026-10-07"].map((date, index) => saveCell(second, student.id, date, { score: 10 * (index + 1) })),
    ]);
    expect(results.map((res) => res.status)).toEqual(results.map(() => 200));
    const after = await stored(student.id);
    expect(after.scores).toHaveLength(10);
    const sum = after.scores.reduce((total, entry) => total + entry.score, 0);
    expect(sum).toBe(1 + 2 + 3 + 4 + 5 + 6 + 7 + 10 + 20 + 30);
    expect(after.totalScore).toBe(sum);
  });

  it("two admins saving the same cell at once: one row, holding one of the two writes, and the total agrees", async () => {
    const first = await createUser({ role: "admin" });
    const second = await createUser({ role: "admin" });
    const student = await createUser({ role: "student_offline" });
    await saveCell(first, student.id, "2026-11-20", { score: 50 });
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, index) => saveCell(index % 2 === 0 ? first : second, student.id, "2026-11-20", { score: index + 1 })),
    );
    expect(results.map((res) => res.status)).toEqual(results.map(() => 200));
    const after = await stored(student.id);
    expect(after.scores).toHaveLength(1);
    expect([1, 2, 3, 4, 5, 6]).toContain(after.scores[0]?.score);
    expect(after.totalScore).toBe(after.scores[0]?.score);
  });
});

describe("PUT /api/admin/offline/students/{id}/step", () => {
  it.each([
    [35, []],
    [36, ["HTML sertifikati"]],
    [81, ["HTML sertifikati", "CSS & Bootstrap sertifikati"]],
  ])("step %i saves and unlocks %j", async (step, names) => {
    const admin = await createUser({ role: "admin" });
    const student = await createUser({ role: "student_offline" });
    const res = await call(putStep, { method: "PUT", params: { id: student.id }, token: admin.token, body: { step } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ step, certificates: names });
    expect((await stored(student.id)).step).toBe(step);
    expect(await db().certificate.count({ where: { userId: student.id, revokedAt: null } })).toBe(names.length);
  });

  it.each([[0, "Qadam kamida 1 bo'lishi kerak"], [2.5, "Qadam butun son bo'lishi kerak"], [null, "Qadam butun son bo'lishi kerak"]])(
    "refuses step %j with 400",
    async (step, message) => {
      const admin = await createUser({ role: "admin" });
      const student = await createUser({ role: "student_offline" });
      const res = await call(putStep, { method: "PUT", params: { id: student.id }, token: admin.token, body: { step } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect((await stored(student.id)).step).toBe(1);
    },
  );
});
