import { z } from "zod";
import { balanceNumber, fullNameField, phoneField, roleField } from "@/lib/users/user-fields";
import { toDateColumn } from "./db-date";
import { DAY_LABELS } from "./week";

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

// The edit form's inputs are texts; a number field is parsed and then checked by the rule above.
const requiredNumber = (rule: z.ZodNumber, required: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .transform((text) => Number(text))
    .pipe(rule);
const optionalNumber = (rule: z.ZodNumber) =>
  z
    .string()
    .trim()
    .transform((text) => (text === "" ? null : Number(text)))
    .pipe(rule.nullable());

const BALANCE_AND_STEP_REQUIRED = "api.validation.balanceAndStepRequired";

/**
 * The offline edit modal (admin §2, §5): name and phone, role, balance and step are required;
 * the total, the arrival date (any accepted date text, empty clears it) and today's score with
 * its note are optional. Each message is an api.validation key shown under its field.
 */
export const offlineEditForm = z.object({
  fullName: fullNameField,
  phone: phoneField,
  role: roleField,
  balance: requiredNumber(balanceNumber, BALANCE_AND_STEP_REQUIRED),
  step: requiredNumber(stepNumber, BALANCE_AND_STEP_REQUIRED),
  totalScore: optionalNumber(totalScoreNumber),
  arrivalDate: z
    .string()
    .max(40, "api.validation.arrivalDate")
    .refine((value) => value.trim() === "" || toDateColumn(value) !== null, "api.validation.arrivalDate"),
  attendanceDays: z.array(z.enum(DAY_LABELS, { error: "api.validation.attendanceDays" })),
  todayScore: optionalNumber(dailyScoreNumber),
  todayNote: scoreNote,
});

export type OfflineEditFormInput = z.input<typeof offlineEditForm>;
export type OfflineEditFormOutput = z.output<typeof offlineEditForm>;
