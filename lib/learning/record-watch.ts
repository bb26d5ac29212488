import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { toPlayerSource } from "@/lib/video/to-player-source";
import { assertCanLearn, courseVisibilitySelect } from "./course-access";
import { tashkentDay } from "@/lib/streaks/streak";
import { coveredSeconds, mergeRanges, watchBudget, type WatchedRange } from "./watched-ranges";

/** The longest video the player may report (12 hours); longer lengths are junk. */
export const MAX_VIDEO_SECONDS = 12 * 60 * 60;

const WATCH_BATCH = "api.validation.watchBatch";
const seconds = z.number({ error: WATCH_BATCH }).min(0, WATCH_BATCH).max(MAX_VIDEO_SECONDS, WATCH_BATCH);

/**
 * POST /api/lessons/{lessonId}/watch: a batch of what the player saw play since its last report.
 * `ranges` are [start, end] seconds of the video; `position` is where it stands now; `duration`
 * is the video's length as the player knows it (taken only while the lesson has none).
 */
export const watchBody = z.object({
  ranges: z.array(z.tuple([seconds, seconds], { error: WATCH_BATCH }), { error: WATCH_BATCH }).max(100, WATCH_BATCH),
  position: seconds,
  duration: z.number({ error: WATCH_BATCH }).positive(WATCH_BATCH).max(MAX_VIDEO_SECONDS, WATCH_BATCH),
});
export type WatchBody = z.infer<typeof watchBody>;

export type WatchState = { watchedSeconds: number; videoSeconds: number; positionSeconds: number };

/**
 * Merges the batch into the caller's watched ranges of the lesson (issue 42). Idempotent: a batch
 * sent twice (a retry, a keepalive after the last interval) adds nothing the second time.
 * Bounded: ranges are clipped to the video's length (the first length reported, kept on the
 * lesson), and the total may not exceed twice the real time since the first report and half a
 * minute (watchBudget): more is refused with 409 watch_too_fast and nothing is recorded. An
 * admin without an enrolment leaves no trace.
 */
export async function recordWatch(input: { caller: Caller; lessonId: string; body: WatchBody }): Promise<WatchState | null> {
  const lesson = await db().lesson.findUnique({
    where: { id: input.lessonId },
    select: { id: true, videoUrl: true, videoSeconds: true, module: { select: { course: { select: courseVisibilitySelect } } } },
  });
  if (!lesson) throw new AppError("lesson_not_found");
  const { enrolled } = await assertCanLearn({ caller: input.caller, course: lesson.module.course, notFound: "lesson_not_found" });
  if (toPlayerSource(lesson.videoUrl) === null) throw new AppError("lesson_without_video");
  if (!enrolled) return null;

  // The first player to report the length sets it; later reports cannot change it (an admin can).
  let length = lesson.videoSeconds;
  if (length === null) {
    await db().lesson.updateMany({ where: { id: lesson.id, videoSeconds: null }, data: { videoSeconds: Math.max(1, Math.round(input.body.duration)) } });
    length = (await db().lesson.findUniqueOrThrow({ where: { id: lesson.id }, select: { videoSeconds: true } })).videoSeconds ?? 1;
  }
  const videoSeconds = length;

  return db().$transaction(async (tx) => {
    await tx.$executeRaw`
      INSERT INTO "LessonProgress" ("userId", "lessonId", "openedAt") VALUES (${input.caller.id}, ${lesson.id}, now())
      ON CONFLICT ("userId", "lessonId") DO NOTHING`;
    // The row lock makes two batches of one student merge one after the other.
    const [row] = await tx.$queryRaw<{ watchedRanges: unknown; watchStartedAt: Date | null; now: Date }[]>`
      SELECT "watchedRanges", "watchStartedAt", now() AS now FROM "LessonProgress"
      WHERE "userId" = ${input.caller.id} AND "lessonId" = ${lesson.id} FOR UPDATE`;
    const stored = storedRanges(row?.watchedRanges);
    const now = row?.now ?? new Date();
    const startedAt = row?.watchStartedAt ?? now;
    const merged = mergeRanges([...stored, ...input.body.ranges], videoSeconds);
    const total = coveredSeconds(merged);
    const before = coveredSeconds(mergeRanges(stored, videoSeconds));
    if (total > before && total > watchBudget((now.getTime() - startedAt.getTime()) / 1000)) throw new AppError("watch_too_fast");
    const positionSeconds = Math.min(videoSeconds, Math.floor(input.body.position));
    await tx.lessonProgress.update({
      where: { userId_lessonId: { userId: input.caller.id, lessonId: lesson.id } },
      data: { watchedRanges: merged as unknown as Prisma.InputJsonValue, watchedSeconds: total, positionSeconds, watchStartedAt: startedAt },
    });
    // A day of watching counts for the streak (lib/streaks/find-student-activity.ts), on Tashkent's calendar (UTC+5).
    if (total > before) {
      await tx.$executeRaw`INSERT INTO "WatchDay" ("userId", day) VALUES (${input.caller.id}, ${tashkentDay(now)}::date) ON CONFLICT DO NOTHING`;
    }
    return { watchedSeconds: total, videoSeconds, positionSeconds };
  });
}

const storedShape = z.array(z.tuple([z.number(), z.number()]));

function storedRanges(value: unknown): WatchedRange[] {
  const parsed = storedShape.safeParse(value);
  return parsed.success ? parsed.data : [];
}
