import { describe, expect, it } from "vitest";
import { POST as enroll } from "@/app/api/courses/[id]/enroll/route";
import { db } from "@/lib/db/client";
import { call } from "../support/call";
import { createCourse } from "../support/course-factory";
import { createUser, ledgerAndBalance } from "../support/factories";

// DESIGN rules table: concurrent enrols never overdraw and never debit twice. Real parallel
// requests through the handler, each in its own transaction on its own pool connection.
describe("concurrent enrols", () => {
  it("20 enrols in 20 different courses by a student who can afford one debit exactly once", async () => {
    const courses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => createCourse({ title: `HTML kursi ${i + 1}`, price: 150_000, modules: 1, lessonsPerModule: 1 })),
    );
    const student = await createUser({ balance: 200_000 });
    const results = await Promise.all(
      courses.map((course) => call(enroll, { method: "POST", params: { id: course.id }, token: student.token })),
    );
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 402)).toHaveLength(19);
    for (const res of results.filter((r) => r.status === 402)) expect(res.body.message).toBe("Mablag' yetarli emas");
    expect(results.find((res) => res.status === 200)?.body.balance).toBe(50_000);
    expect(await ledgerAndBalance(student.id)).toEqual({ balance: 50_000, ledger: 50_000 });
    expect(await db().enrollment.count({ where: { userId: student.id } })).toBe(1);
    expect(await db().payment.count({ where: { userId: student.id } })).toBe(1);
    expect(await db().ledgerEntry.count({ where: { userId: student.id, reason: "enrollment" } })).toBe(1);
  });

  it("20 enrols in the same course by a rich student: one enrolment, one debit", async () => {
    const course = await createCourse({ title: "HTML yagona kurs", price: 100_000 });
    const student = await createUser({ balance: 10_000_000 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => call(enroll, { method: "POST", params: { id: course.id }, token: student.token })),
    );
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const res of results.filter((r) => r.status === 409)) expect(res.body.message).toBe("Siz bu kursga allaqachon a'zo bo'lgansiz");
    expect(await ledgerAndBalance(student.id)).toEqual({ balance: 9_900_000, ledger: 9_900_000 });
    expect(await db().enrollment.count({ where: { userId: student.id } })).toBe(1);
    expect(await db().payment.count({ where: { userId: student.id, kind: "enrollment" } })).toBe(1);
    expect(await db().notification.count({ where: { type: "course_enrolled", body: { contains: "HTML yagona kurs" } } })).toBe(1);
  });
});
