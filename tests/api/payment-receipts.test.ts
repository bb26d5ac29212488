import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { POST as approve } from "@/app/api/admin/payments/[id]/approve/route";
import { POST as reject } from "@/app/api/admin/payments/[id]/reject/route";
import { POST as createPayment } from "@/app/api/payments/create/route";
import { POST as createTopup } from "@/app/api/payments/topup/route";
import { GET as history } from "@/app/api/payments/history/route";
import { GET as readReceipt, POST as sendReceipt } from "@/app/api/payments/[id]/receipt/route";
import { POST as markRead } from "@/app/api/user/notifications/read/route";
import { GET as notifications } from "@/app/api/user/notifications/route";
import { db } from "@/lib/db/client";
import { call } from "../support/call";
import { createUser, ledgerAndBalance, type TestUser } from "../support/factories";

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

async function jpegWithExif(): Promise<Uint8Array> {
  const buffer = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#3366cc" } })
    .jpeg()
    .withExif({ IFD0: { Make: "SecretPhone", Copyright: "Aziza's home" } })
    .toBuffer();
  return new Uint8Array(buffer);
}

async function image(format: "png" | "webp" | "gif"): Promise<Uint8Array> {
  const base = sharp({ create: { width: 20, height: 20, channels: 3, background: "#ffcc00" } });
  return new Uint8Array(await (format === "png" ? base.png() : format === "webp" ? base.webp() : base.gif()).toBuffer());
}

