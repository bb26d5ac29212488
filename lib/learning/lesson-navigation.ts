// Where the player opens and where Oldingi / Keyingi lead (spec §2 Learning page).

type Lesson = { id: string };
type Module<L extends Lesson> = { id: string; lessons: L[] };

/** The lesson asked for in the URL, else the last one opened (resume), else the first. */
export function openingLessonId(modules: readonly Module<Lesson>[], requested: string | null, lastLessonId: string | null): string | null {
  const ids = new Set(modules.flatMap((module) => module.lessons.map((lesson) => lesson.id)));
  if (requested && ids.has(requested)) return requested;
  if (lastLessonId && ids.has(lastLessonId)) return lastLessonId;
  return modules.flatMap((module) => module.lessons)[0]?.id ?? null;
}

/** A neighbouring lesson with the module it is in (Keyingi may lead into the next module). */
export type Neighbour<L extends Lesson> = { lesson: L; moduleId: string };

export type LocatedLesson<L extends Lesson> = {
  module: Module<L>;
  lesson: L;
  index: number;
  previous: Neighbour<L> | undefined;
  next: Neighbour<L> | undefined;
};

/**
 * The lesson with its neighbours along the whole course: Oldingi and Keyingi cross from one
 * module into the next (modules without lessons are skipped), and stop only at the course's ends.
 */
export function locateLesson<L extends Lesson>(modules: readonly Module<L>[], lessonId: string | null): LocatedLesson<L> | null {
  const all = modules.flatMap((module) => module.lessons.map((lesson, index) => ({ module, lesson, index })));
  const at = all.findIndex((entry) => entry.lesson.id === lessonId);
  if (at < 0) return null;
  const entry = all[at]!;
  const neighbour = (other: (typeof all)[number] | undefined) => (other ? { lesson: other.lesson, moduleId: other.module.id } : undefined);
  return { module: entry.module, lesson: entry.lesson, index: entry.index, previous: neighbour(all[at - 1]), next: neighbour(all[at + 1]) };
}

/** 'N / M' of a module in the drawer: its lessons the student has opened, and all of them. */
export function moduleProgress(module: Module<Lesson>, opened: ReadonlySet<string>): { opened: number; total: number } {
  return { opened: module.lessons.filter((lesson) => opened.has(lesson.id)).length, total: module.lessons.length };
}
