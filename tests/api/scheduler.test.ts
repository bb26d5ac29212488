import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { claimRun } from "@/lib/schedule/claim-run";
import { runDueJobs } from "@/lib/schedule/scheduler";
import type { ScheduledJob } from "@/lib/schedule/jobs";
import { createCourse } from "../support/course-factory";
import { createUser } from "../support/factories";

// Issue 39: the digest, absences and reminders run on a scheduler every instance starts; a run
// is claimed in PostgreSQL, so N instances send each message once.

const messagesOf = (phone: string) => db().outboxMessage.findMany({ where: { recipient: phone }, select: { kind: true, text: true }, orderBy: { createdAt: "asc" } });
const bellOf = (userId: string) => db().bellItem.findMany({ where: { userId }, select: { kind: true, href: true } });

/** A job that counts its runs, due whenever `slot` is given. */
function countingJob(name: string, slot: string | null) {
  const runs: string[] = [];
  const job: ScheduledJob = {
    name,
    slotAt: () => slot,
    run: async (due) => {
      runs.push(due);
      return 0;
    },
  };
  return { job, runs };
}

describe("the scheduler's claim", () => {
  it("runs a due slot on one of two instances, never both, and not again on the next round", async () => {
    const { job, runs } = countingJob(`test_${Date.now()}`, "2026-11-29");
    const rounds = await Promise.all([runDueJobs({ instanceId: "one", jobs: [job] }), runDueJobs({ instanceId: "two", jobs: [job] })]);
    expect(runs).toEqual(["2026-11-29"]);
    expect(rounds.flat()).toEqual([job.name]);
    expect(await runDueJobs({ instanceId: "three", jobs: [job] })).toEqual([]);
    expect(runs).toHaveLength(1);
    const row = await db().scheduledRun.findUniqueOrThrow({ where: { job_slot: { job: job.name, slot: "2026-11-29" } } });
    expect(row.finishedAt).not.toBeNull();
  });

  it("runs nothing while no slot is due, and each new slot once", async () => {
    const name = `test_${Date.now()}_slots`;
    const idle = countingJob(name, null);
    expect(await runDueJobs({ instanceId: "one", jobs: [idle.job] })).toEqual([]);
    const monday = countingJob(name, "2026-11-30");
    await runDueJobs({ instanceId: "one", jobs: [monday.job] });
    await runDueJobs({ instanceId: "two", jobs: [monday.job] });
    const tuesday = countingJob(name, "2026-12-01");
    await runDueJobs({ instanceId: "two", jobs: [tuesday.job] });
    expect([...idle.runs, ...monday.runs, ...tuesday.runs]).toEqual(["2026-11-30", "2026-12-01"]);
  });

  it("takes over a run its instance left unfinished past the lease, but never a finished one", async () => {
    const name = `test_${Date.now()}_lease`;
    expect(await claimRun(name, "s", "dead")).toBe(true);
    expect(await claimRun(name, "s", "alive")).toBe(false);
    await db().scheduledRun.update({ where: { job_slot: { job: name, slot: "s" } }, data: { claimedAt: new Date(Date.now() - 3_600_000) } });
    expect(await claimRun(name, "s", "alive")).toBe(true);
    expect((await db().scheduledRun.findUniqueOrThrow({ where: { job_slot: { job: name, slot: "s" } } })).claimedBy).toBe("alive");
    await db().scheduledRun.update({ where: { job_slot: { job: name, slot: "s" } }, data: { claimedAt: new Date(Date.now() - 3_600_000), finishedAt: new Date() } });
    expect(await claimRun(name, "s", "late")).toBe(false);
  });
});

