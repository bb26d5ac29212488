import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db/client";
import { resetEnvCache } from "@/lib/env";
import { DEMO_ADMIN, ensureAdmin } from "@/lib/seed/ensure-admin";
import { findPaymentHistory } from "@/lib/payments/find-payment-history";
import { seedDemo } from "@/lib/seed/seed-demo";
import { DEMO_COURSES } from "@/prisma/seed-data/courses";
import { DEMO_EXERCISES } from "@/prisma/seed-data/exercises";
import { DEMO_QUIZZES } from "@/prisma/seed-data/quizzes";
import { DEMO_OFFLINE_STUDENTS, DEMO_PARENTS, DEMO_STUDENTS, DEMO_TEACHER_PASSWORD } from "@/prisma/seed-data/people";
import { verifyPassword } from "@/lib/auth/password";
import { hasNotificationParams, type NotificationParams } from "@/lib/notifications/notification-text";
import { createUser } from "../support/factories";

const tableCounts = () => Promise.all([db().user.count(), db().course.count(), db().payment.count(), db().ledgerEntry.count(), db().notification.count()]);

// Each test starts from an empty database of this file (tests run shuffled).
beforeEach(async () => {
  await db().$executeRawUnsafe(`DO $$ DECLARE tables text; BEGIN
    SELECT string_agg(format('%I', tablename), ', ') INTO tables FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations';
    EXECUTE 'TRUNCATE ' || tables || ' CASCADE';
  END $$`);
});

