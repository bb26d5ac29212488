import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { assertMentorOf } from "./mentor-access";

/** GET /api/project-submissions/{id}/archive: the iteration's archive, for its student and their mentors only (403 for anyone else). */
export async function getProjectArchive(input: { caller: Caller; submissionId: string }): Promise<{ data: Uint8Array<ArrayBuffer>; name: string; type: string }> {
  const row = await db().projectSubmission.findUnique({
    where: { id: input.submissionId },
    select: { userId: true, archive: true, archiveName: true, archiveType: true },
  });
  if (!row) throw new AppError("project_submission_not_found");
  if (row.userId !== input.caller.id) await assertMentorOf(input.caller, row.userId);
  if (!row.archive || !row.archiveName || !row.archiveType) throw new AppError("not_found");
  return { data: new Uint8Array(row.archive), name: row.archiveName, type: row.archiveType };
}
