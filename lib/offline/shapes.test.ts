import { describe, expect, it } from "vitest";
import { toAdminUserView, type AdminUserRow } from "@/lib/users/admin-user-view";
import { toOfflineStudentView } from "./shapes";

const now = new Date("2025-10-20T07:00:00Z");

const row: AdminUserRow = {
  id: "u1",
  fullName: "Aziza",
  arrivalDate: new Date("2025-10-10T00:00:00Z"),
  step: 8,
  totalScore: 12,
  warnings: ["kech", "", ""],
  attendanceDays: ["Du", "Ch"],
  returnOnTuitionPercent: null,
  performanceRoiPercent: 0,
  progressPercent: 130.4,
  dailyScores: [{ date: new Date("2025-10-19T00:00:00Z"), score: 12, note: "" }],
  certificates: [
    { position: 0, code: "AAAAAAAAAA", unlockedAt: new Date("2025-10-11T05:00:00Z"), revokedAt: null },
    { position: 1, code: "BBBBBBBBBB", unlockedAt: new Date("2025-10-12T05:00:00Z"), revokedAt: new Date("2025-10-13T05:00:00Z") },
  ],
  phone: "+998901234567",
  balance: 5000,
  role: "student_offline",
  createdAt: new Date("2025-10-01T00:00:00Z"),
  region: null,
  district: null,
  school: null,
  grade: null,
  accountNumber: 1000009,
};

describe("toOfflineStudentView", () => {
  it("computes the spec §9 figures and keeps only unrevoked certificates", () => {
    const view = toOfflineStudentView(row, now);
    expect(view).toMatchObject({
      arrivalDate: "2025-10-10",
      daysSinceArrival: 10,
      percent: 80,
      progress: 80,
      daysDifference: { kind: "burned", days: 2 },
      goal: { target: 600, percent: 1, stepsRemaining: 592 },
      totalScore: 12,
      returnOnTuitionPercent: 130,
      todayScores: [{ date: "2025-10-19", score: 12 }],
    });
    expect(view.certificates).toEqual([{ name: "HTML sertifikati", position: 0, code: "AAAAAAAAAA", unlockedAt: "2025-10-11T05:00:00.000Z" }]);
  });

  it("never carries the account fields, the attendance days or the score notes, even from a fuller row", () => {
    const view = toOfflineStudentView(row, now) as Record<string, unknown>;
    for (const key of ["phone", "balance", "role", "createdAt", "passwordHash", "attendanceDays"]) expect(view).not.toHaveProperty(key);
    expect(view.todayScores).toEqual([{ date: "2025-10-19", score: 12 }]);
  });

  it("reads a missing arrival date as arrived today", () => {
    expect(toOfflineStudentView({ ...row, arrivalDate: null }, now)).toMatchObject({ arrivalDate: null, daysSinceArrival: 0, percent: 800 });
  });
});

describe("toAdminUserView", () => {
  it("adds the account fields for an admin", () => {
    expect(toAdminUserView(row, now)).toMatchObject({
      phone: "+998901234567",
      balance: 5000,
      role: "student_offline",
      createdAt: "2025-10-01T00:00:00.000Z",
      attendanceDays: ["Du", "Ch"],
      todayScores: [{ date: "2025-10-19", score: 12, note: "" }],
    });
  });
});