function form(bytes: Uint8Array, name = "chek.jpg", type = "image/jpeg", field = "receipt"): FormData {
  const body = new FormData();
  body.append(field, new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return body;
}

async function pendingTopup(student: TestUser, amount = 50_000): Promise<string> {
  const res = await call(createPayment, { token: student.token, body: { amount, paymentMethod: "card" } });
  expect(res.status).toBe(201);
  return (res.body.payment as { id: string }).id;
}

function upload(student: TestUser, paymentId: string, body: FormData | string) {
  return call(sendReceipt, { method: "POST", token: student.token, params: { id: paymentId }, body });
}

async function stored(paymentId: string) {
  return db().paymentReceipt.findUnique({ where: { paymentId }, select: { mimeType: true, size: true, data: true, thumbnail: true } });
}

describe("POST /api/payments/{id}/receipt", () => {
  it("takes a photo, re-encodes it without its metadata, keeps a thumbnail, and shows it to its student and the admins only", async () => {
    const student = await createUser();
    const paymentId = await pendingTopup(student);
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const res = await upload(student, paymentId, form(original));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: "Chek yuborildi", receipt: { mimeType: "image/jpeg" } });

    const receipt = await stored(paymentId);
    expect(receipt?.mimeType).toBe("image/jpeg");
    const meta = await sharp(receipt!.data).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 64, height: 48 });
    expect(meta.exif).toBeUndefined();
    expect(Buffer.from(receipt!.data).includes("SecretPhone")).toBe(false);
    expect((await sharp(receipt!.thumbnail!).metadata()).format).toBe("webp");

    const own = await call(readReceipt, { token: student.token, params: { id: paymentId } });
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("image/jpeg");
    expect(own.headers.get("x-content-type-options")).toBe("nosniff");
    expect(own.headers.get("cache-control")).toContain("private");
    const admin = await createUser({ role: "admin" });
    expect((await call(readReceipt, { token: admin.token, params: { id: paymentId }, query: { size: "thumb" } })).headers.get("content-type")).toBe("image/webp");

    const other = await createUser();
    const foreign = await call(readReceipt, { token: other.token, params: { id: paymentId } });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe("Chek topilmadi");
    expect((await call(readReceipt, { params: { id: paymentId } })).status).toBe(401);

    // The student's history says a receipt came with the request.
    const list = await call(history, { token: student.token });
    expect((list.body.payments as { id: string; receipt: unknown }[]).find((payment) => payment.id === paymentId)?.receipt).toEqual({ mimeType: "image/jpeg" });
  });

  it.each([
    ["PNG", "png", "image/png"],
    ["WebP", "webp", "image/webp"],
  ] as const)("takes a %s image", async (_, format, mimeType) => {
    const student = await createUser();
    const paymentId = await pendingTopup(student);
    const res = await upload(student, paymentId, form(await image(format), `chek.${format}`, mimeType));
    expect(res.status).toBe(201);
    expect((await stored(paymentId))?.mimeType).toBe(mimeType);
  });

  it("takes a PDF as sent, with no thumbnail", async () => {
    const student = await createUser();
    const paymentId = await pendingTopup(student);
    // The declared type is wrong on purpose: the bytes decide.
    const res = await upload(student, paymentId, form(PDF, "chek.bin", "application/octet-stream"));
    expect(res.status).toBe(201);
    const receipt = await stored(paymentId);
    expect(receipt).toMatchObject({ mimeType: "application/pdf", thumbnail: null });
    expect(Buffer.from(receipt!.data).equals(Buffer.from(PDF))).toBe(true);
    const served = await call(readReceipt, { token: student.token, params: { id: paymentId } });
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect((await call(readReceipt, { token: student.token, params: { id: paymentId }, query: { size: "thumb" } })).status).toBe(404);
  });

  it.each([
    ["JavaScript and an opening action", "%PDF-1.4\n1 0 obj<</Type/Catalog/OpenAction<</S/JavaScript/JS(app.alert(1))>>>>endobj\ntrailer<<>>\n%%EOF\n"],
    ["HTML after %%EOF", "%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n<html><script>fetch('/api/user/profile')</script></html>"],
  ])("refuses a PDF with %s with 415 in the caller's language, storing nothing", async (_case, text) => {
    const student = await createUser();
    const paymentId = await pendingTopup(student);
    const hostile = new TextEncoder().encode(text);
    const res = await upload(student, paymentId, form(hostile, "chek.pdf", "application/pdf"));
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ success: false, message: "PDF chekda skript yoki avtomatik amal bor: chekni oddiy PDF yoki rasm qilib yuboring" });
    const russian = await call(sendReceipt, { method: "POST", token: student.token, params: { id: paymentId }, body: form(hostile, "chek.pdf", "application/pdf"), headers: { "accept-language": "ru" } });
    expect(russian.body.message).toBe("В PDF-чеке есть скрипт или автоматическое действие: пришлите обычный PDF или фото чека");
    expect(await stored(paymentId)).toBeNull();
  });

  it("refuses with 413 an image whose decoding would hold too much: an interlaced PNG, or over 25 megapixels", async () => {
    const student = await createUser();
    const paymentId = await pendingTopup(student);
    const interlaced = await sharp({ create: { width: 4000, height: 4000, channels: 4, background: "#fafafa" } }).png({ progressive: true }).toBuffer();
    const huge = await sharp({ create: { width: 6000, height: 4500, channels: 3, background: "#fafafa" } }).png().toBuffer();
    for (const bytes of [interlaced, huge]) {
      const res = await upload(student, paymentId, form(new Uint8Array(bytes), "chek.png", "image/png"));
      expect(res.status).toBe(413);
      expect(res.body.message).toBe("Chek rasmi juda katta: uni kichikroq qilib (masalan, ekran rasmi) yuboring");
    }
    expect(await stored(paymentId)).toBeNull();
  });

  it("serves every receipt with its own sandbox CSP, and a PDF as a download", async () => {
    const student = await createUser();
    const photo = await pendingTopup(student);
    const paper = await pendingTopup(student);
    expect((await upload(student, photo, form(await jpegWithExif()))).status).toBe(201);
    expect((await upload(student, paper, form(PDF, "chek.pdf", "application/pdf"))).status).toBe(201);
    for (const [id, query] of [[photo, {}], [photo, { size: "thumb" }], [paper, {}]] as const) {
      const served = await call(readReceipt, { token: student.token, params: { id }, query });
      expect(served.status).toBe(200);
      expect(served.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    }
    const pdf = await call(readReceipt, { token: student.token, params: { id: paper } });
    expect(pdf.headers.get("content-disposition")).toBe(`attachment; filename="chek-${paper}.pdf"`);
  });

  it("a new file replaces the receipt while the request waits", async () => {
    const student = await createUser();
    const paymentId = await pendingTopup(student);
    expect((await upload(student, paymentId, form(PDF, "a.pdf", "application/pdf"))).status).toBe(201);
    expect((await upload(student, paymentId, form(await image("png"), "b.png", "image/png"))).status).toBe(201);
    expect((await stored(paymentId))?.mimeType).toBe("image/png");
    expect(await db().paymentReceipt.count({ where: { paymentId } })).toBe(1);
  });

  it.each([
    ["a text file named .jpg", () => new TextEncoder().encode("not an image at all"), 415, "Chek faqat JPEG, PNG, WebP rasm yoki PDF bo'lishi mumkin"],
    ["a GIF", () => image("gif"), 415, "Chek faqat JPEG, PNG, WebP rasm yoki PDF bo'lishi mumkin"],
    [
      "a HEIC photo",
      () => new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode("ftypheic"), 0, 0, 0, 0, ...new TextEncoder().encode("mif1heic"), 1, 2, 3]),
      415,
      "HEIC rasmni o'qib bo'lmaydi: chekni JPEG yoki PNG qilib yuboring",
    ],
    ["a JPEG that is only its first bytes", () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 1, 2, 3]), 415, "Chek rasmini o'qib bo'lmadi"],
    ["an empty file", () => new Uint8Array(), 400, "Chek fayli bo'sh"],
    ["a file over 5 MB", () => new Uint8Array(5 * 1024 * 1024 + 1).fill(0x25), 413, "Chek hajmi 5 MB dan oshmasligi kerak"],
    ["a body far over the limit", () => new Uint8Array(6 * 1024 * 1024), 413, "So'rov hajmi juda katta"],
  ])("refuses %s and stores nothing", async (_, bytes, status, message) => {
    const student = await createUser();
    const paymentId = await pendingTopup(student);
    const res = await upload(student, paymentId, form(await bytes()));
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect(await stored(paymentId)).toBeNull();
  });

  it("refuses a request without the file and a JSON body", async () => {
    const student = await createUser();
    const paymentId = await pendingTopup(student);
    const missing = await upload(student, paymentId, form(PDF, "a.pdf", "application/pdf", "image"));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Chek fayli yuborilmadi");
    const jsonBody = await call(sendReceipt, { method: "POST", token: student.token, params: { id: paymentId }, body: { receipt: "x" } });
    expect(jsonBody.status).toBe(415);
    expect(await stored(paymentId)).toBeNull();
  });

  it("answers 404 for another student's request and for an enrolment payment, 409 once the request is decided", async () => {
    const owner = await createUser();
    const other = await createUser();
    const admin = await createUser({ role: "admin" });
    const paymentId = await pendingTopup(owner);
    const foreign = await upload(other, paymentId, form(PDF, "a.pdf", "application/pdf"));
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe("To'lov topilmadi");

    expect((await call(reject, { token: admin.token, params: { id: paymentId }, body: {} })).status).toBe(200);
    const late = await upload(owner, paymentId, form(PDF, "a.pdf", "application/pdf"));
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("Bu to'lov allaqachon ko'rib chiqilgan");
    expect(await stored(paymentId)).toBeNull();

    const enrolment = await db().payment.create({ data: { userId: owner.id, kind: "enrollment", status: "approved", amount: 1000 }, select: { id: true } });
    expect((await upload(owner, enrolment.id, form(PDF, "a.pdf", "application/pdf"))).status).toBe(404);
  });
});

