import { subDays } from "date-fns";
import { describe, expect, it } from "vitest";
import { GET as getCertificate } from "@/app/api/certificates/[code]/route";
import { GET as getUser, PUT as putUser } from "@/app/api/admin/users/[id]/route";
import { GET as listOfflineStudents } from "@/app/api/offline-students/route";
import { db } from "@/lib/db/client";
import { CERTIFICATE_NAMES } from "@/lib/offline/certificates";
import { toDateColumn } from "@/lib/offline/db-date";
import { call } from "../support/call";
import { createUser, type TestUser } from "../support/factories";

type View = Record<string, unknown> & {
  id: string;
  fullName: string;
  percent: number;
  warnings: string[];
  certificates: { name: string; code: string; position: number }[];
  todayScores: { date: string; score: number; note: string }[];
};

async function offlineStudent(opts: { fullName?: string; step?: number; arrivalDaysAgo?: number; warnings?: string[] } = {}): Promise<TestUser> {
  const user = await createUser({ role: "student_offline", fullName: opts.fullName ?? "Offline O'quvchi", balance: 50_000 });
  await db().user.update({
    where: { id: user.id },
    data: {
      step: opts.step ?? 10,
      arrivalDate: toDateColumn(subDays(new Date(), opts.arrivalDaysAgo ?? 20)),
      ...(opts.warnings ? { warnings: opts.warnings } : {}),
    },
  });
  return user;
}

function putAs(admin: TestUser, id: string, body: unknown) {
  return call(putUser, { method: "PUT", params: { id }, token: admin.token, body });
}

async function readView(id: string): Promise<View> {
  const res = await call(getUser, { params: { id } });
  expect(res.status).toBe(200);
  return res.body.user as View;
}

describe("GET /api/offline-students", () => {
  it("lists only offline students, by name, with public fields and the spec's figures", async () => {
    const behind = await offlineStudent({ fullName: "Bobur Aliyev", step: 10, arrivalDaysAgo: 20 });
    const ahead = await offlineStudent({ fullName: "Aziza Karimova", step: 30, arrivalDaysAgo: 20 });
    await createUser({ role: "student", fullName: "Online Student" });
    await createUser({ role: "admin", fullName: "Admin" });
    await db().dailyScore.createMany({
      data: [
        { userId: behind.id, date: toDateColumn(new Date())!, score: 7, note: "yaxshi" },
        { userId: behind.id, date: toDateColumn(subDays(new Date(), 1))!, score: 3 },
      ],
    });

    const res = await call(listOfflineStudents);
    expect(res.status).toBe(200);
    const listed = res.body.users as View[];
    // Other tests' offline students may be listed too (tests run shuffled): only online ones never are.
    expect(listed.some((user) => user.fullName === "Online Student" || user.fullName === "Admin")).toBe(false);
    const users = listed.filter((user) => user.id === ahead.id || user.id === behind.id);
    expect(users.map((user) => user.fullName)).toEqual(["Aziza Karimova", "Bobur Aliyev"]);
    const [first, second] = users;
    expect(first).toMatchObject({ id: ahead.id, step: 30, daysSinceArrival: 20, percent: 150, progress: 150, daysDifference: { kind: "won", days: 10 } });
    expect(second).toMatchObject({
      id: behind.id,
      percent: 50,
      daysDifference: { kind: "burned", days: 10 },
      goal: { target: 600, percent: 2, stepsRemaining: 590 },
      warnings: ["", "", ""],
      certificates: [],
    });
    expect(second?.todayScores).toHaveLength(2);
    expect(second?.todayScores[1]).toEqual({ date: toDateColumn(new Date())!.toISOString().slice(0, 10), score: 7 });
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/phone|balance|passwordHash|tokenVersion|\+998/);
  });

  it("answers an empty list when there are no offline students", async () => {
    await db().user.deleteMany({ where: { role: "student_offline" } });
    const res = await call(listOfflineStudents);
    expect(res.status).toBe(200);
    expect(res.body.users).toEqual([]);
  });
});

