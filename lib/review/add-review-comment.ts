import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import type { ProjectFile } from "./contract";
import { assertClaimedBy, lockIteration } from "./review-access";
import { commentSelect, type ReviewComment } from "./shapes";

/**
 * POST /api/review/submissions/{id}/comments: the claiming mentor's comment on one line of one of
 * the iteration's files (the student reads it once the review is finished). A file the iteration
 * does not have, or a line past its end, is 400.
 */
export async function addReviewComment(input: { caller: Caller; submissionId: string; file: string; line: number; body: string }): Promise<ReviewComment> {
  return db().$transaction(async (tx) => {
    const row = await lockIteration(tx, input.caller, input.submissionId);
    assertClaimedBy(input.caller, row);
    const file = (row.files as ProjectFile[]).find((candidate) => candidate.name === input.file);
    if (!file) throw new AppError("invalid_input", "api.problems.reviewCommentFile");
    if (input.line > file.content.split("\n").length) throw new AppError("invalid_input", "api.problems.reviewCommentLine");
    return tx.projectComment.create({
      data: { submissionId: row.id, authorId: input.caller.id, file: file.name, line: input.line, body: input.body },
      select: commentSelect,
    });
  });
}