describe("the scheduled messages", () => {
  it("sends the weekly digest on Sunday evening in Tashkent, once across two instances", async () => {
    const student = await createUser();
    const course = await createCourse({ modules: 1, lessonsPerModule: 2 });
    const sunday = new Date("2026-11-22T13:30:00Z"); // 18:30 in Tashkent
    await db().enrollment.create({ data: { userId: student.id, courseId: course.id, pricePaid: 0, createdAt: new Date("2026-11-01T10:00:00Z") } });
    await db().lessonProgress.createMany({ data: course.modules[0]!.lessons.map((lesson) => ({ userId: student.id, lessonId: lesson.id, openedAt: new Date("2026-11-20T10:00:00Z") })) });
    const idle = await createUser(); // no course: no digest
    await runDueJobs({ now: new Date("2026-11-22T12:59:00Z"), instanceId: "one" });
    expect(await messagesOf(student.phone)).toEqual([]);
    await Promise.all([runDueJobs({ now: sunday, instanceId: "one" }), runDueJobs({ now: sunday, instanceId: "two" })]);
    expect(await messagesOf(student.phone)).toEqual([
      { kind: "weekly_digest", text: "Qadam: haftalik xulosa: 2 ta dars ochildi, 0 ta mashq bajarildi, haftalik ball 0. Yangi haftada omad!" },
    ]);
    expect(await bellOf(student.id)).toEqual([{ kind: "weekly_digest", href: "/my-courses" }]);
    expect(await messagesOf(idle.phone)).toEqual([]);
  });

  it("tells an offline student absent on an attendance day with no score, by the evening", async () => {
    const absent = await createUser({ role: "student_offline" });
    const present = await createUser({ role: "student_offline" });
    const dayOff = await createUser({ role: "student_offline" });
    const arrival = new Date("2026-09-01");
    await db().user.updateMany({ where: { id: { in: [absent.id, present.id, dayOff.id] } }, data: { arrivalDate: arrival } });
    await db().user.update({ where: { id: dayOff.id }, data: { attendanceDays: ["Du", "Ch", "Ju"] } });
    await db().dailyScore.create({ data: { userId: present.id, date: new Date("2026-11-24"), score: 7 } });
    // Tuesday 24 November, 20:30 in Tashkent.
    await runDueJobs({ now: new Date("2026-11-24T15:30:00Z"), instanceId: "one" });
    expect(await messagesOf(absent.phone)).toEqual([{ kind: "absent_today", text: "Qadam: bugun (24/11/26) darsda qatnashmadingiz. Sababini o'qituvchingizga ayting." }]);
    expect(await bellOf(absent.id)).toEqual([{ kind: "absent_today", href: `/students/${absent.id}` }]);
    expect(await messagesOf(present.phone)).toEqual([]);
    expect(await messagesOf(dayOff.phone)).toEqual([]);
  });

  it("reminds an opted-in student on the 5th idle day, once for the stretch; others never", async () => {
    const course = await createCourse({ modules: 1, lessonsPerModule: 1 });
    const optedIn = await createUser();
    const silent = await createUser();
    for (const user of [optedIn, silent]) {
      await db().enrollment.create({ data: { userId: user.id, courseId: course.id, pricePaid: 0, createdAt: new Date("2026-12-01T05:00:00Z") } });
    }
    await db().user.update({ where: { id: optedIn.id }, data: { notificationOptIn: ["practice_reminder"] } });
    // Last active Tuesday 1 December (10:00 in Tashkent); the evenings of the 4th, 5th and 6th day.
    await runDueJobs({ now: new Date("2026-12-05T14:30:00Z"), instanceId: "one" });
    const reminders = async (phone: string) => (await messagesOf(phone)).filter((message) => message.kind === "practice_reminder");
    expect(await reminders(optedIn.phone)).toEqual([]);
    await runDueJobs({ now: new Date("2026-12-06T14:30:00Z"), instanceId: "one" });
    await runDueJobs({ now: new Date("2026-12-07T14:30:00Z"), instanceId: "two" });
    expect(await reminders(optedIn.phone)).toEqual([{ kind: "practice_reminder", text: "Qadam: 5 kundan beri mashq qilmadingiz. Bugun bitta dars bilan davom eting!" }]);
    expect(await reminders(silent.phone)).toEqual([]);
  });
});
