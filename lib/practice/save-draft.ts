import "server-only";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import type { PracticeFile } from "./contract";
import { getPracticeExerciseOrThrow } from "./exercise-access";

/** PUT /api/exercises/{id}/draft: the student's code as last typed, one row per exercise; an admin's is not kept. */
export async function saveDraft(input: { caller: Caller; exerciseId: string; files: PracticeFile[] }): Promise<{ draft: { files: PracticeFile[]; updatedAt: Date } | null }> {
  const { exercise, enrolled } = await getPracticeExerciseOrThrow({ caller: input.caller, exerciseId: input.exerciseId });
  if (!enrolled) return { draft: null };
  const files = input.files as unknown as Prisma.InputJsonValue;
  const row = await db().exerciseDraft.upsert({
    where: { userId_exerciseId: { userId: input.caller.id, exerciseId: exercise.id } },
    create: { userId: input.caller.id, exerciseId: exercise.id, files },
    update: { files },
    select: { files: true, updatedAt: true },
  });
  return { draft: { files: row.files as unknown as PracticeFile[], updatedAt: row.updatedAt } };
}