describe("demo data", () => {
  it("loads the chained courses, students, payments and notifications once, with balances equal to ledgers", async () => {
    const admin = await ensureAdmin(DEMO_ADMIN.phone, DEMO_ADMIN.password);
    expect(admin).toEqual({ phone: "+998900000000", outcome: "created" });
    expect(await seedDemo(admin.phone)).toEqual({ seeded: true, courses: 7, students: DEMO_STUDENTS.length, offlineStudents: DEMO_OFFLINE_STUDENTS.length, skippedPhones: [] });

    const courses = await db().course.findMany({
      orderBy: { position: "asc" },
      select: {
        id: true,
        title: true,
        status: true,
        prerequisiteId: true,
        image: { select: { mimeType: true, data: true } },
        modules: { select: { _count: { select: { lessons: true } } } },
      },
    });
    expect(courses.map((course) => course.title)).toHaveLength(7);
    // The chain of seven is data: each course needs the one before it, the first needs none.
    expect(courses.map((course) => course.prerequisiteId)).toEqual([null, ...courses.slice(0, 6).map((course) => course.id)]);
    // Seven distinct covers, drawn as SVG.
    expect(courses.every((course) => course.image?.mimeType === "image/svg+xml")).toBe(true);
    expect(new Set(courses.map((course) => Buffer.from(course.image!.data).toString("utf8"))).size).toBe(7);
    expect(courses[0]?.title).toMatch(/HTML/);
    // Practice from the very first lesson (issue 20), every demo exercise published.
    expect(await db().exercise.count({ where: { published: true, kind: { in: ["web", "js"] } } })).toBe(DEMO_EXERCISES.length);
    expect(await db().exercise.count({ where: { published: true, kind: "quiz" } })).toBe(DEMO_QUIZZES.length);
    const firstLesson = await db().lesson.findFirstOrThrow({ where: { module: { courseId: courses[0]!.id, order: 0 }, order: 0 }, select: { _count: { select: { exercises: true } } } });
    expect(firstLesson._count.exercises).toBeGreaterThan(0);
    expect(courses[6]?.title).toMatch(/Deploy/);
    for (const course of courses) {
      expect(course.status).toBe("active");
      expect(course.modules.length).toBeGreaterThanOrEqual(2);
      for (const module of course.modules) expect(module._count.lessons).toBeGreaterThanOrEqual(3);
    }

    const users = await db().user.findMany({ select: { id: true, balance: true, role: true } });
    // Issue 38: a demo parent, linked to an offline and an online demo student.
    const parent = await db().user.findUniqueOrThrow({ where: { phone: DEMO_PARENTS[0]!.phone }, select: { role: true, childLinks: { select: { child: { select: { phone: true } } } } } });
    expect(parent.role).toBe("parent");
    expect(parent.childLinks.map((link) => link.child.phone).sort()).toEqual([...DEMO_PARENTS[0]!.childPhones].sort());
    expect(users.filter((user) => user.role === "student_offline").length).toBeGreaterThanOrEqual(5);
    const sums = await db().ledgerEntry.groupBy({ by: ["userId"], _sum: { amount: true } });
    const ledger = new Map(sums.map((row) => [row.userId, row._sum.amount ?? 0]));
    for (const user of users) expect(user.balance).toBe(ledger.get(user.id) ?? 0);

    const statuses = await db().payment.groupBy({ by: ["status"], where: { kind: "topup" }, _count: true });
    expect(statuses.map((row) => row.status).sort()).toEqual(["approved", "pending", "rejected"]);
    expect(await db().notification.count()).toBeGreaterThan(0);
    expect(await db().certificate.count()).toBeGreaterThan(0);

    // Idempotent: a second start changes nothing and keeps the admin's password.
    const before = await Promise.all([db().user.count(), db().course.count(), db().payment.count(), db().ledgerEntry.count()]);
    expect(await ensureAdmin(DEMO_ADMIN.phone, "another-password")).toEqual({ phone: "+998900000000", outcome: "admin" });
    expect(await seedDemo("+998900000000")).toEqual({ seeded: false, reason: "courses_exist" });
    expect(await Promise.all([db().user.count(), db().course.count(), db().payment.count(), db().ledgerEntry.count()])).toEqual(before);
  });

  it("has a project in each of the Node.js, Express, MongoDB and Deployment courses and one iteration waiting for review (issue 41)", async () => {
    const admin = await ensureAdmin(DEMO_ADMIN.phone, DEMO_ADMIN.password);
    await seedDemo(admin.phone);
    const projects = await db().exercise.findMany({
      where: { kind: "project", published: true },
      select: { projectBrief: { select: { exerciseId: true } }, lesson: { select: { module: { select: { course: { select: { title: true } } } } } } },
    });
    const titles = projects.map((project) => project.lesson.module.course.title);
    for (const course of [/^Node\.js/, /^Express/, /^MongoDB/, /^Deployment/]) expect(titles.filter((title) => course.test(title)), String(course)).toHaveLength(1);
    expect(projects.every((project) => project.projectBrief !== null)).toBe(true);
    const waiting = await db().projectSubmission.findMany({ where: { status: "waiting" }, select: { userId: true, exercise: { select: { lesson: { select: { module: { select: { courseId: true } } } } } } } });
    expect(waiting).toHaveLength(1);
    // Sent by a student of that course.
    expect(await db().enrollment.count({ where: { userId: waiting[0]!.userId, courseId: waiting[0]!.exercise.lesson.module.courseId } })).toBe(1);
  });

  it("speaks the reader's language: courses, modules and lessons in both, payments with no stored Uzbek text (issue 44 item 9)", async () => {
    const admin = await ensureAdmin(DEMO_ADMIN.phone, DEMO_ADMIN.password);
    await seedDemo(admin.phone);
    const first = await db().course.findFirstOrThrow({ orderBy: { position: "asc" }, select: { title: true, titleRu: true, descriptionRu: true } });
    expect(first).toEqual({ title: DEMO_COURSES[0]!.title, titleRu: DEMO_COURSES[0]!.titleRu, descriptionRu: DEMO_COURSES[0]!.descriptionRu });
    expect(await db().module.count({ where: { OR: [{ titleRu: null }, { descriptionRu: null }] } })).toBe(0);
    expect(await db().lesson.count({ where: { OR: [{ titleRu: null }, { descriptionRu: null }] } })).toBe(0);
    // The history names each payment by its kind and course, in the reader's language.
    expect(await db().payment.count({ where: { description: { not: "" } } })).toBe(0);
    const enrolled = await db().payment.findFirstOrThrow({ where: { kind: "enrollment" }, select: { user: { select: { id: true, role: true, fullName: true, phone: true } } } });
    const courseOf = async (locale: "uz" | "ru") => (await findPaymentHistory({ caller: enrolled.user, locale })).find((payment) => payment.kind === "enrollment")?.course?.title;
    expect(await courseOf("ru")).toBe(DEMO_COURSES[0]!.titleRu);
    expect(await courseOf("uz")).toBe(DEMO_COURSES[0]!.title);
  });

  it("has two groups, one offline and one online, each with a teacher who signs in with README's password (issue 38)", async () => {
    const admin = await ensureAdmin(DEMO_ADMIN.phone, DEMO_ADMIN.password);
    await seedDemo(admin.phone);
    const groups = await db().group.findMany({
      orderBy: { kind: "asc" },
      select: { kind: true, teachers: { select: { teacher: { select: { phone: true, role: true } } } }, students: { select: { student: { select: { role: true } } } } },
    });
    expect(groups.map((group) => group.kind)).toEqual(["offline", "online"]);
    expect(groups.map((group) => group.teachers.map((row) => row.teacher))).toEqual([[{ phone: "+998971000001", role: "teacher" }], [{ phone: "+998971000002", role: "teacher" }]]);
    expect(groups[0]!.students.every((row) => row.student.role === "student_offline")).toBe(true);
    expect(groups[1]!.students.every((row) => row.student.role === "student")).toBe(true);
    expect(groups.every((group) => group.students.length >= 3)).toBe(true);
    const stored = await db().user.findUniqueOrThrow({ where: { phone: "+998971000001" }, omit: { passwordHash: false } });
    expect(await verifyPassword(DEMO_TEACHER_PASSWORD, stored.passwordHash)).toBe(true);
  });

  it("tells the admins only what the demo people did (issue 26 item 14)", async () => {
    const admin = await ensureAdmin(DEMO_ADMIN.phone, DEMO_ADMIN.password);
    await seedDemo(admin.phone);
    const notifications = await db().notification.findMany({ select: { type: true, params: true, read: true, createdAt: true } });
    const enrolments = await db().enrollment.findMany({ select: { createdAt: true, user: { select: { fullName: true } }, course: { select: { title: true } } } });
    const topups = await db().payment.findMany({ where: { kind: "topup" }, select: { amount: true, createdAt: true, user: { select: { fullName: true, phone: true } } } });
    const users = await db().user.findMany({ where: { role: "student" }, select: { fullName: true, phone: true, createdAt: true } });
    const said = (type: string) =>
      notifications
        .filter((notification) => notification.type === type)
        .map(({ params, createdAt }) => {
          // The course's id is the app's own link to it; the demo's events are told by title.
          const { courseId: _courseId, ...told } = params as NotificationParams;
          return { ...told, at: createdAt.toISOString() };
        })
        .sort((a, b) => a.at.localeCompare(b.at));
    const byTime = <T extends { at: string }>(rows: T[]) => rows.sort((a, b) => a.at.localeCompare(b.at));
    expect(said("course_enrolled")).toEqual(byTime(enrolments.map((row) => ({ name: row.user.fullName, course: row.course.title, at: row.createdAt.toISOString() }))));
    expect(said("topup_requested")).toEqual(byTime(topups.map((row) => ({ name: row.user.fullName, phone: row.user.phone, amount: row.amount, at: row.createdAt.toISOString() }))));
    expect(said("user_registered")).toEqual(byTime(users.map((row) => ({ name: row.fullName, phone: row.phone, at: row.createdAt.toISOString() }))));
    // Some read, some not: the dashboard shows both.
    expect(new Set(notifications.map((notification) => notification.read))).toEqual(new Set([true, false]));
    for (const notification of notifications) expect(hasNotificationParams(notification.type, notification.params as NotificationParams)).toBe(true);
  });

  it("logs the admin's creation once (admin_created, with the phone), and nothing when the admin is already there", async () => {
    const lines: string[] = [];
    const write = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => lines.push(String(chunk)) > 0);
    process.env.LOG_LEVEL = "info";
    resetEnvCache();
    try {
      await ensureAdmin("+998 90 765 43 21", "a-long-admin-passphrase");
      await ensureAdmin("+998 90 765 43 21", "a-long-admin-passphrase");
    } finally {
      write.mockRestore();
      process.env.LOG_LEVEL = "silent";
      resetEnvCache();
    }
    const created = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.event === "admin_created");
    expect(created).toEqual([{ level: "info", time: expect.any(String), event: "admin_created", phone: "+998907654321" }]);
  });

  it("never promotes an existing non-admin whose phone equals ADMIN_PHONE", async () => {
    const user = await createUser({ role: "student" });
    const before = await db().user.findUniqueOrThrow({ where: { id: user.id }, select: { role: true, passwordHash: true } });
    const admins = await db().user.count({ where: { role: "admin" } });
    expect(await ensureAdmin(user.phone, "ignored")).toEqual({ phone: user.phone, outcome: "taken" });
    expect(await db().user.findUniqueOrThrow({ where: { id: user.id }, select: { role: true, passwordHash: true } })).toEqual(before);
    expect(await db().user.count({ where: { role: "admin" } })).toBe(admins);
  });

  it("seeds beside an admin holding a demo student's phone (README's example), leaving that student out", async () => {
    // README's ADMIN_PHONE is the first demo student's number (issue 24: start-up crashed half-seeded).
    const admin = await ensureAdmin("+998 90 123 45 67", "a-long-admin-passphrase");
    expect(admin.outcome).toBe("created");
    const offline = await createUser({ role: "student", phone: DEMO_OFFLINE_STUDENTS[0]!.phone });
    expect(await seedDemo(admin.phone)).toEqual({
      seeded: true,
      courses: 7,
      students: DEMO_STUDENTS.length - 1,
      offlineStudents: DEMO_OFFLINE_STUDENTS.length - 1,
      skippedPhones: ["+998901234567", offline.phone].sort(),
    });
    const holders = await db().user.findMany({ where: { phone: { in: ["+998901234567", offline.phone] } }, select: { role: true, balance: true } });
    expect(holders.map((user) => user.role).sort()).toEqual(["admin", "student"]);
    expect(holders.every((user) => user.balance === 0)).toBe(true);
    const sums = await db().ledgerEntry.groupBy({ by: ["userId"], _sum: { amount: true } });
    const ledger = new Map(sums.map((row) => [row.userId, row._sum.amount ?? 0]));
    for (const user of await db().user.findMany({ select: { id: true, balance: true } })) expect(user.balance).toBe(ledger.get(user.id) ?? 0);
  });

  it("loads nothing when any part of the demo fails: one transaction", async () => {
    const admin = await ensureAdmin(DEMO_ADMIN.phone, DEMO_ADMIN.password);
    const before = await tableCounts();
    // The last step fails for real: the database refuses notifications.
    await db().$executeRawUnsafe(`CREATE FUNCTION refuse_seed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$`);
    await db().$executeRawUnsafe(`CREATE TRIGGER refuse_seed BEFORE INSERT ON "Notification" FOR EACH STATEMENT EXECUTE FUNCTION refuse_seed()`);
    try {
      await expect(seedDemo(admin.phone)).rejects.toThrow(/refused/);
      expect(await tableCounts()).toEqual(before);
    } finally {
      await db().$executeRawUnsafe(`DROP TRIGGER refuse_seed ON "Notification"`);
      await db().$executeRawUnsafe(`DROP FUNCTION refuse_seed()`);
    }
    expect((await seedDemo(admin.phone)).seeded).toBe(true);
  });
});