describe("POST /api/payments/topup (issue 26 item 5)", () => {
  function topupForm(fields: Record<string, string>, receipt: Uint8Array, type = "image/png"): FormData {
    const body = form(receipt, "chek", type);
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    return body;
  }
  const mine = (student: TestUser) => db().payment.findMany({ where: { userId: student.id }, select: { id: true, amount: true, status: true, transactionId: true } });

  it("checks the file first: a wrong one makes no request and takes no pending slot", async () => {
    const student = await createUser();
    const notificationsBefore = await db().notification.count();
    const res = await call(createTopup, { method: "POST", token: student.token, body: topupForm({ amount: "150000" }, new TextEncoder().encode("not a photo")) });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ success: false, code: "unsupported_media_type" });
    expect(await mine(student)).toEqual([]);
    expect(await db().notification.count()).toBe(notificationsBefore);
  });

  it("stores the request and its receipt together, so every reader sees both at once", async () => {
    const student = await createUser();
    const res = await call(createTopup, { method: "POST", token: student.token, body: topupForm({ amount: "150000", transactionId: "UZCARD-1" }, await image("png")) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, payment: { amount: 150_000, status: "pending", description: "", receipt: { mimeType: "image/png" } } });
    const [payment] = await mine(student);
    expect(payment).toMatchObject({ amount: 150_000, status: "pending", transactionId: "UZCARD-1" });
    expect((await stored(payment!.id))?.mimeType).toBe("image/png");
    expect(await ledgerAndBalance(student.id)).toEqual({ ledger: 0, balance: 0 });
  });

  it.each([
    ["a fraction", "12.5"],
    ["zero", "0"],
    ["a negative amount", "-100"],
    ["an exponent", "1e5"],
  ])("refuses %s as the amount, storing nothing", async (_name, amount) => {
    const student = await createUser();
    const res = await call(createTopup, { method: "POST", token: student.token, body: topupForm({ amount }, await image("png")) });
    expect(res.status).toBe(400);
    expect(await mine(student)).toEqual([]);
  });
});

