import { z } from "zod";
import { recordId } from "@/lib/api/record-id";
import { quizInput } from "./quiz";

// The practice contract (issue 20), shared by the server, the learning page and the admin CMS:
// files, the declarative checks a teacher builds in a form, and what a run of them answers.
// lib/practice/README.md describes the routes that carry these shapes.

export const EXERCISE_KINDS = ["web", "js", "quiz"] as const;
export type ExerciseKind = (typeof EXERCISE_KINDS)[number];
/** The kinds whose work is code run through checks (a quiz is graded by lib/practice/quiz.ts). */
export const CODE_KINDS = ["web", "js"] as const;
export type CodeKind = (typeof CODE_KINDS)[number];

// ---------------------------------------------------------------------------------------------
// Files

/** `index.html`, `style.css`, `main.js` …: lower-case, one dot, an extension a runner knows. */
export const FILE_NAME = /^[a-z0-9][a-z0-9_-]{0,39}\.(html|css|js)$/;
export const MAX_FILES = 6;
/** Characters of one file and of all files of a submission; a body past the route's limit is 413. */
export const MAX_FILE_CHARS = 50_000;
export const MAX_SOURCE_CHARS = 100_000;
/** The JSON body of a draft or a submission: the files with room for escapes. */
export const MAX_PRACTICE_BODY_BYTES = 256 * 1024;

export const practiceFile = z.object({
  name: z.string({ error: "api.validation.practiceFileName" }).regex(FILE_NAME, "api.validation.practiceFileName"),
  content: z.string({ error: "api.validation.practiceFileContent" }).max(MAX_FILE_CHARS, "api.validation.practiceFileTooLong"),
});
export type PracticeFile = z.infer<typeof practiceFile>;

export const practiceFiles = z
  .array(practiceFile, { error: "api.validation.practiceFiles" })
  .min(1, "api.validation.practiceFiles")
  .max(MAX_FILES, "api.validation.practiceFilesTooMany")
  .refine((files) => new Set(files.map((file) => file.name)).size === files.length, "api.validation.practiceFileDuplicate")
  .refine((files) => files.reduce((sum, file) => sum + file.content.length, 0) <= MAX_SOURCE_CHARS, "api.validation.practiceSourceTooLong");

/** PUT /api/exercises/{id}/draft and POST /api/exercises/{id}/submissions. */
export const practiceFilesBody = z.object({ files: practiceFiles });

// ---------------------------------------------------------------------------------------------
// Values in `js` checks: JSON (arguments and expected results are typed in a form), and the
// values JSON lacks (issue 40) as objects with the reserved key `$js` (JS_VALUE_TAGS):
//   {"$js":"NaN"} {"$js":"Infinity"} {"$js":"-Infinity"} {"$js":"-0"} {"$js":"undefined"}
//   {"$js":"Date","iso":"2024-01-31T00:00:00.000Z"}
//   {"$js":"Map","entries":[[key, value], …]}  {"$js":"Set","values":[…]}  (compared in any order)
//   {"$js":"function","source":"(x) => x > 1"}  (an argument: the source of a function expression,
//   evaluated in the sandbox; as an expected value: any function)
// Everything else keeps its JSON meaning; a plain 0 expected still accepts -0, {"$js":"-0"} only -0.

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export const JS_SPECIAL_VALUES = ["NaN", "Infinity", "-Infinity", "-0", "undefined"] as const;

const taggedValue: z.ZodType<JsonValue> = z.lazy(() =>
  z.union([
    z.strictObject({ $js: z.enum(JS_SPECIAL_VALUES) }),
    z.strictObject({ $js: z.literal("Date"), iso: z.string().max(100).refine((iso) => !Number.isNaN(Date.parse(iso))) }),
    z.strictObject({ $js: z.literal("Map"), entries: z.array(z.tuple([jsonValue, jsonValue])).max(100) }),
    z.strictObject({ $js: z.literal("Set"), values: z.array(jsonValue).max(100) }),
    z.strictObject({ $js: z.literal("function"), source: z.string().min(1).max(2000) }),
  ]),
);

export const jsonValue: z.ZodType<JsonValue> = z.lazy(() =>
  z.union([
    z.string().max(2000),
    z.number().refine(Number.isFinite),
    z.boolean(),
    z.null(),
    z.array(jsonValue).max(100),
    z
      .record(z.string().max(100), jsonValue)
      .refine((value) => Object.keys(value).length <= 100)
      .refine((value) => !("$js" in value) || taggedValue.safeParse(value).success, "api.validation.checkValue"),
  ]),
);

