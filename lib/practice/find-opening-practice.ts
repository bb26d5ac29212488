import "server-only";
import { formRefusalText } from "@/lib/api/form-post";
import type { Jsonified } from "@/lib/api/client";
import { isRecordId } from "@/lib/api/record-id";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locales";
import type { CheckOutcome } from "./contract";
import { findLessonExercises } from "./find-lesson-exercises";
import { PRACTICE_FORM } from "./practice-form";
import { renderResults } from "./practice-text";
import type { CheckResult, PracticeProgress, StudentExercise } from "./shapes";

/** A verdict the server gave, as the exercise shows it. */
export type ServerVerdict = { passed: boolean; verdictMessage: string | null; results: CheckResult[] };

export type OpeningPractice = {
  lessonId: string;
  /** As GET /api/lessons/{id}/exercises answers it (dates as ISO strings), so the page's query cache starts from it. */
  practice: Jsonified<{ exercises: StudentExercise[]; progress: PracticeProgress; lessonDone: boolean }>;
  /** The verdict of the form just posted (`?checked=<submission>`), on its exercise. */
  checked: (ServerVerdict & { exerciseId: string }) | null;
  /** The web exercise whose page the form just asked to see (`?ran=<exercise>`). */
  ranExerciseId: string | null;
  /** Why the form just posted was refused, in the reader's language. */
  refusal: string | null;
};

type Query = Record<string, string | string[] | undefined>;

/**
 * Issue 44 item 8: the practice of the lesson a learning page opens on, read on the server, so a
 * slow phone gets the statement, the code and Run/Check in the page's HTML (no query, no
 * editor bundle first). After a form posted before scripts, the page comes back here with what
 * the server said: the submission's verdict (only the caller's own, on this lesson), the web
 * page to show, or the refusal.
 */
export async function findOpeningPractice(input: {
  caller: Caller;
  locale: Locale;
  lessonId: string | null;
  query: Query;
  /** The course's practice per lesson (the learning view's): a lesson without exercises reads nothing. */
  known: Record<string, PracticeProgress>;
}): Promise<OpeningPractice | null> {
  if (!input.lessonId || !input.known[input.lessonId]?.total) return null;
  const practice = await findLessonExercises({ caller: input.caller, lessonId: input.lessonId, locale: input.locale });
  if (practice.exercises.length === 0) return null;
  const ids = new Set(practice.exercises.map((exercise) => exercise.id));
  const checkedId = typeof input.query.checked === "string" && isRecordId(input.query.checked) ? input.query.checked : null;
  const submission = checkedId
    ? await db().submission.findFirst({ where: { id: checkedId, userId: input.caller.id }, select: { exerciseId: true, passed: true, results: true } })
    : null;
  const ran = typeof input.query.ran === "string" && ids.has(input.query.ran) ? input.query.ran : null;
  return {
    lessonId: input.lessonId,
    practice: JSON.parse(JSON.stringify(practice)) as OpeningPractice["practice"],
    checked:
      submission && ids.has(submission.exerciseId)
        ? {
            exerciseId: submission.exerciseId,
            passed: submission.passed,
            verdictMessage: null,
            results: renderResults(input.locale, submission.results as unknown as CheckOutcome[]),
          }
        : null,
    ranExerciseId: ran,
    refusal: formRefusalText(input.query, PRACTICE_FORM, input.locale),
  };
}
