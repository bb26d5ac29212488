import "server-only";
import { db } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locales";
import type { Check } from "../contract";
import { describeCheck } from "../describe-check";
import { practiceText } from "../practice-text";
import type { ExerciseStats } from "../shapes";

/**
 * Per exercise: students who submitted, students who passed, submissions, and the check failed
 * in the most submissions (one aggregate over the stored results, in SQL).
 */
export async function exerciseStats(exercises: { id: string; checks: Check[] }[], locale: Locale): Promise<Map<string, ExerciseStats>> {
  const ids = exercises.map((exercise) => exercise.id);
  if (ids.length === 0) return new Map();
  const [counts, failures] = await Promise.all([
    db().$queryRaw<{ exerciseId: string; students: number; submissions: number; passed: number }[]>`
      SELECT s."exerciseId", count(DISTINCT s."userId")::int AS students, count(*)::int AS submissions,
        (SELECT count(*) FROM "ExercisePass" p WHERE p."exerciseId" = s."exerciseId")::int AS passed
      FROM "Submission" s WHERE s."exerciseId" = ANY(${ids}::text[]) GROUP BY s."exerciseId"`,
    db().$queryRaw<{ exerciseId: string; check: number; failures: number }[]>`
      SELECT DISTINCT ON ("exerciseId") "exerciseId", "check", failures FROM (
        SELECT s."exerciseId", (r->>'check')::int AS "check", count(*)::int AS failures
        FROM "Submission" s, jsonb_array_elements(s.results) r
        WHERE s."exerciseId" = ANY(${ids}::text[]) AND (r->>'passed')::boolean = false
        GROUP BY s."exerciseId", (r->>'check')::int
      ) f ORDER BY "exerciseId", failures DESC, "check"`,
  ]);
  const countOf = new Map(counts.map((row) => [row.exerciseId, row]));
  const failedOf = new Map(failures.map((row) => [row.exerciseId, row]));
  return new Map(
    exercises.map((exercise) => {
      const count = countOf.get(exercise.id);
      const failed = failedOf.get(exercise.id);
      const check = failed ? exercise.checks[failed.check] : undefined;
      return [
        exercise.id,
        {
          students: count?.students ?? 0,
          passed: count?.passed ?? 0,
          submissions: count?.submissions ?? 0,
          mostFailedCheck: failed && check ? { check: failed.check, failures: failed.failures, description: practiceText(locale, describeCheck(check)) } : null,
        },
      ];
    }),
  );
}
