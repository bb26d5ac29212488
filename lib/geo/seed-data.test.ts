// Tests for prisma/seed-data: kept here because the vitest "unit" project only includes lib/**.
import { describe, expect, it } from "vitest";

import { isValidDistrict } from "@/lib/geo/regions";
import { registrationMeta } from "@/lib/geo/registration-meta";
import { courseStage } from "@/lib/courses/course-stage";
import { DEMO_COURSES } from "@/prisma/seed-data/courses";
import {
  DEMO_OFFLINE_STUDENTS,
  DEMO_PAYMENT_PLAN,
  DEMO_STUDENTS,
  WEEK_DAYS,
} from "@/prisma/seed-data/people";

const ADMIN_PHONE = "+998900000000";
const PHONE = /^\+998(90|91|93|94|97|99)\d{7}$/;
const YOUTUBE_WATCH = /^https:\/\/www\.youtube\.com\/watch\?v=[A-Za-z0-9_-]{11}(&t=\d+s)?$/;

describe("DEMO_COURSES", () => {
  it("has the seven chained courses in order", () => {
    const keywords = ["HTML", "CSS & Bootstrap", "JavaScript", "Node.js", "Express", "MongoDB", "Deployment"];
    expect(DEMO_COURSES).toHaveLength(keywords.length);
    DEMO_COURSES.forEach((course, i) => expect(course.title).toContain(keywords[i]));
    expect(DEMO_COURSES.map((c) => c.title)).toEqual([
      expect.stringContaining("HTML asoslari"),
      expect.stringContaining("CSS & Bootstrap"),
      expect.stringContaining("JavaScript asoslari"),
      expect.stringContaining("Node.js asoslari"),
      expect.stringContaining("Express.js bilan backend"),
      expect.stringContaining("MongoDB ma'lumotlar bazasi"),
      expect.stringContaining("Deployment: loyihani internetga chiqarish"),
    ]);
    expect(new Set(DEMO_COURSES.map((c) => c.title)).size).toBe(7);
  });

  it("has at least 2 modules of at least 3 lessons in every course", () => {
    for (const course of DEMO_COURSES) {
      expect(course.modules.length, course.title).toBeGreaterThanOrEqual(2);
      for (const module of course.modules) {
        expect(module.lessons.length, `${course.title} / ${module.title}`).toBeGreaterThanOrEqual(3);
        expect(module.title.trim()).not.toBe("");
        expect(module.description.trim()).not.toBe("");
      }
    }
    expect(DEMO_COURSES.filter((c) => c.modules.length >= 3).length).toBeGreaterThanOrEqual(2);
  });

  it("links every lesson to a YouTube watch URL with an 11-character id", () => {
    for (const course of DEMO_COURSES) {
      for (const lesson of course.modules.flatMap((m) => m.lessons)) {
        expect(lesson.videoUrl, lesson.title).toMatch(YOUTUBE_WATCH);
        expect(lesson.title.trim()).not.toBe("");
        expect(lesson.description.trim()).not.toBe("");
        if (lesson.codeSourceUrl !== null) expect(lesson.codeSourceUrl).toMatch(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+/);
      }
    }
  });

  // Issue 44 item 9: a Russian reader reads the demo in Russian. The course page's 'what you will
  // learn' list is chosen by the title's keywords (lib/courses/learning-outcomes.ts), so the
  // Russian title names the same topic.
  it("writes every course, module and lesson text in Russian too, the Russian title naming the same topic", () => {
    const cyrillic = /[А-Яа-яЁё]/;
    for (const course of DEMO_COURSES) {
      expect(courseStage(course.titleRu), course.titleRu).toBe(courseStage(course.title));
      const texts = [course, ...course.modules, ...course.modules.flatMap((m) => m.lessons)];
      for (const text of texts) {
        // A title may be a name in both languages ('Flexbox', 'Bootstrap 5'); a description never is.
        expect(text.titleRu.trim(), text.title).not.toBe("");
        expect(text.descriptionRu, text.title).toMatch(cyrillic);
      }
    }
  });

  it("has unique lesson titles within a course", () => {
    for (const course of DEMO_COURSES) {
      const titles = course.modules.flatMap((m) => m.lessons.map((l) => l.title));
      expect(new Set(titles).size, course.title).toBe(titles.length);
    }
  });

  it("prices whole so'm starting at 300 000 and rising to about 600 000", () => {
    const prices = DEMO_COURSES.map((c) => c.price);
    expect(prices[0]).toBe(300_000);
    for (const price of prices) expect(Number.isInteger(price)).toBe(true);
    for (let i = 1; i < prices.length; i++) expect(prices[i]).toBeGreaterThan(prices[i - 1] ?? 0);
    expect(prices.at(-1)).toBeGreaterThanOrEqual(550_000);
    expect(prices.at(-1)).toBeLessThanOrEqual(650_000);
  });

  it("has well-formed metadata", () => {
    for (const course of DEMO_COURSES) {
      expect(course.rating).toBeGreaterThanOrEqual(0);
      expect(course.rating).toBeLessThanOrEqual(5);
      expect(Math.round(course.rating * 10) / 10).toBe(course.rating);
      expect(Number.isInteger(course.totalRatings)).toBe(true);
      expect(course.totalRatings).toBeGreaterThanOrEqual(0);
      expect(Number.isInteger(course.durationWeeks) && course.durationWeeks >= 1).toBe(true);
      expect(["beginner", "intermediate", "advanced"]).toContain(course.level);
      expect(course.instructor.split(" ")).toHaveLength(2);
      expect(course.category.trim()).not.toBe("");
      expect(course.tags.length).toBeGreaterThan(0);
      expect(course.description.length).toBeGreaterThan(100);
    }
  });
});