// ---------------------------------------------------------------------------------------------
// Checks

const selector = z.string({ error: "api.validation.checkSelector" }).trim().min(1, "api.validation.checkSelector").max(300, "api.validation.checkSelector");
const checkText = z.string({ error: "api.validation.checkValue" }).max(2000, "api.validation.checkValue");
/** A function the student writes: a plain identifier, so a check never evaluates an expression. */
const functionName = z.string({ error: "api.validation.checkFunction" }).regex(/^[A-Za-z_$][A-Za-z0-9_$]{0,63}$/, "api.validation.checkFunction");
const callArgs = z.array(jsonValue, { error: "api.validation.checkArgs" }).max(10, "api.validation.checkArgs");

/** A regular expression a teacher writes (JavaScript syntax, without slashes or flags). */
const pattern = z
  .string({ error: "api.validation.checkPattern" })
  .min(1, "api.validation.checkPattern")
  .max(300, "api.validation.checkPattern")
  .refine((source) => {
    try {
      new RegExp(source, "u");
      return true;
    } catch {
      return false;
    }
  }, "api.validation.checkPattern");

/**
 * Both kinds (issue 40): the student's source must (`must: "match"`) or must not (`"notMatch"`)
 * match `pattern` (a forbidden method, a closing tag). Over `file` when given, else every file
 * joined by newlines; `ignoreCase` adds the `i` flag. Comments count: it reads the text as typed.
 */
export const sourceCheck = z.object({
  type: z.literal("source"),
  must: z.enum(["match", "notMatch"]),
  pattern,
  ignoreCase: z.boolean().optional(),
  file: z.string({ error: "api.validation.practiceFileName" }).regex(FILE_NAME, "api.validation.practiceFileName").optional(),
});

/** `web`: over the parsed HTML (every .html file) and CSS (.css files and `<style>` elements). */
export const webCheck = z.discriminatedUnion("type", [
  /** An element matches the selector. */
  z.object({ type: z.literal("exists"), selector }),
  /** At least `min` elements match, and at most `max` when given (issue 40: `min` may be 0; min = max is "exactly"). */
  z
    .object({
      type: z.literal("count"),
      selector,
      min: z.int("api.validation.checkCount").min(0, "api.validation.checkCount").max(1000, "api.validation.checkCount"),
      max: z.int("api.validation.checkCount").min(0, "api.validation.checkCount").max(1000, "api.validation.checkCount").optional(),
    })
    .refine((value) => value.max === undefined || value.max >= value.min, { message: "api.validation.checkCount", path: ["max"] }),
  /**
   * The first match's text (whitespace collapsed, trimmed) equals or contains `value`, or matches
   * it as a regular expression (`matches`, issue 40); case-sensitive unless `ignoreCase`.
   */
  z
    .object({ type: z.literal("text"), selector, match: z.enum(["equals", "contains", "matches"]), value: checkText, ignoreCase: z.boolean().optional() })
    .refine((value) => value.match !== "matches" || pattern.safeParse(value.value).success, { message: "api.validation.checkPattern", path: ["value"] }),
  /** Issue 40: no element matches the selector. */
  z.object({ type: z.literal("none"), selector }),
  /** Issue 40: at least one element matches, and every one has non-blank text. */
  z.object({ type: z.literal("everyText"), selector }),
  /** The first match has the attribute with exactly this value. */
  z.object({
    type: z.literal("attribute"),
    selector,
    name: z.string({ error: "api.validation.checkAttribute" }).regex(/^[a-zA-Z_:][a-zA-Z0-9_:.-]{0,63}$/, "api.validation.checkAttribute"),
    value: checkText,
  }),
  /** A style rule whose selector list names `selector` sets `property` to `value` (the last such declaration wins; case and spaces are normalised). */
  z.object({
    type: z.literal("css"),
    selector,
    property: z.string({ error: "api.validation.checkProperty" }).regex(/^-?[a-zA-Z][a-zA-Z0-9-]{0,63}$/, "api.validation.checkProperty"),
    value: checkText.min(1, "api.validation.checkValue"),
  }),
  sourceCheck,
]);

/**
 * `js` (issue 40, DOM exercises): the script runs against a page (the exercise's first `.html`
 * file, parsed by linkedom in the same realm); after it ran, this check clicks the first match of
 * `click` when given (a bubbling, cancelable `click` event), then reads the first match of
 * `selector`: its text (whitespace collapsed, trimmed), or the attribute `name`, or (`count`) how
 * many match, and compares it with `value` (as written; a count as its decimal number). DOM checks
 * run in the teacher's order on one page, each after the ones before it.
 */
