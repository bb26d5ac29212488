import { describe, expect, it } from "vitest";
import { POST as approve } from "@/app/api/admin/payments/[id]/approve/route";
import { PUT as putUser } from "@/app/api/admin/users/[id]/route";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db/client";
import { setCertificates } from "@/lib/users/set-certificates";
import { setWarnings } from "@/lib/users/set-warnings";
import { updateOfflineRecord } from "@/lib/users/update-offline-record";
import { updateProfile } from "@/lib/users/update-profile";
import { updateUserAccount } from "@/lib/users/update-user-account";
import { call } from "../support/call";
import { createUser, ledgerAndBalance, type TestUser } from "../support/factories";

// PUT /api/admin/users/{id} as five forms, each its own schema and domain function
// (lib/users/user-edit-schemas.ts picks the form from the fields sent). The bodies are the
// ones the admin client sends today (admin-side §7).

function putAs(caller: TestUser, id: string, body: unknown) {
  return call(putUser, { method: "PUT", params: { id }, token: caller.token, body });
}

const asCaller = (user: TestUser) => ({ id: user.id, role: user.role, fullName: user.fullName, phone: user.phone });

/** Everything any of the forms could change, to prove a refusal changed nothing. */
async function everything(userId: string) {
  const user = await db().user.findUniqueOrThrow({
    where: { id: userId },
    select: { fullName: true, phone: true, role: true, balance: true, step: true, totalScore: true, arrivalDate: true, attendanceDays: true, warnings: true },
  });
  const [ledger, scores, certificates] = await Promise.all([
    db().ledgerEntry.count({ where: { userId } }),
    db().dailyScore.count({ where: { userId } }),
    db().certificate.count({ where: { userId } }),
  ]);
  return { user, ledger, scores, certificates };
}

async function offlineStudent(balance = 50_000): Promise<TestUser> {
  return createUser({ role: "student_offline", fullName: "Forma O'quvchi", balance });
}

const profileOf = (user: TestUser) => ({ fullName: user.fullName, phone: user.phone });
const accountOf = (user: TestUser, extra: Record<string, unknown> = {}) => ({ ...profileOf(user), role: user.role, ...extra });
const offlineOf = (user: TestUser, extra: Record<string, unknown> = {}) => ({
  ...accountOf(user),
  balance: 50_000,
  step: 1,
  arrivalDate: "2025-10-10",
  attendanceDays: ["Du", "Se", "Ch", "Pa", "Ju", "Sh", "Ya"],
  ...extra,
});

