import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { contentOrder, lessonSelect, lessonView, type LessonView } from "@/lib/courses/shapes";
import type { Locale } from "@/lib/i18n/locales";
import { assertCanLearn, courseVisibilitySelect } from "./course-access";

/** The lessons of one module, in order, for the course's students and admins. */
export async function findLessons(input: { caller: Caller; locale: Locale; moduleId: string }): Promise<LessonView[]> {
  const found = await db().module.findUnique({
    where: { id: input.moduleId },
    select: {
      course: { select: courseVisibilitySelect },
      lessons: { orderBy: contentOrder, select: lessonSelect },
    },
  });
  if (!found) throw new AppError("module_not_found");
  await assertCanLearn({ caller: input.caller, course: found.course, notFound: "module_not_found" });
  return found.lessons.map((lesson) => lessonView(input.locale, lesson));
}