export const domCheck = z
  .object({
    type: z.literal("dom"),
    selector,
    read: z.enum(["text", "attribute", "count"]),
    name: z.string({ error: "api.validation.checkAttribute" }).regex(/^[a-zA-Z_:][a-zA-Z0-9_:.-]{0,63}$/, "api.validation.checkAttribute").optional(),
    value: checkText,
    click: selector.optional(),
  })
  .refine((value) => value.read !== "attribute" || value.name !== undefined, { message: "api.validation.checkAttribute", path: ["name"] })
  .refine((value) => value.read !== "count" || /^\d{1,4}$/.test(value.value.trim()), { message: "api.validation.checkCount", path: ["value"] });

/** `js`: the student's files run as one script, then each check calls into it. */
export const jsCheck = z.discriminatedUnion("type", [
  /**
   * `name(...args)` returns a value deep-equal to `expected`. Added by issue 40, both optional:
   * `unchanged` — the arguments are deep-equal after the call to what they were before;
   * `twice` — a second call (with fresh arguments) returns `expected` too.
   */
  z.object({ type: z.literal("returns"), name: functionName, args: callArgs, expected: jsonValue, unchanged: z.boolean().optional(), twice: z.boolean().optional() }),
  /** Everything written with console.log/info/warn/error, lines joined by \n, equals `expected` (trailing spaces and the final newline ignored). */
  z.object({ type: z.literal("console"), expected: z.string({ error: "api.validation.checkValue" }).max(10_000, "api.validation.checkValue") }),
  /** `name(...args)` throws. */
  z.object({ type: z.literal("throws"), name: functionName, args: callArgs }),
  domCheck,
  sourceCheck,
]);

// One discriminated union (not a union of the two), so that a bad field is named by its path
// (checks.2.selector) rather than the whole check being "invalid": the CMS form shows it there.
export const check = z.discriminatedUnion("type", [...webCheck.options, ...jsCheck.options.filter((option) => option !== sourceCheck)]);
export type WebCheck = z.infer<typeof webCheck>;
export type JsCheck = z.infer<typeof jsCheck>;
export type Check = z.infer<typeof check>;

export const WEB_CHECK_TYPES = ["exists", "count", "text", "attribute", "css", "none", "everyText", "source"] as const;
export const JS_CHECK_TYPES = ["returns", "console", "throws", "dom", "source"] as const;

export function isWebCheck(value: Check): value is WebCheck {
  return (WEB_CHECK_TYPES as readonly string[]).includes(value.type);
}

export function isJsCheck(value: Check): value is JsCheck {
  return (JS_CHECK_TYPES as readonly string[]).includes(value.type);
}

// ---------------------------------------------------------------------------------------------
// Results

/**
 * How a run ended. `ok`: the code parsed and ran (web: parsed); the others stop the run and
 * fail every check not yet passed: `syntax` (the JavaScript does not parse), `timeout` (over 1 s
 * of CPU on the server, or 5 s of wall time while starved of it; of wall time in the browser),
 * `memory` (over 32 MB), `stack` (recursion too deep), `output` (console output over the limit),
 * `crashed` (the sandbox itself failed). `runtime`: the top-level code threw; checks still run
 * against what was defined.
 */
export const RUN_VERDICTS = ["ok", "runtime", "syntax", "timeout", "memory", "stack", "output", "crashed"] as const;
export type RunVerdict = (typeof RUN_VERDICTS)[number];

/** A message key under `practice.` with its values, rendered in the reader's language. */
export type PracticeText = { key: string; values?: Record<string, string | number> };

/** One check's outcome as the checker returns it (both sides) and as a submission stores it. */
export type CheckOutcome = { check: number; passed: boolean; message: PracticeText };

/** A run of every check of an exercise over some files. */
export type CheckReport = {
  passed: boolean;
  verdict: RunVerdict;
  /** Why the run stopped (the error's name and message for syntax/runtime), or null. */
  verdictText: PracticeText | null;
  results: CheckOutcome[];
  /** `js`: what the program wrote to the console, cut at CONSOLE_SHOWN characters. */
  console: string;
};

/** Console output a run keeps before the verdict is `output`; and what an answer shows of it. */
export const MAX_CONSOLE_CHARS = 100_000;
export const CONSOLE_SHOWN = 10_000;

// ---------------------------------------------------------------------------------------------
// Admin: an exercise as the CMS writes it

