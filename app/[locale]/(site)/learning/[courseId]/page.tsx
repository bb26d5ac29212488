import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { pageCaller } from "@/lib/auth/page-caller";
import { LearningView } from "@/components/learning/learning-view";
import { ClientMessages } from "@/components/i18n/client-messages";
import { AppError } from "@/lib/errors/app-error";
import { pageLocale } from "@/lib/i18n/page-locale";
import { getLearningViewOrThrow } from "@/lib/learning/get-learning-view";
import { openingLessonId } from "@/lib/learning/lesson-navigation";
import { findOpeningPractice } from "@/lib/practice/find-opening-practice";

type LearningData = Awaited<ReturnType<typeof getLearningViewOrThrow>>;

// Cached per request: the page and its metadata share one read.
const findLearningView = cache(async (courseId: string) => getLearningViewOrThrow({ caller: await pageCaller(), locale: await pageLocale(), courseId }));

export async function generateMetadata({ params }: { params: Promise<{ courseId: string }> }) {
  const { courseId } = await params;
  const view = await findLearningView(courseId).catch(() => null);
  return { title: view?.course.title ?? null };
}

// Spec §2: the player needs a token (otherwise '/'); DESIGN: lessons are for the course's
// students and admins, so anyone else is sent to the course page to enrol.
export default async function LearningPage({
  params,
  searchParams,
}: {
  params: Promise<{ courseId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ courseId }, query] = await Promise.all([params, searchParams]);
  const caller = await pageCaller();
  if (!caller) redirect("/");

  let view: LearningData | null = null;
  let denied = false;
  try {
    view = await findLearningView(courseId);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.status === 404) notFound();
    if (error.status !== 403) throw error;
    denied = true;
  }
  if (denied || !view) redirect(`/courses/${courseId}`);

  const requested = typeof query.lesson === "string" ? query.lesson : null;
  const initialLessonId = openingLessonId(view.modules, requested, view.lastLessonId);
  const openingPractice = await findOpeningPractice({ caller, locale: await pageLocale(), lessonId: initialLessonId, query, known: view.practice });

  return (
    <ClientMessages paths={["learning", "practice", "questions", "review.lesson", "review.status"]}>
      <LearningView
        course={view.course}
        modules={view.modules}
        initialLessonId={initialLessonId}
        openedLessonIds={view.openedLessonIds}
        doneLessonIds={view.doneLessonIds}
        threshold={view.threshold}
        watch={view.watch}
        practice={view.practice}
        openingPractice={openingPractice}
        userName={caller.fullName}
      />
    </ClientMessages>
  );
}