describe("the decision reaches the student", () => {
  it("a rejection keeps its reason, and the student is told why in the history and the notifications", async () => {
    const student = await createUser();
    const admin = await createUser({ role: "admin" });
    const paymentId = await pendingTopup(student, 70_000);
    const res = await call(reject, { token: admin.token, params: { id: paymentId }, body: { reason: "  Chekdagi summa 7 000 so'm  " } });
    expect(res.status).toBe(200);
    expect(res.body.payment).toMatchObject({ status: "rejected", decisionReason: "Chekdagi summa 7 000 so'm" });

    const list = await call(history, { token: student.token });
    expect((list.body.payments as { id: string }[]).find((payment) => payment.id === paymentId)).toMatchObject({
      status: "rejected",
      decisionReason: "Chekdagi summa 7 000 so'm",
      receipt: null,
    });
    const told = await call(notifications, { token: student.token });
    expect(told.status).toBe(200);
    expect(told.body).toMatchObject({
      unread: 1,
      notifications: [{ kind: "topup_rejected", paymentId, amount: 70_000, reason: "Chekdagi summa 7 000 so'm", read: false }],
    });
    // Nobody else hears of it.
    const other = await createUser();
    expect((await call(notifications, { token: other.token })).body).toMatchObject({ unread: 0, notifications: [] });

    expect((await call(markRead, { method: "POST", token: student.token })).body).toMatchObject({ updated: 1 });
    expect((await call(notifications, { token: student.token })).body).toMatchObject({ unread: 0, notifications: [{ read: true }] });
  });

  it("a rejection reason over 300 characters is refused and nothing changes", async () => {
    const student = await createUser();
    const admin = await createUser({ role: "admin" });
    const paymentId = await pendingTopup(student);
    const res = await call(reject, { token: admin.token, params: { id: paymentId }, body: { reason: "x".repeat(301) } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Sabab 300 belgidan oshmasligi kerak");
    expect(await db().payment.findUniqueOrThrow({ where: { id: paymentId }, select: { status: true } })).toEqual({ status: "pending" });
    expect(await db().userNotification.count({ where: { userId: student.id } })).toBe(0);
  });

  it("an approval credits the balance once and tells the student", async () => {
    const student = await createUser();
    const admin = await createUser({ role: "admin" });
    const paymentId = await pendingTopup(student, 120_000);
    expect((await upload(student, paymentId, form(await jpegWithExif()))).status).toBe(201);
    expect((await call(approve, { token: admin.token, params: { id: paymentId } })).status).toBe(200);
    expect((await call(approve, { token: admin.token, params: { id: paymentId } })).status).toBe(409);
    expect(await ledgerAndBalance(student.id)).toEqual({ balance: 120_000, ledger: 120_000 });
    const told = await call(notifications, { token: student.token });
    expect(told.body).toMatchObject({ unread: 1, notifications: [{ kind: "topup_approved", paymentId, amount: 120_000, reason: "" }] });
    // The receipt stays readable after the decision.
    expect((await call(readReceipt, { token: student.token, params: { id: paymentId } })).status).toBe(200);
  });
});
