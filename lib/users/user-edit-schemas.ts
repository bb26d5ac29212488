import { z } from "zod";
import type { ApiText } from "@/lib/i18n/api-text";
import { normalizePhone } from "@/lib/format/phone";
import { parseDayMonthUz } from "@/lib/format/parse-day-month";
import { toDateColumn } from "@/lib/offline/db-date";
import { dailyScoreNumber, scoreNote, stepNumber, totalScoreNumber } from "@/lib/offline/schemas";
import { DAY_LABELS } from "@/lib/offline/week";
import { balanceNumber, fullNameField, phoneField, roleField } from "./user-fields";

// The bodies of PUT /api/admin/users/{id}, one strict schema per form the admin client sends
// (admin-side §5, §7), browser-safe and built from the fields the forms validate with. The
// old client sends no form name, so `userEditBody` picks the form from the set of fields sent
// (see FORM_ORDER) before that form's schema parses the whole body.

const NAME_AND_PHONE_REQUIRED = "api.validation.nameAndPhoneRequired";
const BALANCE_AND_STEP_REQUIRED = "api.validation.balanceAndStepRequired";
const UNKNOWN_FIELD = "api.validation.unknownField";

/** A number field whose absence has its own message (admin §5: 'Balans va qadam to'ldirilishi shart'). */
const requiredNumber = (rule: z.ZodNumber, typeMessage: string, required: string) =>
  z.number({ error: (issue) => (issue.input === undefined ? required : typeMessage) }).pipe(rule);

const fullName = z.string({ error: NAME_AND_PHONE_REQUIRED }).pipe(fullNameField);

/** Stored normalised ('+998' and 9 digits), whatever spelling the form sent. */
const phone = z
  .string({ error: NAME_AND_PHONE_REQUIRED })
  .pipe(phoneField)
  .transform((value) => normalizePhone(value) ?? value);

export { roleField };

/** The new balance (admin §7 sends the whole figure, not a change). */
export const balanceField = balanceNumber;

/**
 * Optional: the balance the form showed. When sent and the stored balance has moved since
 * (a top-up approved, a course bought, another admin's save), the edit is a 409 and nothing
 * changes, so a stale form cannot undo a payment. The old client does not send it.
 */
export const expectedBalanceField = balanceNumber.optional();

// Free text in any accepted date format (spec §5 Dates); empty or null clears it.
const arrivalDate = z.union([z.string().max(40, "api.validation.arrivalDate"), z.null()], { error: "api.validation.arrivalDate" }).transform((value, ctx) => {
  if (value === null || value.trim() === "") return null;
  const date = toDateColumn(value);
  if (!date) {
    ctx.addIssue({ code: "custom", message: "api.validation.arrivalDate" });
    return z.NEVER;
  }
  return date;
});

const scoreDate = z
  .string({ error: "api.validation.scoreDate" })
  .max(40, "api.validation.scoreDate")
  .transform((value, ctx) => {
    // An ISO date, or the spec's own 'D-monthname' form ('22-noyabr', admin-side §3).
    const date = toDateColumn(value) ?? parseDayMonthUz(value);
    if (!date) {
      ctx.addIssue({ code: "custom", message: "api.validation.scoreDate" });
      return z.NEVER;
    }
    return date;
  });

const weekScore = z.strictObject(
  {
    // Absent means today in Tashkent.
    date: scoreDate.optional(),
    score: dailyScoreNumber,
    note: scoreNote.optional(),
  },
  { error: "api.validation.dailyScores" },
);

/** The settings profile (admin §2 Settings): name and phone. */
export const updateProfileBody = z.strictObject({ fullName, phone }, { error: UNKNOWN_FIELD });

/** The users page's edit modal (admin §5 User edit): name, phone, role; balance and step when filled in. */
export const updateAccountBody = z.strictObject(
  {
    fullName,
    phone,
    role: roleField.optional(),
    balance: balanceField.optional(),
    expectedBalance: expectedBalanceField,
    step: stepNumber.optional(),
  },
  { error: UNKNOWN_FIELD },
);

