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

export type LocatedLesson<L extends Lesson> = { module: Module<L>; lesson: L; index: number; previous: L | undefined; next: L | undefined };

/** The lesson with its neighbours inside its own module: the buttons stop at a module's ends. */
export function locateLesson<L extends Lesson>(modules: readonly Module<L>[], lessonId: string | null): LocatedLesson<L> | null {
  for (const module of modules) {
    const index = module.lessons.findIndex((lesson) => lesson.id === lessonId);
    if (index >= 0) {
      return { module, lesson: module.lessons[index]!, index, previous: module.lessons[index - 1], next: module.lessons[index + 1] };
    }
  }
  return null;
}
