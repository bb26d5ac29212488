import { z } from "zod";

// The offline record's rules, browser-safe (no server code): the routes parse with them and the
// admin's forms validate with them, so a field's error is the server's own api.validation key.

export const MAX_STEP = 100_000;
export const MAX_DAILY_SCORE = 100_000;
export const MAX_TOTAL_SCORE = 10_000_000;
export const MAX_NOTE_LENGTH = 500;

export const stepNumber = z
  .number({ error: "api.validation.stepInteger" })
  .int("api.validation.stepInteger")
  .min(1, "api.validation.stepMin")
  .max(MAX_STEP, "api.validation.stepTooLarge");

export const dailyScoreNumber = z
  .number({ error: "api.validation.scoreInteger" })
  .int("api.validation.scoreInteger")
  .min(0, "api.validation.scoreNegative")
  .max(MAX_DAILY_SCORE, "api.validation.scoreTooLarge");

export const totalScoreNumber = z
  .number({ error: "api.validation.totalScoreInteger" })
  .int("api.validation.totalScoreInteger")
  .min(0, "api.validation.totalScoreNegative")
  .max(MAX_TOTAL_SCORE, "api.validation.totalScoreTooLarge");

export const scoreNote = z.string({ error: "api.validation.noteText" }).trim().max(MAX_NOTE_LENGTH, "api.validation.noteTooLong");

/** PUT /api/admin/offline/students/{id}/step: the register's step cell. */
export const setStepBody = z.object({ step: stepNumber });

/** PUT …/scores/{date}: one register cell, a score (null clears the day) and, when sent, its note. */
export const setDailyScoreBody = z.object({ score: dailyScoreNumber.nullable(), note: scoreNote.optional() });