const title = z.string({ error: "api.validation.exerciseTitle" }).trim().min(1, "api.validation.exerciseTitle").max(200, "api.validation.exerciseTitle");
const statement = z.string({ error: "api.validation.exerciseStatement" }).trim().min(1, "api.validation.exerciseStatement").max(10_000, "api.validation.exerciseStatement");
const hints = z.array(z.string().trim().min(1, "api.validation.exerciseHint").max(2000, "api.validation.exerciseHint"), { error: "api.validation.exerciseHint" }).max(10, "api.validation.exerciseHint");
// DESIGN: an exercise's Russian texts are optional, an empty one read as its Uzbek text
// (lib/i18n/localized-text.ts); they are held to the Uzbek limits.
const russianTitle = z.string({ error: "api.validation.exerciseTitle" }).trim().max(200, "api.validation.exerciseTitle").default("");
const russianStatement = z.string({ error: "api.validation.exerciseStatement" }).trim().max(10_000, "api.validation.exerciseStatement").default("");
const russianHints = z.array(z.string().trim().max(2000, "api.validation.exerciseHint"), { error: "api.validation.exerciseHint" }).max(10, "api.validation.exerciseHint");

const exerciseFields = z.object({
  kind: z.enum(CODE_KINDS, { error: "api.validation.exerciseKind" }),
  titleUz: title,
  titleRu: russianTitle,
  statementUz: statement,
  statementRu: russianStatement,
  starterFiles: practiceFiles,
  hintsUz: hints.default([]),
  // One per Uzbek hint (an empty one is read as the Uzbek hint); none at all is no translation.
  hintsRu: russianHints.default([]),
  checks: z.array(check, { error: "api.validation.exerciseChecks" }).min(1, "api.validation.exerciseChecks").max(30, "api.validation.exerciseChecks"),
  solutionFiles: practiceFiles,
  /** Publishing runs the solution through every check on the server first (409 when one fails). */
  published: z.boolean().default(false),
});

type ExerciseFields = z.output<typeof exerciseFields>;

function sameKind(value: ExerciseFields, ctx: z.RefinementCtx) {
  const fits = value.kind === "web" ? isWebCheck : isJsCheck;
  value.checks.forEach((item, index) => {
    if (!fits(item)) ctx.addIssue({ code: "custom", message: "api.validation.checkKind", path: ["checks", index, "type"] });
  });
  pairedHints(value, ctx);
}

function pairedHints(value: { hintsUz: string[]; hintsRu: string[] }, ctx: z.RefinementCtx) {
  if (value.hintsRu.length > 0 && value.hintsUz.length !== value.hintsRu.length) ctx.addIssue({ code: "custom", message: "api.validation.exerciseHintsPaired", path: ["hintsRu"] });
}

/** Issue 40: a quiz has texts and hints as an exercise does, and questions in place of files and checks. */
const quizExerciseFields = z.object({
  kind: z.literal("quiz", { error: "api.validation.exerciseKind" }),
  titleUz: title,
  titleRu: russianTitle,
  statementUz: statement,
  statementRu: russianStatement,
  hintsUz: hints.default([]),
  hintsRu: russianHints.default([]),
  quiz: quizInput,
  /** Publishing needs a right answer to every question (400 quiz_incomplete). */
  published: z.boolean().default(false),
});

/** POST /api/admin/lessons/{lessonId}/exercises and PUT /api/admin/exercises/{id} (the whole exercise). */
export const exerciseBody = z.discriminatedUnion("kind", [exerciseFields.superRefine(sameKind), quizExerciseFields.superRefine(pairedHints)], { error: "api.validation.exerciseKind" });
export type ExerciseInput = z.output<typeof exerciseBody>;
export type CodeExerciseInput = Extract<ExerciseInput, { kind: CodeKind }>;
export type QuizExerciseInput = Extract<ExerciseInput, { kind: "quiz" }>;

/** PUT /api/admin/lessons/{lessonId}/exercises/order: every exercise of the lesson, in the new order. */
export const exerciseOrderBody = z.object({ ids: z.array(recordId, { error: "api.validation.exerciseOrder" }).min(1, "api.validation.exerciseOrder").max(100, "api.validation.exerciseOrder") });

export const exerciseIdParams = z.object({ id: recordId });
export const hintParams = z.object({ id: recordId, index: z.coerce.number({ error: "api.validation.hintIndex" }).int("api.validation.hintIndex").min(0, "api.validation.hintIndex").max(9, "api.validation.hintIndex") });