/** The offline edit modal (admin §2, §5 Offline edit): balance and step required, the rest optional. */
export const updateOfflineRecordBody = z.strictObject(
  {
    fullName,
    phone,
    role: roleField.optional(),
    balance: requiredNumber(balanceNumber, "api.validation.balanceInteger", BALANCE_AND_STEP_REQUIRED),
    expectedBalance: expectedBalanceField,
    step: requiredNumber(stepNumber, "api.validation.stepInteger", BALANCE_AND_STEP_REQUIRED),
    totalScore: totalScoreNumber.optional(),
    arrivalDate: arrivalDate.optional(),
    attendanceDays: z.array(z.enum(DAY_LABELS, { error: "api.validation.attendanceDays" }), { error: "api.validation.attendanceDays" }).max(7, "api.validation.attendanceDays").optional(),
    weekScores: z.array(weekScore, { error: "api.validation.dailyScores" }).max(31, "api.validation.dailyScoresTooMany").optional(),
  },
  { error: UNKNOWN_FIELD },
);

const warningsList = z.array(z.string({ error: "api.validation.warnings" }), { error: "api.validation.warnings" }).max(3, "api.validation.warnings");

/**
 * The offline card's warnings editor: the whole list of three reasons ('' is no warning), and
 * optionally the list the editor showed (`expectedWarnings`): a list changed since is a 409, so a
 * stale page cannot bring back a warning another admin cancelled.
 */
export const setWarningsBody = z.strictObject({ warnings: warningsList, expectedWarnings: warningsList.optional() }, { error: UNKNOWN_FIELD });

/** The offline card's certificates editor: up to 7 flags in order, or the unlocked names. */
export const setCertificatesBody = z.strictObject(
  {
    certificates: z
      .array(z.union([z.boolean(), z.string().max(200, "api.validation.certificates")], { error: "api.validation.certificates" }), { error: "api.validation.certificates" })
      .max(7, "api.validation.certificates"),
  },
  { error: UNKNOWN_FIELD },
);

export type UpdateProfileInput = z.output<typeof updateProfileBody>;
export type UpdateAccountInput = z.output<typeof updateAccountBody>;
export type UpdateOfflineRecordInput = z.output<typeof updateOfflineRecordBody>;

const FORMS = {
  warnings: setWarningsBody,
  certificates: setCertificatesBody,
  profile: updateProfileBody,
  account: updateAccountBody,
  offline: updateOfflineRecordBody,
} as const;

export type UserEditForm = keyof typeof FORMS;

/**
 * Narrowest first: the profile's fields are a subset of the account's, which are a subset of
 * the offline record's, so a body is the first form whose fields include every field sent.
 * The old client's bodies land exactly: settings {fullName, phone} → profile; the users modal
 * {fullName, phone, role, balance?, step?} → account; the offline modal (which always sends
 * arrivalDate and attendanceDays, and may send totalScore and weekScores) → offline;
 * {warnings} and {certificates} → their editors.
 */
const FORM_ORDER: readonly UserEditForm[] = ["warnings", "certificates", "profile", "account", "offline"];

const formAccepts = (form: UserEditForm, key: string) => Object.hasOwn(FORMS[form].shape, key);

/** Which form a body is, or why it is none: empty, a field no form has, or fields of two forms. */
export function pickUserEditForm(body: Record<string, unknown>): { form: UserEditForm } | { problem: ApiText } {
  const keys = Object.keys(body);
  if (keys.length === 0) return { problem: { key: "api.validation.nothingToChange" } };
  const unknown = keys.find((key) => !FORM_ORDER.some((form) => formAccepts(form, key)));
  if (unknown !== undefined) return { problem: { key: UNKNOWN_FIELD, values: { field: unknown.slice(0, 40) } } };
  const form = FORM_ORDER.find((candidate) => keys.every((key) => formAccepts(candidate, key)));
  return form ? { form } : { problem: { key: "api.validation.mixedForms" } };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * PUT /api/admin/users/{id}: `{ form, input }`, the form picked explicitly and its body parsed
 * by that form's strict schema. A body of no form, or mixing two forms' fields, is a 400.
 */
export const userEditBody = z.preprocess(
  (value, ctx) => {
    if (!isPlainObject(value)) return value;
    const picked = pickUserEditForm(value);
    if ("problem" in picked) {
      ctx.addIssue({ code: "custom", message: picked.problem.key, params: picked.problem.values, input: value });
      return z.NEVER;
    }
    return { form: picked.form, input: value };
  },
  z.discriminatedUnion(
    "form",
    [
      z.object({ form: z.literal("warnings"), input: setWarningsBody }),
      z.object({ form: z.literal("certificates"), input: setCertificatesBody }),
      z.object({ form: z.literal("profile"), input: updateProfileBody }),
      z.object({ form: z.literal("account"), input: updateAccountBody }),
      z.object({ form: z.literal("offline"), input: updateOfflineRecordBody }),
    ],
    { error: "api.errors.invalid_input" },
  ),
);