describe("public offline data (DESIGN.md): never the admin's notes or the attendance days", () => {
  const PUBLIC_KEYS = [
    "id", "fullName", "arrivalDate", "step", "todayScores", "warnings", "certificates", "progress",
    // Figures the pages show, computed from the fields above (spec §9) or set for the card.
    "percent", "daysSinceArrival", "daysDifference", "goal", "totalScore", "returnOnTuitionPercent",
  ].sort();

  async function notedStudent() {
    const student = await offlineStudent({ fullName: "Izohli O'quvchi" });
    await db().user.update({ where: { id: student.id }, data: { attendanceDays: ["Du", "Ch", "Ju"] } });
    await db().dailyScore.create({ data: { userId: student.id, date: toDateColumn(new Date())!, score: 9, note: "Ota-onasi bilan gaplashish kerak" } });
    return student;
  }

  it("answers visitors and students only the public fields, in the list and one by one", async () => {
    const student = await notedStudent();
    const online = await createUser({ role: "student" });
    for (const token of [undefined, online.token]) {
      const list = await call(listOfflineStudents, token ? { token } : {});
      const listed = (list.body.users as View[]).find((user) => user.id === student.id)!;
      const one = (await call(getUser, { params: { id: student.id }, ...(token ? { token } : {}) })).body.user as View;
      for (const view of [listed, one]) {
        expect(Object.keys(view).sort()).toEqual(PUBLIC_KEYS);
        expect(view.todayScores).toEqual([{ date: expect.any(String), score: 9 }]);
        expect(JSON.stringify(view)).not.toMatch(/Ota-onasi|note|attendance|"Du"/);
      }
    }
  });

  it("answers an admin the notes and attendance days, in the list and one by one", async () => {
    const student = await notedStudent();
    const admin = await createUser({ role: "admin" });
    const list = await call(listOfflineStudents, { token: admin.token });
    const listed = (list.body.users as View[]).find((user) => user.id === student.id)!;
    const one = (await call(getUser, { params: { id: student.id }, token: admin.token })).body.user as View;
    for (const view of [listed, one]) {
      expect(view).toMatchObject({ attendanceDays: ["Du", "Ch", "Ju"], todayScores: [{ score: 9, note: "Ota-onasi bilan gaplashish kerak" }] });
    }
  });
});

describe("GET /api/admin/users/{id}", () => {
  it("shows a visitor and a student only the public offline view", async () => {
    const student = await offlineStudent({ step: 5 });
    const online = await createUser({ role: "student" });
    for (const token of [undefined, online.token]) {
      const res = await call(getUser, { params: { id: student.id }, ...(token ? { token } : {}) });
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ id: student.id, step: 5 });
      expect(JSON.stringify(res.body)).not.toMatch(/phone|balance|passwordHash|role|createdAt/);
    }
  });

  it("shows an admin the full record", async () => {
    const student = await offlineStudent({ step: 5 });
    const admin = await createUser({ role: "admin" });
    const res = await call(getUser, { params: { id: student.id }, token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: student.id, phone: student.phone, balance: 50_000, role: "student_offline", step: 5 });
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|tokenVersion/);
  });

  it("answers 404 for an unknown id, and for accounts that are not offline students unless the caller is an admin", async () => {
    const online = await createUser({ role: "student" });
    const admin = await createUser({ role: "admin" });
    const unknown = await call(getUser, { params: { id: "nope" } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Foydalanuvchi topilmadi");
    const hidden = await call(getUser, { params: { id: online.id } });
    expect(hidden.status).toBe(404);
    const asAdmin = await call(getUser, { params: { id: online.id }, token: admin.token });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.user).toMatchObject({ phone: online.phone });
  });
});