describe("PUT /api/admin/users/{id}: one form per body", () => {
  it.each([
    ["warnings with the profile", (user: TestUser) => ({ warnings: ["Kech qoldi", "", ""], ...profileOf(user) }), "Bir so'rovda faqat bitta shaklning maydonlari yuboriladi"],
    ["warnings with certificates", () => ({ warnings: ["Kech qoldi", "", ""], certificates: [true] }), "Bir so'rovda faqat bitta shaklning maydonlari yuboriladi"],
    ["certificates with the offline edit", (user: TestUser) => offlineOf(user, { step: 90, certificates: [true] }), "Bir so'rovda faqat bitta shaklning maydonlari yuboriladi"],
    ["a field no form has", (user: TestUser) => ({ ...profileOf(user), nickname: "Ali" }), "Noma'lum maydon: nickname"],
    ["a form name the client never sends", (user: TestUser) => ({ ...profileOf(user), form: "warnings" }), "Noma'lum maydon: form"],
    ["an unknown field in a day's score", (user: TestUser) => offlineOf(user, { weekScores: [{ score: 3, bonus: 1 }] }), "Kunlik ballar noto'g'ri"],
    ["an empty object", () => ({}), "O'zgartirish uchun ma'lumot yuborilmadi"],
  ])("refuses %s with 400 and its message, changing nothing", async (_case, body, message) => {
    const student = await offlineStudent();
    const admin = await createUser({ role: "admin" });
    const before = await everything(student.id);
    const res = await putAs(admin, student.id, body(student));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: "invalid_input", message });
    expect(await everything(student.id)).toEqual(before);
  });

  it("names the problem in Russian for a Russian reader", async () => {
    const student = await offlineStudent();
    const admin = await createUser({ role: "admin" });
    const res = await call(putUser, { method: "PUT", params: { id: student.id }, token: admin.token, headers: { "accept-language": "ru" }, body: { warnings: ["", "", ""], certificates: [] } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("В одном запросе отправляются поля только одной формы");
  });

  it.each([
    ["the settings profile", (user: TestUser) => profileOf(user)],
    ["the users modal", (user: TestUser) => accountOf(user, { balance: 1, step: 2 })],
    ["the offline modal", (user: TestUser) => offlineOf(user)],
    ["the warnings editor", () => ({ warnings: ["x", "", ""] })],
    ["the certificates editor", () => ({ certificates: [true] })],
  ])("%s: 401 without a token, 403 for a student and an offline student, 404 for an unknown id", async (_form, body) => {
    const student = await offlineStudent();
    const online = await createUser();
    const admin = await createUser({ role: "admin" });
    const before = await everything(student.id);
    const none = await call(putUser, { method: "PUT", params: { id: student.id }, body: body(student) });
    expect(none.status).toBe(401);
    expect(none.body.message).toBe("Tizimga kirish kerak");
    for (const caller of [online, student]) {
      const res = await putAs(caller, student.id, body(student));
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("Admin huquqlariga ega emassiz");
    }
    expect(await everything(student.id)).toEqual(before);
    const unknown = await putAs(admin, "no-such-user", body(student));
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Foydalanuvchi topilmadi");
  });

  it("every form's function refuses a caller who is not an admin, whoever calls it", async () => {
    const student = await offlineStudent();
    const caller = asCaller(student);
    const userId = student.id;
    const calls = [
      () => updateProfile({ caller, userId, input: { fullName: "X", phone: student.phone } }),
      () => updateUserAccount({ caller, userId, input: { fullName: "X", phone: student.phone, balance: 9_999 } }),
      () => updateOfflineRecord({ caller, userId, input: { fullName: "X", phone: student.phone, balance: 9_999, step: 99 } }),
      () => setWarnings({ caller, userId, warnings: ["x", "", ""] }),
      () => setCertificates({ caller, userId, certificates: [true] }),
    ];
    const before = await everything(userId);
    for (const run of calls) await expect(run()).rejects.toEqual(new AppError("admin_only"));
    expect(await everything(userId)).toEqual(before);
  });
});

describe("the settings profile {fullName, phone}", () => {
  it("saves an admin's own name and phone, normalised, with 'Profil yangilandi'", async () => {
    const admin = await createUser({ role: "admin" });
    const res = await putAs(admin, admin.id, { fullName: "  Bosh Admin ", phone: "+998 90 123 45 67" });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Profil yangilandi");
    expect(res.body.user).toMatchObject({ fullName: "Bosh Admin", phone: "+998901234567" });
  });

  it("changes only name and phone of another user: role, balance and ledger stay", async () => {
    const student = await offlineStudent(30_000);
    const admin = await createUser({ role: "admin" });
    const res = await putAs(admin, student.id, { fullName: "Yangi Ism", phone: student.phone });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Foydalanuvchi ma'lumotlari yangilandi");
    const after = await everything(student.id);
    expect(after.user).toMatchObject({ fullName: "Yangi Ism", role: "student_offline", balance: 30_000 });
    expect(after.ledger).toBe(1);
  });

  it.each([
    ["no phone", { fullName: "A" }, 400, "Ism va telefon raqami to'ldirilishi shart"],
    ["a blank name", { fullName: " ", phone: "+998901112233" }, 400, "Ism va telefon raqami to'ldirilishi shart"],
    ["a short phone", { fullName: "A", phone: "+998 90" }, 400, "Telefon raqam to'liq emas"],
    ["a name over 100 characters", { fullName: "x".repeat(101), phone: "+998901112233" }, 400, "Ism 100 belgidan oshmasligi kerak"],
  ])("refuses %s", async (_case, body, status, message) => {
    const admin = await createUser({ role: "admin" });
    const before = await everything(admin.id);
    const res = await putAs(admin, admin.id, body);
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect(await everything(admin.id)).toEqual(before);
  });

  it("answers 409 for a phone another user has", async () => {
    const other = await createUser();
    const admin = await createUser({ role: "admin" });
    const res = await putAs(admin, admin.id, { fullName: "Bosh Admin", phone: other.phone });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("phone_taken");
    expect((await everything(admin.id)).user.fullName).toBe(admin.fullName);
  });
});

