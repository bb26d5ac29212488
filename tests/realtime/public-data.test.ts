import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as listCourses } from "@/app/api/courses/route";
import { GET as getCourse } from "@/app/api/courses/[id]/route";
import { GET as listModules } from "@/app/api/courses/[id]/modules/route";
import { PATCH as setStatus } from "@/app/api/admin/courses/[id]/status/route";
import { POST as addModule } from "@/app/api/admin/courses/[id]/modules/route";
import { GET as listOfflineStudents } from "@/app/api/offline-students/route";
import { PUT as saveStep } from "@/app/api/admin/offline/students/[id]/step/route";
import { installPublicData, PUBLIC_DATA_CHANNEL, PublicDataCache, type PublicTag } from "@/lib/cache/public-data";
import { db, poolConfig } from "@/lib/db/client";
import { call } from "../support/call";
import { createCourse } from "../support/course-factory";
import { createUser } from "../support/factories";

// Two instances' public-data caches in this process, each with its own listening connection,
// sharing only the test's PostgreSQL database. Installing one makes the route handlers read
// through it, as that instance's handlers would.
let a: PublicDataCache;
let b: PublicDataCache;

beforeAll(async () => {
  a = new PublicDataCache(poolConfig(1));
  b = new PublicDataCache(poolConfig(1));
  await Promise.all([a.start(), b.start()]);
});

afterAll(async () => {
  installPublicData(undefined);
  await Promise.all([a.stop(), b.stop()]);
});

type Card = { id: string; title: string; modulesCount: number; enrolled: boolean; completedLessons: number };
const catalogue = async () => (await call(listCourses)).body.courses as Card[];
// Until the notifications of the test's own set-up writes have arrived a read may load again;
// after that a read is answered from memory (no new load).
const servedFromMemory = (cache: PublicDataCache, read: () => Promise<unknown>) =>
  expect.poll(async () => {
    const before = cache.loads;
    await read();
    return cache.loads - before;
  }, { timeout: 5000, interval: 50 }).toBe(0);
// The next time `cache` empties `tag` (a write's notification has arrived): the tests wait on
// that event rather than polling for its effect.
const emptied = (cache: PublicDataCache, tag: PublicTag) =>
  new Promise<void>((resolve) => {
    const stop = cache.onInvalidate((emptiedTag) => {
      if (emptiedTag !== tag) return;
      stop();
      resolve();
    });
  });
const offlineSteps = async () => new Map(((await call(listOfflineStudents)).body.users as { id: string; step: number }[]).map((u) => [u.id, u.step]));

