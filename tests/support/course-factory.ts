import { db } from "@/lib/db/client";

export type TestCourse = {
  id: string;
  title: string;
  price: number;
  modules: { id: string; title: string; lessons: { id: string; title: string }[] }[];
};

/**
 * A course straight in the database with `modules` modules of `lessonsPerModule` lessons each.
 * Active by default and open to all unless `prerequisiteId` names the course needed first.
 */
export async function createCourse(opts: {
  title?: string;
  price?: number;
  status?: "active" | "draft";
  archived?: boolean;
  position?: number;
  modules?: number;
  lessonsPerModule?: number;
  prerequisiteId?: string;
} = {}): Promise<TestCourse> {
  const moduleCount = opts.modules ?? 2;
  const lessonCount = opts.lessonsPerModule ?? 2;
  const course = await db().course.create({
    data: {
      title: opts.title ?? "HTML asoslari",
      description: "Veb sahifalar tuzilishi",
      instructor: "Qadam Academy",
      price: opts.price ?? 100_000,
      status: opts.status ?? "active",
      position: opts.position ?? 0,
      archivedAt: opts.archived ? new Date() : null,
      prerequisiteId: opts.prerequisiteId ?? null,
      modules: {
        create: Array.from({ length: moduleCount }, (_, m) => ({
          title: `Modul ${m + 1}`,
          order: m + 1,
          lessons: {
            create: Array.from({ length: lessonCount }, (_, l) => ({
              title: `Dars ${m + 1}.${l + 1}`,
              description: `Dars ${m + 1}.${l + 1} tavsifi`,
              videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
              order: l + 1,
            })),
          },
        })),
      },
    },
    select: {
      id: true,
      title: true,
      price: true,
      modules: { orderBy: { order: "asc" }, select: { id: true, title: true, lessons: { orderBy: { order: "asc" }, select: { id: true, title: true } } } },
    },
  });
  return course;
}

/** An enrolment written directly (no payment), for tests that start from an enrolled student. */
export async function enrol(userId: string, courseId: string): Promise<void> {
  await db().enrollment.create({ data: { userId, courseId, pricePaid: 0 } });
}

/**
 * The lessons watched through by the student (issue 42's done rule): each lesson's video gets a
 * length of 100 s when it has none, and the student's progress row 100 watched seconds. Written
 * directly, for tests that start from a student who watched (tests/api/watch.test.ts walks the API).
 */
export async function watchLessons(userId: string, lessonIds: readonly string[]): Promise<void> {
  await db().lesson.updateMany({ where: { id: { in: [...lessonIds] }, videoSeconds: null }, data: { videoSeconds: 100 } });
  for (const lessonId of lessonIds) {
    await db().lessonProgress.upsert({
      where: { userId_lessonId: { userId, lessonId } },
      create: { userId, lessonId, watchedSeconds: 100, watchedRanges: [[0, 100]] },
      update: { watchedSeconds: 100, watchedRanges: [[0, 100]] },
    });
  }
}
