import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locales";
import { localizedText } from "@/lib/i18n/localized-text";
import type { PracticeFile } from "./contract";
import { getPracticeExerciseOrThrow } from "./exercise-access";

/** GET /api/exercises/{id}/hints/{index}: one hint, in the caller's language; the page opens them one by one. */
export async function getHint(input: { caller: Caller; exerciseId: string; index: number; locale: Locale }) {
  const { exercise } = await getPracticeExerciseOrThrow({ caller: input.caller, exerciseId: input.exerciseId });
  const hint = exercise.hintsUz[input.index];
  if (hint === undefined) throw new AppError("hint_not_found");
  return { index: input.index, hint: localizedText(input.locale, hint, exercise.hintsRu[input.index]), hintsCount: exercise.hintsUz.length };
}

/** GET /api/exercises/{id}/solution: the reference solution, for a student once they have passed (admins always). */
export async function getSolution(input: { caller: Caller; exerciseId: string }): Promise<{ files: PracticeFile[] }> {
  const { exercise } = await getPracticeExerciseOrThrow({ caller: input.caller, exerciseId: input.exerciseId });
  if (input.caller.role !== "admin") {
    const passed = await db().exercisePass.count({ where: { userId: input.caller.id, exerciseId: exercise.id } });
    if (!passed) throw new AppError("solution_locked");
  }
  return { files: exercise.solutionFiles };
}