describe("demo people", () => {
  const allPhones = [...DEMO_STUDENTS, ...DEMO_OFFLINE_STUDENTS].map((s) => s.phone);

  it("has 5 online and 8 offline students", () => {
    expect(DEMO_STUDENTS).toHaveLength(5);
    expect(DEMO_OFFLINE_STUDENTS).toHaveLength(8);
  });

  it("uses unique, well-formed phones that are not the admin's", () => {
    for (const phone of allPhones) expect(phone).toMatch(PHONE);
    expect(new Set(allPhones).size).toBe(allPhones.length);
    expect(allPhones).not.toContain(ADMIN_PHONE);
  });

  it("gives online students a meta valid by lib/geo and a non-negative whole balance", () => {
    for (const student of DEMO_STUDENTS) {
      expect(registrationMeta.safeParse(student.meta).success, student.fullName).toBe(true);
      expect(isValidDistrict(student.meta.region, student.meta.district)).toBe(true);
      expect(Number.isInteger(student.balance)).toBe(true);
      expect(student.balance).toBeGreaterThanOrEqual(0);
    }
  });

  it("varies offline arrival days between 3 and 120", () => {
    const days = DEMO_OFFLINE_STUDENTS.map((s) => s.arrivalDaysAgo);
    for (const d of days) {
      expect(Number.isInteger(d)).toBe(true);
      expect(d).toBeGreaterThanOrEqual(3);
      expect(d).toBeLessThanOrEqual(120);
    }
    expect(new Set(days).size).toBe(days.length);
  });

  it("varies offline steps: ahead, behind, exactly on schedule, one past 80, one at most 35", () => {
    const students = DEMO_OFFLINE_STUDENTS;
    expect(students.some((s) => s.step > s.arrivalDaysAgo)).toBe(true);
    expect(students.some((s) => s.step < s.arrivalDaysAgo)).toBe(true);
    expect(students.some((s) => s.step === s.arrivalDaysAgo)).toBe(true);
    expect(students.some((s) => s.step > 80)).toBe(true);
    expect(students.some((s) => s.step <= 35)).toBe(true);
    for (const s of students) expect(Number.isInteger(s.step) && s.step >= 1).toBe(true);
  });

  it("uses known, non-repeated attendance days", () => {
    for (const s of DEMO_OFFLINE_STUDENTS) {
      expect(s.attendanceDays.length).toBeGreaterThan(0);
      expect(new Set(s.attendanceDays).size).toBe(s.attendanceDays.length);
      for (const day of s.attendanceDays) expect(WEEK_DAYS).toContain(day);
    }
  });

  it("fills warnings in order: one student with 1, one with 2, none with 3", () => {
    const counts = DEMO_OFFLINE_STUDENTS.map((s) => {
      expect(s.warnings).toHaveLength(3);
      const [first, second, third] = s.warnings;
      if (second !== "") expect(first, s.fullName).not.toBe("");
      if (third !== "") expect(second, s.fullName).not.toBe("");
      return s.warnings.filter((w) => w !== "").length;
    });
    expect(counts.filter((c) => c === 1)).toHaveLength(1);
    expect(counts.filter((c) => c === 2)).toHaveLength(1);
    expect(counts.filter((c) => c === 3)).toHaveLength(0);
  });

  it("scores offline students 0–10 within their time at the centre", () => {
    for (const s of DEMO_OFFLINE_STUDENTS) {
      expect(s.scoresLastDays.length).toBeGreaterThan(0);
      const days = s.scoresLastDays.map((x) => x.daysAgo);
      expect(new Set(days).size, s.fullName).toBe(days.length);
      for (const { daysAgo, score } of s.scoresLastDays) {
        expect(Number.isInteger(score) && score >= 0 && score <= 10).toBe(true);
        expect(daysAgo).toBeGreaterThanOrEqual(0);
        expect(daysAgo).toBeLessThan(s.arrivalDaysAgo);
      }
    }
  });
});

describe("DEMO_PAYMENT_PLAN", () => {
  const onlinePhones = new Set(DEMO_STUDENTS.map((s) => s.phone));

  it("tops up online students only, with positive whole amounts", () => {
    for (const p of DEMO_PAYMENT_PLAN) {
      expect(onlinePhones.has(p.studentPhone), p.studentPhone).toBe(true);
      expect(Number.isInteger(p.amount) && p.amount > 0).toBe(true);
      expect(Number.isInteger(p.daysAgo) && p.daysAgo >= 0).toBe(true);
      expect(["pending", "approved", "rejected"]).toContain(p.status);
    }
    for (const phone of onlinePhones) expect(DEMO_PAYMENT_PLAN.some((p) => p.studentPhone === phone)).toBe(true);
  });

  it("covers every status and keeps transaction ids unique", () => {
    const statuses = new Set(DEMO_PAYMENT_PLAN.map((p) => p.status));
    expect([...statuses].sort()).toEqual(["approved", "pending", "rejected"]);
    const ids = DEMO_PAYMENT_PLAN.flatMap((p) => (p.transactionId === undefined ? [] : [p.transactionId]));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("never leaves a student with more balance than their approved top-ups", () => {
    for (const s of DEMO_STUDENTS) {
      const approved = DEMO_PAYMENT_PLAN.filter((p) => p.studentPhone === s.phone && p.status === "approved").reduce(
        (sum, p) => sum + p.amount,
        0,
      );
      expect(s.balance, s.fullName).toBeLessThanOrEqual(approved);
    }
  });
});