describe("public reads cached per instance, emptied on every instance by a write", () => {
  it("serves the catalogue from memory, and a CMS write on instance A reaches instance B", async () => {
    const admin = await createUser({ role: "admin" });
    expect(a.listening && b.listening).toBe(true);
    // B may hold the catalogue from before the course was created, until that write's notification arrives.
    const created = emptied(b, "courses");
    const course = await createCourse({ title: "Kesh kursi", modules: 1 });
    await created;

    installPublicData(b);
    expect((await catalogue()).map((c) => c.id)).toContain(course.id);
    await servedFromMemory(b, catalogue);
    const loads = b.loads;
    expect((await call(listCourses, { query: { limit: "3" } })).status).toBe(200);
    expect((await call(getCourse, { params: { id: course.id } })).status).toBe(200);
    expect(b.loads).toBe(loads);

    installPublicData(a);
    const hidden = emptied(b, "courses");
    expect((await call(setStatus, { params: { id: course.id }, token: admin.token, body: { status: "draft" } })).status).toBe(200);
    await hidden;

    installPublicData(b);
    expect((await catalogue()).map((c) => c.id)).not.toContain(course.id);
    expect((await call(getCourse, { params: { id: course.id } })).status).toBe(404);
  });

  it("keeps a course's outline until a module is added on the other instance", async () => {
    const admin = await createUser({ role: "admin" });
    const course = await createCourse({ title: "Modullar keshi", modules: 1 });

    installPublicData(b);
    const outline = async () => ((await call(listModules, { params: { id: course.id } })).body.modules as unknown[]).length;
    await servedFromMemory(b, outline);
    expect(await outline()).toBe(1);

    installPublicData(a);
    const added = emptied(b, "courses");
    expect((await call(addModule, { params: { id: course.id }, token: admin.token, body: { title: "Yangi modul", description: "" } })).status).toBe(201);
    await added;

    installPublicData(b);
    expect(await outline()).toBe(2);
    const card = async () => ((await call(getCourse, { params: { id: course.id } })).body.course as Card).modulesCount;
    expect(await card()).toBe(2);
  });

  it("keeps the offline list until a step is saved on the other instance", async () => {
    const admin = await createUser({ role: "admin" });
    const student = await createUser({ role: "student_offline", fullName: "Kesh O'quvchi" });

    installPublicData(b);
    await servedFromMemory(b, offlineSteps);
    expect((await offlineSteps()).get(student.id)).toBe(1);

    installPublicData(a);
    const saved = emptied(b, "offline");
    expect((await call(saveStep, { params: { id: student.id }, token: admin.token, body: { step: 3 } })).status).toBe(200);
    await saved;

    installPublicData(b);
    expect((await offlineSteps()).get(student.id)).toBe(3);
  });

  it("adds a signed-in caller's own enrolment and progress to the shared cards", async () => {
    const student = await createUser();
    const course = await createCourse({ title: "Mening kursim", modules: 1, lessonsPerModule: 2 });
    installPublicData(b);
    await catalogue();
    const enrolled = emptied(b, "courses");
    await db().enrollment.create({ data: { userId: student.id, courseId: course.id, pricePaid: 0 } });
    // Issue 42: a video lesson counts once watched through.
    await db().lesson.update({ where: { id: course.modules[0]!.lessons[0]!.id }, data: { videoSeconds: 100 } });
    await db().lessonProgress.create({ data: { userId: student.id, lessonId: course.modules[0]!.lessons[0]!.id, watchedSeconds: 100 } });
    await enrolled;
    const mine = async () => ((await call(listCourses, { token: student.token })).body.courses as Card[]).find((c) => c.id === course.id);
    expect(await mine()).toMatchObject({ enrolled: true, completedLessons: 1 });
    expect((await catalogue()).find((c) => c.id === course.id)).toMatchObject({ enrolled: false, completedLessons: 0 });
  });

  it("announces a write to each table the public reads come from, with its tag, at commit only", async () => {
    const listener = new pg.Client(poolConfig(1));
    await listener.connect();
    const heard: string[] = [];
    listener.on("notification", (message) => heard.push(message.payload ?? ""));
    await listener.query(`LISTEN ${PUBLIC_DATA_CHANNEL}`);
    // The next notification with this tag; they arrive in commit order, after `heard` has it.
    const arrival = (tag: string) =>
      new Promise<void>((resolve) => {
        const heardTag = (message: pg.Notification) => {
          if (message.payload !== tag) return;
          listener.off("notification", heardTag);
          resolve();
        };
        listener.on("notification", heardTag);
      });
    const announces = async (tag: string, write: () => Promise<unknown>) => {
      heard.length = 0;
      const arrived = arrival(tag);
      await write();
      await arrived;
      expect(heard).toContain(tag);
    };
    try {
      const course = await createCourse({ modules: 1, lessonsPerModule: 1 });
      const lessonId = course.modules[0]!.lessons[0]!.id;
      const student = await createUser();
      const offline = await createUser({ role: "student_offline" });
      await announces("courses", () => db().course.update({ where: { id: course.id }, data: { position: 5 } }));
      await announces("courses", () => db().module.update({ where: { id: course.modules[0]!.id }, data: { title: "Boshqa" } }));
      await announces("courses", () => db().lesson.update({ where: { id: lessonId }, data: { title: "Boshqa dars" } }));
      await announces("courses", () => db().enrollment.create({ data: { userId: student.id, courseId: course.id, pricePaid: 0 } }));
      await announces("offline", () => db().user.update({ where: { id: offline.id }, data: { step: 2 } }));
      await announces("offline", () => db().user.update({ where: { id: student.id }, data: { role: "student_offline" } }));
      await announces("offline", () => db().dailyScore.create({ data: { userId: offline.id, date: new Date("2026-01-05"), score: 4 } }));
      await announces("offline", () => db().certificate.create({ data: { userId: offline.id, position: 0, code: "KESHTEST01" } }));
      // A rolled-back write announces nothing; an ordinary student's change is not public.
      heard.length = 0;
      await db().$transaction(async (tx) => {
        await tx.course.update({ where: { id: course.id }, data: { position: 6 } });
        throw new Error("rollback");
      }).catch(() => {});
      const other = await createUser();
      await db().user.update({ where: { id: other.id }, data: { balance: 10 } });
      // Nothing was heard for them by the time the next write's notification arrives.
      const arrived = arrival("courses");
      await db().course.update({ where: { id: course.id }, data: { position: 7 } });
      await arrived;
      expect(heard).toEqual(["courses"]);
    } finally {
      await listener.end();
    }
  });
});