describe("the users modal {fullName, phone, role, balance?, step?}", () => {
  it("saves name, phone and role alone, leaving balance, step and the ledger as they are", async () => {
    const student = await createUser({ balance: 12_000 });
    const admin = await createUser({ role: "admin" });
    const res = await putAs(admin, student.id, { fullName: "Offline bo'ldi", phone: student.phone, role: "student_offline" });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Foydalanuvchi ma'lumotlari yangilandi");
    const after = await everything(student.id);
    expect(after.user).toMatchObject({ fullName: "Offline bo'ldi", role: "student_offline", balance: 12_000, step: 1 });
    expect(after.ledger).toBe(1);
  });

  it("saves the step with the certificates it unlocks (step > 80: the first two)", async () => {
    const student = await offlineStudent();
    const admin = await createUser({ role: "admin" });
    const res = await putAs(admin, student.id, accountOf(student, { step: 81 }));
    expect(res.status).toBe(200);
    expect((res.body.user as { certificates: { name: string }[] }).certificates.map((certificate) => certificate.name)).toEqual(["HTML sertifikati", "CSS & Bootstrap sertifikati"]);
  });

  it("is all or nothing: a taken phone refuses the role and balance sent with it", async () => {
    const student = await offlineStudent(40_000);
    const other = await createUser();
    const admin = await createUser({ role: "admin" });
    const before = await everything(student.id);
    const res = await putAs(admin, student.id, { fullName: "X", phone: other.phone, role: "admin", balance: 1, step: 90 });
    expect(res.status).toBe(409);
    expect(await everything(student.id)).toEqual(before);
  });

  it.each([
    ["an unknown role", { role: "superadmin" }, "Rol noto'g'ri"],
    ["a step of 0", { step: 0 }, "Qadam kamida 1 bo'lishi kerak"],
    ["a balance as text", { balance: "100" }, "Balans butun son bo'lishi kerak"],
  ])("refuses %s with 400, changing nothing", async (_case, extra, message) => {
    const student = await offlineStudent();
    const admin = await createUser({ role: "admin" });
    const before = await everything(student.id);
    const res = await putAs(admin, student.id, accountOf(student, { balance: 1, ...extra }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await everything(student.id)).toEqual(before);
  });
});

describe("the balance: through the ledger, never below 0, no update lost", () => {
  it("takes a balance to exactly 0 with one ledger row of the whole amount", async () => {
    const student = await offlineStudent(50_000);
    const admin = await createUser({ role: "admin" });
    const res = await putAs(admin, student.id, accountOf(student, { balance: 0 }));
    expect(res.status).toBe(200);
    expect(await ledgerAndBalance(student.id)).toEqual({ balance: 0, ledger: 0 });
    const rows = await db().ledgerEntry.findMany({ where: { userId: student.id, actorId: admin.id }, select: { amount: true, reason: true } });
    expect(rows).toEqual([{ amount: -50_000, reason: "admin_adjustment" }]);
  });

  it("writes no ledger row when the balance sent is the stored one", async () => {
    const student = await offlineStudent(50_000);
    const admin = await createUser({ role: "admin" });
    expect((await putAs(admin, student.id, offlineOf(student, { balance: 50_000 }))).status).toBe(200);
    expect(await db().ledgerEntry.count({ where: { userId: student.id } })).toBe(1);
  });

  it.each([
    ["a negative balance", -1, "Balans manfiy bo'lmasligi kerak"],
    ["a fractional balance", 0.5, "Balans butun son bo'lishi kerak"],
    ["a balance over the maximum", 1_000_000_001, "Balans juda katta"],
  ])("refuses %s in both modals, changing nothing", async (_case, balance, message) => {
    const student = await offlineStudent(50_000);
    const admin = await createUser({ role: "admin" });
    const before = await everything(student.id);
    for (const body of [accountOf(student, { balance }), offlineOf(student, { balance })]) {
      const res = await putAs(admin, student.id, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await everything(student.id)).toEqual(before);
  });

  it("with the balance the form showed: saves when it is still stored, answers 409 when it moved", async () => {
    const student = await offlineStudent(50_000);
    const admin = await createUser({ role: "admin" });
    expect((await putAs(admin, student.id, accountOf(student, { balance: 60_000, expectedBalance: 50_000 }))).status).toBe(200);
    const before = await everything(student.id);
    const stale = await putAs(admin, student.id, offlineOf(student, { balance: 70_000, expectedBalance: 50_000, step: 90 }));
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe("conflict");
    expect(await everything(student.id)).toEqual(before);
    expect(await ledgerAndBalance(student.id)).toEqual({ balance: 60_000, ledger: 60_000 });
  });

  it("two admins saving the balance they both read at once: one is saved, the other is a 409, the ledger agrees", async () => {
    const student = await offlineStudent(50_000);
    const admin = await createUser({ role: "admin" });
    const other = await createUser({ role: "admin" });
    const targets = [10_000, 90_000, 0, 75_000];
    const results = await Promise.all(
      targets.map((balance, index) => putAs(index % 2 ? other : admin, student.id, accountOf(student, { balance, expectedBalance: 50_000 }))),
    );
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(targets.length - 1);
    const winner = targets[statuses.indexOf(200)];
    expect(await ledgerAndBalance(student.id)).toEqual({ balance: winner, ledger: winner });
    expect(await db().ledgerEntry.count({ where: { userId: student.id, reason: "admin_adjustment", actorId: { not: null } } })).toBe(1);
  });

  it("a top-up approved while the modal is open is never lost: the stale save is refused, or it lands after and keeps the top-up", async () => {
    for (let round = 0; round < 4; round += 1) {
      const student = await offlineStudent(50_000);
      const admin = await createUser({ role: "admin" });
      const payment = await db().payment.create({ data: { userId: student.id, kind: "topup", amount: 25_000, paymentMethod: "card" }, select: { id: true } });
      const [saved, approved] = await Promise.all([
        putAs(admin, student.id, accountOf(student, { balance: 50_000, expectedBalance: 50_000, fullName: "Tahrirlandi" })),
        call(approve, { method: "POST", params: { id: payment.id }, token: admin.token }),
      ]);
      expect(approved.status).toBe(200);
      expect([200, 409]).toContain(saved.status);
      expect(await ledgerAndBalance(student.id)).toEqual({ balance: 75_000, ledger: 75_000 });
    }
  });

  it("parallel saves without the shown balance queue up on the row: each writes the difference it saw, the ledger always adds up", async () => {
    const student = await offlineStudent(50_000);
    const admin = await createUser({ role: "admin" });
    const targets = [0, 100_000, 1, 50_000, 999, 0, 70_000, 3];
    const results = await Promise.all(targets.map((balance) => putAs(admin, student.id, offlineOf(student, { balance }))));
    expect(results.map((res) => res.status)).toEqual(targets.map(() => 200));
    const { balance, ledger } = await ledgerAndBalance(student.id);
    expect(balance).toBe(ledger);
    expect(targets).toContain(balance);
    const adjustments = await db().ledgerEntry.findMany({ where: { userId: student.id, actorId: admin.id }, orderBy: { createdAt: "asc" }, select: { amount: true } });
    expect(adjustments.every((row) => row.amount !== 0)).toBe(true);
  });
});

describe("the offline modal", () => {
  it("saves the record and today's score for the student, answering 'O'quvchi ma'lumotlari yangilandi'", async () => {
    const student = await offlineStudent();
    const admin = await createUser({ role: "admin" });
    const res = await putAs(admin, student.id, offlineOf(student, { attendanceDays: ["Ju", "Du"], arrivalDate: "", weekScores: [{ score: 7, note: "yaxshi" }] }));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("O'quvchi ma'lumotlari yangilandi");
    expect(res.body.user).toMatchObject({ attendanceDays: ["Du", "Ju"], arrivalDate: null, totalScore: 7 });
  });
});

describe("the warnings and certificates editors", () => {
  it("give the first warning and the first certificate, each by its own body", async () => {
    const student = await offlineStudent();
    const admin = await createUser({ role: "admin" });
    const warned = await putAs(admin, student.id, { warnings: ["Kech qoldi", "", ""] });
    expect(warned.status).toBe(200);
    expect(warned.body.message).toBe("O'quvchi ma'lumotlari yangilandi");
    const certified = await putAs(admin, student.id, { certificates: ["HTML sertifikati"] });
    expect(certified.status).toBe(200);
    const after = await everything(student.id);
    expect(after.user.warnings).toEqual(["Kech qoldi", "", ""]);
    expect(after.certificates).toBe(1);
    expect(after.user.balance).toBe(50_000);
  });

  it("answers 409 and keeps the stored list when the warnings moved since the editor read them", async () => {
    const student = await offlineStudent();
    const [first, second] = [await createUser({ role: "admin" }), await createUser({ role: "admin" })];
    expect((await putAs(first, student.id, { warnings: ["Kech qoldi", "", ""] })).status).toBe(200);
    // Both pages show the first warning; one cancels it, the other, still showing it, gives the second.
    const shown = ["Kech qoldi", "", ""];
    expect((await putAs(first, student.id, { warnings: ["", "", ""], expectedWarnings: shown })).status).toBe(200);
    const stale = await putAs(second, student.id, { warnings: ["Kech qoldi", "Uy vazifasi yo'q", ""], expectedWarnings: shown });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe("conflict");
    expect((await everything(student.id)).user.warnings).toEqual(["", "", ""]);
  });

  it("lets exactly one of two admins racing from the same list give the next warning", async () => {
    const student = await offlineStudent();
    const admins = await Promise.all([createUser({ role: "admin" }), createUser({ role: "admin" })]);
    const results = await Promise.all(admins.map((admin, index) => putAs(admin, student.id, { warnings: [`Sabab ${index}`, "", ""], expectedWarnings: [] })));
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    const kept = (await everything(student.id)).user.warnings;
    expect(kept).toEqual([results[0]!.status === 200 ? "Sabab 0" : "Sabab 1", "", ""]);
  });

  it("refuses a certificate name longer than any real one", async () => {
    const student = await offlineStudent();
    const admin = await createUser({ role: "admin" });
    const res = await putAs(admin, student.id, { certificates: ["x".repeat(201)] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Sertifikatlar ro'yxati noto'g'ri");
  });
});

describe("hostile values in every field of every form", () => {
  // tests/api/fuzz.test.ts sends one body made of every field this route reads, which is now
  // always a mix of forms and a 400; this walks each form's own body, one hostile field at a time.
  const deep = (depth: number): unknown => (depth === 0 ? "leaf" : { a: [deep(depth - 1)] });
  const HOSTILE: unknown[] = ["a\u0000b", "a\ud800b", 1e308, -0, -1, 0.5, deep(200), "y".repeat(50_000), ["\u0000"], { $gt: "" }, null, true];

  it.each([
    ["the settings profile", (user: TestUser) => profileOf(user)],
    ["the users modal", (user: TestUser) => accountOf(user, { balance: 1, expectedBalance: 50_000, step: 2 })],
    ["the offline modal", (user: TestUser) => offlineOf(user, { expectedBalance: 50_000, totalScore: 3, weekScores: [{ date: "2025-10-10", score: 3, note: "" }] })],
    ["the warnings editor", () => ({ warnings: ["x", "", ""] })],
    ["the certificates editor", () => ({ certificates: [true] })],
  ])("%s: never a 5xx, and a 4xx changes nothing", async (_form, body) => {
    const student = await offlineStudent();
    const admin = await createUser({ role: "admin" });
    const base = body(student);
    const failures: string[] = [];
    for (const field of Object.keys(base)) {
      for (const value of HOSTILE) {
        const before = await everything(student.id);
        const res = await putAs(admin, student.id, { ...base, [field]: value });
        if (res.status >= 500) failures.push(`${field}=${JSON.stringify(value)?.slice(0, 20)}: ${res.status}`);
        else if (res.status >= 400 && JSON.stringify(await everything(student.id)) !== JSON.stringify(before)) failures.push(`${field}: ${res.status} but changed`);
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);
});