describe("PUT /api/admin/users/{id} {warnings}", () => {
  it("gives warnings 1, 2 and 3 in order and refuses one out of order with the spec's message", async () => {
    const student = await offlineStudent();
    const admin = await createUser({ role: "admin" });

    const secondFirst = await putAs(admin, student.id, { warnings: ["", "Kech qoldi", ""] });
    expect(secondFirst.status).toBe(400);
    expect(secondFirst.body.message).toBe("Avval 1-ogohlantirishni bering.");
    const thirdFirst = await putAs(admin, student.id, { warnings: ["", "", "Kech qoldi"] });
    expect(thirdFirst.status).toBe(400);
    expect(thirdFirst.body.message).toBe("Avval 2-ogohlantirishni bering.");

    const first = await putAs(admin, student.id, { warnings: ["Kech qoldi", "", ""] });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe("O'quvchi ma'lumotlari yangilandi");
    expect((first.body.user as View).warnings).toEqual(["Kech qoldi", "", ""]);

    const thirdBeforeSecond = await putAs(admin, student.id, { warnings: ["Kech qoldi", "", "Uy vazifasi yo'q"] });
    expect(thirdBeforeSecond.status).toBe(400);
    expect(thirdBeforeSecond.body.message).toBe("Avval 2-ogohlantirishni bering.");
    expect((await readView(student.id)).warnings).toEqual(["Kech qoldi", "", ""]);

    expect((await putAs(admin, student.id, { warnings: ["Kech qoldi", "Dars qoldirdi", ""] })).status).toBe(200);
    const third = await putAs(admin, student.id, { warnings: ["Kech qoldi", "Dars qoldirdi", "Uy vazifasi yo'q"] });
    expect(third.status).toBe(200);
    expect((await readView(student.id)).warnings).toEqual(["Kech qoldi", "Dars qoldirdi", "Uy vazifasi yo'q"]);
  });

  it("cancels a warning by setting its reason to '', leaving the later ones in their slots", async () => {
    const student = await offlineStudent({ warnings: ["a", "b", ""] });
    const admin = await createUser({ role: "admin" });
    const res = await putAs(admin, student.id, { warnings: ["", "b", ""] });
    expect(res.status).toBe(200);
    expect((await readView(student.id)).warnings).toEqual(["", "b", ""]);
  });

  it.each([
    ["four warnings", { warnings: ["a", "b", "c", "d"] }, "Ogohlantirishlar ro'yxati noto'g'ri"],
    ["not a list", { warnings: "a" }, "Ogohlantirishlar ro'yxati noto'g'ri"],
    ["a number as a reason", { warnings: [1, "", ""] }, "Ogohlantirishlar ro'yxati noto'g'ri"],
    ["a reason over 500 characters", { warnings: ["x".repeat(501), "", ""] }, "Ogohlantirish sababi 500 belgidan oshmasligi kerak"],
  ])("refuses %s with 400 and changes nothing", async (_case, body, message) => {
    const student = await offlineStudent();
    const admin = await createUser({ role: "admin" });
    const res = await putAs(admin, student.id, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await readView(student.id)).warnings).toEqual(["", "", ""]);
  });

  it("answers 401 without a token and 403 for a student or an offline student, changing nothing", async () => {
    const student = await offlineStudent();
    const online = await createUser({ role: "student" });
    const none = await call(putUser, { method: "PUT", params: { id: student.id }, body: { warnings: ["x", "", ""] } });
    expect(none.status).toBe(401);
    expect(none.body.message).toBe("Tizimga kirish kerak");
    for (const caller of [online, student]) {
      const res = await putAs(caller, student.id, { warnings: ["x", "", ""] });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("Admin huquqlariga ega emassiz");
    }
    expect((await readView(student.id)).warnings).toEqual(["", "", ""]);
  });

  it("serialises two admins giving the first and second warning at once: both order checks see stored data", async () => {
    const student = await offlineStudent();
    const admin = await createUser({ role: "admin" });
    const results = await Promise.all([
      putAs(admin, student.id, { warnings: ["birinchi", "", ""] }),
      putAs(admin, student.id, { warnings: ["birinchi", "ikkinchi", ""] }),
    ]);
    const warnings = (await readView(student.id)).warnings;
    const okCount = results.filter((res) => res.status === 200).length;
    expect(okCount).toBeGreaterThanOrEqual(1);
    expect(warnings[0]).toBe("birinchi");
    if (warnings[1] === "ikkinchi") expect(okCount).toBe(2);
  });
});

