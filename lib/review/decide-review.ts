import "server-only";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { tellStudent } from "@/lib/outbox/student-events";
import type { ReviewDecision } from "./contract";
import { assertClaimedBy, lockIteration } from "./review-access";

/**
 * POST /api/review/submissions/{id}/decision: the claiming mentor finishes the review: accepts
 * with a score out of 100 (the lesson's practice is then done: the project's pass is written as a
 * checked exercise's is), or asks for changes with a summary (the student may then send the next
 * iteration). The student is told in the same transaction: their bell, and Telegram or SMS unless
 * they switched `project_reviewed` off. Nothing is half-written: a failure leaves it in review.
 */
export async function decideReview(input: { caller: Caller; submissionId: string; decision: ReviewDecision }): Promise<{ id: string; status: "accepted" | "changes_requested"; score: number | null; reviewedAt: Date }> {
  return db().$transaction(async (tx) => {
    const row = await lockIteration(tx, input.caller, input.submissionId);
    assertClaimedBy(input.caller, row);
    const accepted = input.decision.decision === "accept";
    const score = input.decision.decision === "accept" ? input.decision.score : null;
    const updated = await tx.projectSubmission.update({
      where: { id: row.id },
      data: { status: accepted ? "accepted" : "changes_requested", score, summary: input.decision.summary || null, reviewedAt: new Date() },
      select: { id: true, score: true, reviewedAt: true, exercise: { select: { titleUz: true, titleRu: true, lesson: { select: { module: { select: { courseId: true } } } } } } },
    });
    if (accepted) {
      await tx.$executeRaw`
        INSERT INTO "ExercisePass" ("userId", "exerciseId", "submissionId", "passedAt") VALUES (${row.userId}, ${row.exerciseId}, ${row.id}, now())
        ON CONFLICT ("userId", "exerciseId") DO NOTHING`;
    }
    const { exercise } = updated;
    await tellStudent(tx, {
      userId: row.userId,
      kind: "project_reviewed",
      eventKey: row.id,
      variant: accepted ? "Accepted" : "",
      values: (locale) => ({ project: locale === "ru" && exercise.titleRu ? exercise.titleRu : exercise.titleUz, ...(score === null ? {} : { score }) }),
      href: `/learning/${exercise.lesson.module.courseId}`,
    });
    return { id: updated.id, status: accepted ? ("accepted" as const) : ("changes_requested" as const), score: updated.score, reviewedAt: updated.reviewedAt! };
  });
}
