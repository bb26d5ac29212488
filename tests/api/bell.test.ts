import { describe, expect, it } from "vitest";
import { POST as approve } from "@/app/api/admin/payments/[id]/approve/route";
import { POST as reject } from "@/app/api/admin/payments/[id]/reject/route";
import { PUT as putScore } from "@/app/api/admin/offline/students/[id]/scores/[date]/route";
import { GET as bell } from "@/app/api/user/bell/route";
import { POST as markRead } from "@/app/api/user/bell/read/route";
import { GET as topupNotes } from "@/app/api/user/notifications/route";
import { db } from "@/lib/db/client";
import { call } from "../support/call";
import { createUser } from "../support/factories";

// Issue 39, the student's bell: every event they are told of, with an unread count, in the
// reader's language, each linking to the page it is about; the top-up notes stay as they were.

type Line = { id: string; kind: string; text: string; href: string; read: boolean };
const linesOf = (res: { body: Record<string, unknown> }) => res.body.items as Line[];

async function pendingTopup(userId: string, amount = 150_000) {
  return db().payment.create({ data: { userId, kind: "topup", amount, paymentMethod: "card" }, select: { id: true } });
}

async function decidedStudent() {
  const admin = await createUser({ role: "admin" });
  const student = await createUser();
  const approved = await pendingTopup(student.id);
  const rejected = await pendingTopup(student.id, 30_000);
  expect((await call(approve, { params: { id: approved.id }, token: admin.token })).status).toBe(200);
  expect((await call(reject, { params: { id: rejected.id }, body: { reason: "Chek o'qilmadi" }, token: admin.token })).status).toBe(200);
  return { admin, student };
}

describe("GET /api/user/bell", () => {
  it.each([
    ["no token", undefined],
    ["a forged token", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJub2JvZHkifQ.c2lnbmF0dXJl"],
  ])("answers 401 to %s", async (_name, token) => {
    expect((await call(bell, { token })).status).toBe(401);
    expect((await call(markRead, { body: {}, token })).status).toBe(401);
  });

  it("shows the student's top-up decisions with the unread count, in the reader's language, linking to payments", async () => {
    const { student } = await decidedStudent();
    const uz = await call(bell, { token: student.token });
    expect(uz.status).toBe(200);
    expect(uz.body.unread).toBe(2);
    expect(linesOf(uz).map(({ kind, text, href, read }) => ({ kind, text, href, read }))).toEqual([
      { kind: "topup_rejected", text: "30 000 so'mlik to'ldirish so'rovingiz rad etildi. Sabab: Chek o'qilmadi", href: "/projects/payments", read: false },
      { kind: "topup_approved", text: "Balansingiz 150 000 so'mga to'ldirildi.", href: "/projects/payments", read: false },
    ]);
    const ru = await call(bell, { token: student.token, headers: { cookie: "lang=ru" } });
    expect(linesOf(ru).map((line) => line.text)).toEqual(["Запрос на пополнение на 30 000 сум отклонён. Причина: Chek o'qilmadi", "Ваш баланс пополнен на 150 000 сум."]);
  });

  it("keeps the top-up notes of /api/user/notifications as they were, with their kinds", async () => {
    const { student } = await decidedStudent();
    const notes = await call(topupNotes, { token: student.token });
    expect((notes.body.notifications as { kind: string }[]).map((note) => note.kind).sort()).toEqual(["topup_approved", "topup_rejected"]);
  });

  it("shows a student's own lines only; an admin's bell is their own, empty", async () => {
    const { admin, student } = await decidedStudent();
    const other = await createUser();
    expect(await call(bell, { token: other.token })).toMatchObject({ status: 200, body: { items: [], unread: 0 } });
    expect(await call(bell, { token: admin.token })).toMatchObject({ status: 200, body: { items: [], unread: 0 } });
    expect(linesOf(await call(bell, { token: student.token }))).toHaveLength(2);
  });

  it("still shows an event whose Telegram/SMS message the student switched off", async () => {
    const admin = await createUser({ role: "admin" });
    const student = await createUser();
    await db().user.update({ where: { id: student.id }, data: { notificationOptOut: ["topup_approved"] } });
    const payment = await pendingTopup(student.id);
    expect((await call(approve, { params: { id: payment.id }, token: admin.token })).status).toBe(200);
    expect(await db().outboxMessage.count({ where: { recipient: student.phone } })).toBe(0);
    expect(linesOf(await call(bell, { token: student.token })).map((line) => line.kind)).toEqual(["topup_approved"]);
  });

  it("tells an offline student the day's score from the register once per score, linking to their card", async () => {
    const admin = await createUser({ role: "admin" });
    const student = await createUser({ role: "student_offline" });
    await db().user.update({ where: { id: student.id }, data: { arrivalDate: new Date("2026-01-05") } });
    const save = (score: number) => call(putScore, { method: "PUT", params: { id: student.id, date: "2026-11-23" }, body: { score }, token: admin.token });
    expect((await save(8)).status).toBe(200);
    expect((await save(8)).status).toBe(200);
    expect((await save(9)).status).toBe(200);
    const lines = linesOf(await call(bell, { token: student.token }));
    expect(lines.map(({ kind, text, href }) => ({ kind, text, href }))).toEqual([
      { kind: "day_score", text: "23/11/26 kungi ballingiz: 9.", href: `/students/${student.id}` },
      { kind: "day_score", text: "23/11/26 kungi ballingiz: 8.", href: `/students/${student.id}` },
    ]);
    expect(await db().outboxMessage.count({ where: { recipient: student.phone, kind: "day_score" } })).toBe(2);
  });
});

describe("POST /api/user/bell/read", () => {
  it("marks the lines named read and answers the unread count left", async () => {
    const { student } = await decidedStudent();
    const [first] = linesOf(await call(bell, { token: student.token }));
    const res = await call(markRead, { body: { ids: [first!.id] }, token: student.token });
    expect(res).toMatchObject({ status: 200, body: { success: true, updated: 1, unread: 1 } });
    const after = await call(bell, { token: student.token });
    expect(after.body.unread).toBe(1);
    expect(linesOf(after).map((line) => line.read)).toEqual([true, false]);
  });

  it("marks every line read when no ids are given", async () => {
    const { student } = await decidedStudent();
    expect(await call(markRead, { body: {}, token: student.token })).toMatchObject({ status: 200, body: { updated: 2, unread: 0 } });
    expect((await call(bell, { token: student.token })).body.unread).toBe(0);
  });

  it("passes over another student's lines", async () => {
    const { student } = await decidedStudent();
    const stranger = await createUser();
    const ids = linesOf(await call(bell, { token: student.token })).map((line) => line.id);
    expect(await call(markRead, { body: { ids }, token: stranger.token })).toMatchObject({ status: 200, body: { updated: 0, unread: 0 } });
    expect((await call(markRead, { body: {}, token: stranger.token })).body.updated).toBe(0);
    expect((await call(bell, { token: student.token })).body.unread).toBe(2);
  });

  it.each([
    ["an empty list", { ids: [] }],
    ["an id that is not one", { ids: ["a b"] }],
    ["a field beside ids", { ids: ["x"], userId: "someone" }],
    ["no body", "not json"],
  ])("refuses %s with 400 and marks nothing", async (_name, body) => {
    const { student } = await decidedStudent();
    const res = await call(markRead, { body, token: student.token });
    expect(res.status).toBe(400);
    expect((await call(bell, { token: student.token })).body.unread).toBe(2);
  });
});