describe("PUT /api/admin/users/{id} {certificates}", () => {
  it("unlocks certificates only in order, names the one needed first, and gives each a code", async () => {
    const student = await offlineStudent();
    const admin = await createUser({ role: "admin" });
    const [html, css, js] = CERTIFICATE_NAMES;

    const outOfOrder = await putAs(admin, student.id, { certificates: [css] });
    expect(outOfOrder.status).toBe(400);
    expect(outOfOrder.body.message).toBe('Avval "HTML sertifikati" ochilishi kerak');

    expect((await putAs(admin, student.id, { certificates: [html] })).status).toBe(200);
    const skip = await putAs(admin, student.id, { certificates: [html, js] });
    expect(skip.status).toBe(400);
    expect(skip.body.message).toBe('Avval "CSS & Bootstrap sertifikati" ochilishi kerak');

    const booleans = await putAs(admin, student.id, { certificates: [true, true] });
    expect(booleans.status).toBe(200);
    const view = await readView(student.id);
    expect(view.certificates.map((certificate) => certificate.name)).toEqual([html, css]);
    expect(view.certificates.every((certificate) => /^[0-9A-HJKMNP-TV-Z]{10}$/.test(certificate.code))).toBe(true);
  });

  it("refuses to lock one while a later one is unlocked, naming the later one", async () => {
    const student = await offlineStudent();
    const admin = await createUser({ role: "admin" });
    await putAs(admin, student.id, { certificates: [true, true] });
    const res = await putAs(admin, student.id, { certificates: [false, true] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Avval "CSS & Bootstrap sertifikati" yopilishi kerak');
  });

  it("revokes a re-locked certificate, keeping its code, and unlocking again makes it valid with a new date", async () => {
    const student = await offlineStudent();
    const admin = await createUser({ role: "admin" });
    await putAs(admin, student.id, { certificates: [true] });
    const [certificate] = (await readView(student.id)).certificates;
    const code = certificate?.code ?? "";

    const valid = await call(getCertificate, { params: { code: code.toLowerCase() } });
    expect(valid.status).toBe(200);
    expect(valid.body.certificate).toMatchObject({
      code,
      name: "HTML sertifikati",
      position: 1,
      total: 7,
      studentName: "Offline O'quvchi",
      valid: true,
      revokedAt: null,
    });
    expect(JSON.stringify(valid.body)).not.toMatch(/phone|balance/);

    expect((await putAs(admin, student.id, { certificates: [] })).status).toBe(200);
    expect((await readView(student.id)).certificates).toEqual([]);
    const revoked = await call(getCertificate, { params: { code } });
    expect(revoked.status).toBe(200);
    expect(revoked.body.certificate).toMatchObject({ code, valid: false });
    expect(typeof (revoked.body.certificate as { revokedAt: unknown }).revokedAt).toBe("string");

    await putAs(admin, student.id, { certificates: [true] });
    const again = await call(getCertificate, { params: { code } });
    expect(again.body.certificate).toMatchObject({ code, valid: true, revokedAt: null });
    expect(await db().certificate.count({ where: { userId: student.id } })).toBe(1);
  });

  it.each([
    ["an unknown name", { certificates: ["PHP sertifikati"] }, "Noma'lum sertifikat: PHP sertifikati"],
    ["eight entries", { certificates: [true, true, true, true, true, true, true, true] }, "Sertifikatlar ro'yxati noto'g'ri"],
    ["a mixed list", { certificates: [true, "HTML sertifikati"] }, "Sertifikatlar ro'yxati noto'g'ri"],
    ["numbers", { certificates: [1] }, "Sertifikatlar ro'yxati noto'g'ri"],
  ])("refuses %s with 400 and unlocks nothing", async (_case, body, message) => {
    const student = await offlineStudent();
    const admin = await createUser({ role: "admin" });
    const res = await putAs(admin, student.id, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await db().certificate.count({ where: { userId: student.id } })).toBe(0);
  });
});

describe("GET /api/certificates/{code}", () => {
  it("answers 404 with a clear message for an unknown code", async () => {
    const res = await call(getCertificate, { params: { code: "ZZZZZZZZZZ" } });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, message: "Sertifikat topilmadi" });
  });
});
