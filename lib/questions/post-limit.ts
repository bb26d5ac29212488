import "server-only";
import type { Caller } from "@/lib/auth/session";
import { consumeAttempt } from "@/lib/auth/rate-limit";
import { env } from "@/lib/env";

/**
 * Counts one post (question or answer) of the caller before it is written, in the project's
 * PostgreSQL counters, so parallel posts cannot all pass the limit together; past it, 429 with
 * Retry-After. Mentors answer many students and get five times a student's limit.
 */
export async function countQuestionPost(caller: Caller, mentor: boolean): Promise<void> {
  const perWindow = env().RATE_LIMIT_QUESTION_POSTS;
  await consumeAttempt({ key: `question-post:${caller.id}`, max: mentor ? perWindow * 5 : perWindow, windowMinutes: env().RATE_LIMIT_QUESTION_WINDOW_MINUTES });
}
