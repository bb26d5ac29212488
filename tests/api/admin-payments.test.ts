import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { POST as approve } from "@/app/api/admin/payments/[id]/approve/route";
import { POST as reject } from "@/app/api/admin/payments/[id]/reject/route";
import { GET as exportPayments } from "@/app/api/admin/payments/export/route";
import { GET as listPayments } from "@/app/api/admin/payments/route";
import { db } from "@/lib/db/client";
import { call } from "../support/call";
import { createUser, ledgerAndBalance } from "../support/factories";

async function pendingTopup(userId: string, amount = 150_000, extra: { transactionId?: string; description?: string } = {}) {
  return db().payment.create({ data: { userId, kind: "topup", amount, paymentMethod: "card", ...extra }, select: { id: true } });
}

async function expectLedgerAgrees(userId: string, balance: number) {
  expect(await ledgerAndBalance(userId)).toEqual({ balance, ledger: balance });
}

describe("POST /api/admin/payments/{id}/approve", () => {
  it("approves a pending top-up, credits the balance once with a ledger row, and records who and when", async () => {
    const admin = await createUser({ role: "admin", fullName: "Bosh Admin" });
    const student = await createUser({ balance: 20_000 });
    const payment = await pendingTopup(student.id, 150_000);
    const res = await call(approve, { method: "POST", params: { id: payment.id }, token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: "To'lov tasdiqlandi",
      payment: { id: payment.id, status: "approved", amount: 150_000, kind: "topup", decidedBy: { fullName: "Bosh Admin" }, user: { id: student.id } },
    });
    await expectLedgerAgrees(student.id, 170_000);
    const row = await db().payment.findUniqueOrThrow({ where: { id: payment.id } });
    expect(row.decidedById).toBe(admin.id);
    expect(row.decidedAt).toBeInstanceOf(Date);
    const ledger = await db().ledgerEntry.findFirstOrThrow({ where: { paymentId: payment.id } });
    expect(ledger).toMatchObject({ amount: 150_000, reason: "topup_approved", actorId: admin.id, userId: student.id });
  });

  it("answers 409 to a second approve and credits nothing more", async () => {
    const admin = await createUser({ role: "admin" });
    const student = await createUser();
    const payment = await pendingTopup(student.id, 50_000);
    expect((await call(approve, { method: "POST", params: { id: payment.id }, token: admin.token })).status).toBe(200);
    const again = await call(approve, { method: "POST", params: { id: payment.id }, token: admin.token });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, message: "Bu to'lov allaqachon ko'rib chiqilgan" });
    await expectLedgerAgrees(student.id, 50_000);
  });

  it("credits exactly once under 10 concurrent approves", async () => {
    const admin = await createUser({ role: "admin" });
    const student = await createUser({ balance: 1_000 });
    const payment = await pendingTopup(student.id, 75_000);
    const results = await Promise.all(Array.from({ length: 10 }, () => call(approve, { method: "POST", params: { id: payment.id }, token: admin.token })));
    const statuses = results.map((res) => res.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    await expectLedgerAgrees(student.id, 76_000);
    expect(await db().ledgerEntry.count({ where: { paymentId: payment.id } })).toBe(1);
  });

  it("lets exactly one of an approve and a reject sent at once win", async () => {
    const admin = await createUser({ role: "admin" });
    const other = await createUser({ role: "admin" });
    const student = await createUser();
    for (let round = 0; round < 5; round += 1) {
      const payment = await pendingTopup(student.id, 10_000);
      const [approved, rejected] = await Promise.all([
        call(approve, { method: "POST", params: { id: payment.id }, token: admin.token }),
        call(reject, { method: "POST", params: { id: payment.id }, token: other.token }),
      ]);
      expect([approved.status, rejected.status].sort()).toEqual([200, 409]);
      const row = await db().payment.findUniqueOrThrow({ where: { id: payment.id } });
      expect(row.status).toBe(approved.status === 200 ? "approved" : "rejected");
      expect(row.decidedById).toBe(approved.status === 200 ? admin.id : other.id);
      expect(await db().ledgerEntry.count({ where: { paymentId: payment.id } })).toBe(approved.status === 200 ? 1 : 0);
    }
    const { balance, ledger } = await ledgerAndBalance(student.id);
    expect(balance).toBe(ledger);
    expect(balance % 10_000).toBe(0);
  });

  it("answers 409 to approve after reject, with no money", async () => {
    const admin = await createUser({ role: "admin" });
    const student = await createUser();
    const payment = await pendingTopup(student.id);
    expect((await call(reject, { method: "POST", params: { id: payment.id }, token: admin.token })).status).toBe(200);
    const res = await call(approve, { method: "POST", params: { id: payment.id }, token: admin.token });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Bu to'lov allaqachon ko'rib chiqilgan");
    await expectLedgerAgrees(student.id, 0);
    expect((await db().payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe("rejected");
  });

  it("answers 409 for an enrolment payment, which is never approved by hand", async () => {
    const admin = await createUser({ role: "admin" });
    const student = await createUser();
    const payment = await db().payment.create({ data: { userId: student.id, kind: "enrollment", status: "pending", amount: 10_000 }, select: { id: true } });
    const res = await call(approve, { method: "POST", params: { id: payment.id }, token: admin.token });
    expect(res.status).toBe(409);
    await expectLedgerAgrees(student.id, 0);
  });

  it.each([
    ["past the balance limit", 999_950_000, 100_000],
    ["past the 32-bit column", 2_147_400_000, 100_000],
  ])("answers 409 to an approve that would take the balance %s, and the request stays pending", async (_case, balance, amount) => {
    const admin = await createUser({ role: "admin" });
    const student = await createUser({ balance });
    const payment = await pendingTopup(student.id, amount);
    const res = await call(approve, { method: "POST", params: { id: payment.id }, token: admin.token });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, code: "balance_limit", message: "Balans 1 000 000 000 so'mdan oshmasligi kerak" });
    const russian = await call(approve, { method: "POST", params: { id: payment.id }, token: admin.token, headers: { "accept-language": "ru" } });
    expect(russian.body).toMatchObject({ code: "balance_limit", message: "Баланс — не больше 1 000 000 000 сум" });
    expect(await db().payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({ status: "pending", decidedById: null });
    expect(await db().userNotification.count({ where: { paymentId: payment.id } })).toBe(0);
    await expectLedgerAgrees(student.id, balance);
  });

  it("approves a top-up that takes the balance exactly to the limit", async () => {
    const admin = await createUser({ role: "admin" });
    const student = await createUser({ balance: 999_900_000 });
    const payment = await pendingTopup(student.id, 100_000);
    expect((await call(approve, { method: "POST", params: { id: payment.id }, token: admin.token })).status).toBe(200);
    await expectLedgerAgrees(student.id, 1_000_000_000);
  });

  it("answers 404 for an unknown payment", async () => {
    const admin = await createUser({ role: "admin" });
    const res = await call(approve, { method: "POST", params: { id: "no-such-payment" }, token: admin.token });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, message: "To'lov topilmadi" });
  });

  it("refuses a student with 403 and no token with 401, changing nothing", async () => {
    const student = await createUser();
    const payment = await pendingTopup(student.id);
    const asStudent = await call(approve, { method: "POST", params: { id: payment.id }, token: student.token });
    expect(asStudent.status).toBe(403);
    expect(asStudent.body.message).toBe("Admin huquqlariga ega emassiz");
    const anonymous = await call(approve, { method: "POST", params: { id: payment.id } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe("Tizimga kirish kerak");
    expect((await db().payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe("pending");
    await expectLedgerAgrees(student.id, 0);
  });

  it("refuses a cross-site request made with the cookie", async () => {
    const admin = await createUser({ role: "admin" });
    const student = await createUser();
    const payment = await pendingTopup(student.id);
    const res = await call(approve, { method: "POST", params: { id: payment.id }, cookie: `jwt=${admin.token}`, headers: { origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    await expectLedgerAgrees(student.id, 0);
  });
});

describe("POST /api/admin/payments/{id}/reject", () => {
  it("rejects a pending top-up without money and keeps who decided", async () => {
    const admin = await createUser({ role: "admin", fullName: "Rad Etuvchi" });
    const student = await createUser({ balance: 5_000 });
    const payment = await pendingTopup(student.id);
    const res = await call(reject, { method: "POST", params: { id: payment.id }, token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: "To'lov rad etildi", payment: { status: "rejected", decidedBy: { fullName: "Rad Etuvchi" } } });
    await expectLedgerAgrees(student.id, 5_000);
    const row = await db().payment.findUniqueOrThrow({ where: { id: payment.id } });
    expect(row.decidedById).toBe(admin.id);
    expect(row.decidedAt).toBeInstanceOf(Date);
  });

  it("answers 409 to reject after approve, and the credit stays", async () => {
    const admin = await createUser({ role: "admin" });
    const student = await createUser();
    const payment = await pendingTopup(student.id, 30_000);
    expect((await call(approve, { method: "POST", params: { id: payment.id }, token: admin.token })).status).toBe(200);
    const res = await call(reject, { method: "POST", params: { id: payment.id }, token: admin.token });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Bu to'lov allaqachon ko'rib chiqilgan");
    expect((await db().payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe("approved");
    await expectLedgerAgrees(student.id, 30_000);
  });

  it("answers 404, 403 and 401 as approve does", async () => {
    const admin = await createUser({ role: "admin" });
    const student = await createUser();
    const payment = await pendingTopup(student.id);
    expect((await call(reject, { method: "POST", params: { id: "missing" }, token: admin.token })).status).toBe(404);
    const forbidden = await call(reject, { method: "POST", params: { id: payment.id }, token: student.token });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe("Admin huquqlariga ega emassiz");
    expect((await call(reject, { method: "POST", params: { id: payment.id } })).status).toBe(401);
    expect((await db().payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe("pending");
  });
});

describe("GET /api/admin/payments", () => {
  it("lists every payment newest first with the user, course and decider", async () => {
    const admin = await createUser({ role: "admin", fullName: "Admin Bir" });
    const student = await createUser({ fullName: "Dilshod Rahimov" });
    const course = await db().course.create({ data: { title: "HTML asoslari", description: "d", instructor: "i", price: 10_000 }, select: { id: true } });
    const older = await db().payment.create({
      data: { userId: student.id, kind: "enrollment", status: "approved", amount: 10_000, courseId: course.id, createdAt: new Date(Date.now() - 60_000) },
      select: { id: true },
    });
    const newer = await pendingTopup(student.id, 99_000, { transactionId: "TX-1" });
    await call(approve, { method: "POST", params: { id: newer.id }, token: admin.token });
    // Other tests' payments may fill the first page: this student's are found by their id.
    const res = await call(listPayments, { token: admin.token, query: { search: student.id } });
    expect(res.status).toBe(200);
    const payments = res.body.payments as Record<string, unknown>[];
    const ids = payments.map((payment) => payment.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(payments.find((payment) => payment.id === newer.id)).toMatchObject({
      kind: "topup", status: "approved", amount: 99_000, paymentMethod: "card", transactionId: "TX-1",
      user: { id: student.id, fullName: "Dilshod Rahimov", phone: student.phone }, course: null, decidedBy: { fullName: "Admin Bir" },
    });
    expect(payments.find((payment) => payment.id === older.id)).toMatchObject({ course: { title: "HTML asoslari" }, decidedBy: null });
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|tokenVersion/);
  });

  it("answers 403 to a student and 401 without a token", async () => {
    const student = await createUser();
    expect((await call(listPayments, { token: student.token })).status).toBe(403);
    expect((await call(listPayments)).status).toBe(401);
  });
});

describe("GET /api/admin/payments/export", () => {
  it("answers payments.csv with a BOM, and commas, quotes, newlines and Uzbek letters survive", async () => {
    const admin = await createUser({ role: "admin" });
    const student = await createUser({ fullName: "O'g'iljon \"Tesha\", Qo'chqorov" });
    await pendingTopup(student.id, 120_000, { transactionId: "line1\nline2, \"q\"" });
    const res = await exportPayments(new Request("http://localhost:3000/api/admin/payments/export", { headers: { authorization: `Bearer ${admin.token}` } }));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="payments.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data[0]).toEqual(["user", "date", "amount", "method", "status", "transaction id"]);
    const row = parsed.data.find((cells) => cells[0] === "O'g'iljon \"Tesha\", Qo'chqorov");
    expect(row).toBeDefined();
    expect(row?.[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(row?.slice(2)).toEqual(["120000", "card", "pending", "line1\nline2, \"q\""]);
  });

  it("neutralises a cell that a spreadsheet would run as a formula", async () => {
    const admin = await createUser({ role: "admin" });
    const student = await createUser({ fullName: "=HYPERLINK(\"http://x\")" });
    await pendingTopup(student.id, 1_000);
    const res = await exportPayments(new Request("http://localhost:3000/api/admin/payments/export", { headers: { authorization: `Bearer ${admin.token}` } }));
    const parsed = Papa.parse<string[]>((await res.text()).replace(/^\uFEFF/, ""), { skipEmptyLines: true });
    expect(parsed.data.some((cells) => cells[0] === "'=HYPERLINK(\"http://x\")")).toBe(true);
  });

  it("answers 403 to a student and 401 without a token", async () => {
    const student = await createUser();
    expect((await call(exportPayments, { token: student.token })).status).toBe(403);
    expect((await call(exportPayments)).status).toBe(401);
  });
});
