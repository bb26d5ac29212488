import type { CheckOutcome, CheckReport, JsCheck, JsonValue, PracticeFile, PracticeText, RunVerdict } from "./contract";
import { CONSOLE_SHOWN, MAX_CONSOLE_CHARS } from "./contract";

// The `js` checker. A run is three scripts evaluated one after another in one fresh realm: the
// prelude (a console that records, and a hook under a name the student cannot guess), the
// student's files (prefixed by the registration of the functions the checks call), and the
// finish, which calls them and answers JSON. The server evaluates them in QuickJS
// (lib/practice/sandbox), the learning page in a Web Worker with `(0, eval)`; judgeJs turns
// either run into the same report.

export const JS_TIME_LIMIT_MS = 1000;
export const JS_MEMORY_LIMIT_BYTES = 32 * 1024 * 1024;

export type JsProgram = { prelude: string; source: string; finish: string };
export type JsError = { name: string; message: string };

/** What a runner gives back. */
export type JsRun = {
  /** Why the run was stopped from outside before it finished, or null. */
  stopped: "timeout" | "memory" | "output" | "crashed" | null;
  /** The student's script did not parse, or threw at the top level. */
  sourceError: JsError | null;
  /** The finish script's JSON answer; null when it did not run. */
  report: string | null;
  /** Console output the runner collected itself (the server's sink); null when the realm kept it (then it is in the report). */
  console: string | null;
};

type CallResult = { missing: true } | { ok: true; value: unknown } | { ok: false; error: JsError };
type FinishReport = { console: string; overflow: boolean; calls: CallResult[] };

function randomHookName(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return `__qadam_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

// Plain ES5 so that it reads the same in QuickJS and in every browser; the intrinsics it uses are
// taken before the student's code runs, so replacing JSON or Array methods cannot forge a report.
function preludeSource(hook: string): string {
  return `(function (g) {
  "use strict";
  var stringify = JSON.stringify, parse = JSON.parse, keys = Object.keys, isArray = Array.isArray, getProto = Object.getPrototypeOf;
  var objectProto = Object.prototype, apply = Reflect.apply, defineProperty = Object.defineProperty, toStr = String, isFinite_ = isFinite;
  var sink = g.__qadamSink;
  try { delete g.__qadamSink; } catch (e) {}
  var lines = [], size = 0, overflow = false, LIMIT = ${MAX_CONSOLE_CHARS};
  function canon(value, depth, seen) {
    var type = typeof value;
    if (value === null || type === "string" || type === "boolean") return value;
    if (type === "number") return isFinite_(value) ? (value === 0 ? 0 : value) : { $type: "number", value: toStr(value) };
    if (type === "undefined") return { $type: "undefined" };
    if (type === "bigint") return { $type: "bigint", value: toStr(value) };
    if (type === "function") return { $type: "function" };
    if (type === "symbol") return { $type: "symbol" };
    if (depth > 20) return { $type: "deep" };
    for (var s = 0; s < seen.length; s++) if (seen[s] === value) return { $type: "circular" };
    seen.push(value);
    var result;
    if (isArray(value)) {
      result = [];
      for (var i = 0; i < value.length && i < 1000; i++) result.push(canon(value[i], depth + 1, seen));
    } else {
      var proto = getProto(value);
      var names = keys(value).sort();
      var fields = {};
      for (var k = 0; k < names.length && k < 1000; k++) fields[names[k]] = canon(value[names[k]], depth + 1, seen);
      result = proto === objectProto || proto === null ? fields : { $type: "object", value: fields };
    }
    seen.pop();
    return result;
  }
  function display(value) {
    if (typeof value === "string") return value;
    if (typeof value === "object" && value !== null) { try { return stringify(canon(value, 0, [])); } catch (e) { return "[object]"; } }
    return toStr(value);
  }
  function write() {
    var line = "";
    for (var i = 0; i < arguments.length; i++) line += (i ? " " : "") + display(arguments[i]);
    if (sink) { sink(line); return; }
    if (overflow) throw new RangeError("console output limit");
    size += line.length + 1;
    if (size > LIMIT) { overflow = true; throw new RangeError("console output limit"); }
    lines.push(line);
  }
  g.console = { log: write, info: write, warn: write, error: write, debug: write };
  var lookups = null;
  defineProperty(g, "${hook}", { value: {
    register: function (found) { if (lookups === null) lookups = found; },
    finish: function (argsJson) {
      var argLists = parse(argsJson), calls = [];
      for (var i = 0; i < argLists.length; i++) {
        var fn = lookups && lookups[i] ? lookups[i]() : undefined;
        if (typeof fn !== "function") { calls.push({ missing: true }); continue; }
        try { calls.push({ ok: true, value: canon(apply(fn, undefined, argLists[i]), 0, []) }); }
        catch (e) { calls.push({ ok: false, error: { name: toStr(e && e.name), message: toStr(e && e.message) } }); }
      }
      return stringify({ console: lines.join("\\n"), overflow: overflow, calls: calls });
    }
  }, writable: false, configurable: false, enumerable: false });
})(globalThis);`;
}

type Call = { check: number; name: string; args: JsonValue[] };

function callsOf(checks: JsCheck[]): Call[] {
  return checks.flatMap((check, index) => (check.type === "console" ? [] : [{ check: index, name: check.name, args: check.args }]));
}

/** The three scripts of a run of `checks` over the student's `.js` files (in file order). */
export function jsProgram(files: PracticeFile[], checks: JsCheck[]): JsProgram {
  const hook = randomHookName();
  const calls = callsOf(checks);
  // Names are plain identifiers (contract.ts): a lookup reads the binding whether the student
  // declared it with function, var, let or const, and a binding still in its TDZ is "missing".
  const lookups = calls.map((call) => `function(){try{return typeof ${call.name}==="function"?${call.name}:undefined}catch(e){return undefined}}`).join(",");
  const code = files.filter((file) => file.name.endsWith(".js")).map((file) => file.content).join("\n;\n");
  return {
    prelude: preludeSource(hook),
    // On the student's first line, so that their line numbers stay as written.
    source: `${hook}.register([${lookups}]);${code}`,
    finish: `${hook}.finish(${JSON.stringify(JSON.stringify(calls.map((call) => call.args)))})`,
  };
}

function toJsError(error: unknown): JsError {
  if (error && typeof error === "object") {
    const { name, message } = error as { name?: unknown; message?: unknown };
    return { name: String(name ?? "Error"), message: String(message ?? "") };
  }
  return { name: "Error", message: String(error) };
}

/**
 * A runner over any realm that evaluates a global script synchronously (the learning page's Web
 * Worker passes `(code) => (0, eval)(code)`); a runner that can stop it (a time limit) says so
 * by `stopped` itself.
 */
export function evaluateJsProgram(program: JsProgram, evalScript: (code: string) => unknown): JsRun {
  try {
    evalScript(program.prelude);
  } catch {
    return { stopped: "crashed", sourceError: null, report: null, console: null };
  }
  let sourceError: JsError | null = null;
  try {
    evalScript(program.source);
  } catch (error) {
    sourceError = toJsError(error);
  }
  try {
    const report = evalScript(program.finish);
    return { stopped: null, sourceError, report: typeof report === "string" ? report : null, console: null };
  } catch {
    return { stopped: "crashed", sourceError, report: null, console: null };
  }
}

/** A JSON value as the realm's canon() writes it: keys sorted, -0 as 0. */
export function canonicalJson(value: JsonValue): string {
  const sort = (item: JsonValue): JsonValue => {
    if (Array.isArray(item)) return item.map(sort);
    if (item && typeof item === "object") return Object.fromEntries(Object.keys(item).sort().map((key) => [key, sort(item[key]!)]));
    return item === 0 ? 0 : item;
  };
  return JSON.stringify(sort(value));
}

/** A canon value for a message: JSON, with undefined, NaN and the like by their names. */
function shown(value: unknown): string {
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (item && typeof item === "object" && "$type" in item) {
      const tagged = item as { $type: string; value?: unknown };
      if (tagged.$type === "object") return tagged.value;
      return typeof tagged.value === "string" ? tagged.value : tagged.$type;
    }
    return item;
  });
  const plain = (text ?? "undefined").replace(/"(undefined|function|symbol|circular|deep|NaN|Infinity|-Infinity)"/g, "$1");
  return plain.length > 120 ? `${plain.slice(0, 119)}…` : plain;
}

const callText = (call: Call) => `${call.name}(${call.args.map((arg) => JSON.stringify(arg)).join(", ")})`;

/** Console text compared line by line, trailing spaces and final empty lines not counted. */
export function normaliseConsole(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.trimEnd())
    .join("\n")
    .replace(/\n+$/, "");
}

const STACK = /stack overflow|maximum call stack/i;
const MEMORY = /out of memory|allocation failed|invalid (array|string) length|string too long/i;

function verdictOf(run: JsRun, report: FinishReport | null): { verdict: RunVerdict; text: PracticeText | null } {
  if (report?.overflow || run.stopped === "output") return { verdict: "output", text: { key: "practice.verdict.output", values: { limit: MAX_CONSOLE_CHARS } } };
  if (run.stopped === "timeout") return { verdict: "timeout", text: { key: "practice.verdict.timeout", values: { seconds: JS_TIME_LIMIT_MS / 1000 } } };
  if (run.stopped === "memory") return { verdict: "memory", text: { key: "practice.verdict.memory", values: { megabytes: JS_MEMORY_LIMIT_BYTES / 1024 / 1024 } } };
  if (run.stopped === "crashed" || (!report && !run.sourceError)) return { verdict: "crashed", text: { key: "practice.verdict.crashed" } };
  const errors = [run.sourceError, ...(report?.calls ?? []).map((call) => ("ok" in call && !call.ok ? call.error : null))].filter((error): error is JsError => error !== null);
  if (errors.some((error) => STACK.test(error.message))) return { verdict: "stack", text: { key: "practice.verdict.stack" } };
  if (errors.some((error) => MEMORY.test(error.message))) return { verdict: "memory", text: { key: "practice.verdict.memory", values: { megabytes: JS_MEMORY_LIMIT_BYTES / 1024 / 1024 } } };
  if (run.sourceError?.name === "SyntaxError") return { verdict: "syntax", text: { key: "practice.verdict.syntax", values: { message: run.sourceError.message.slice(0, 200) } } };
  if (run.sourceError) return { verdict: "runtime", text: { key: "practice.verdict.runtime", values: { name: run.sourceError.name, message: run.sourceError.message.slice(0, 200) } } };
  return { verdict: "ok", text: null };
}

function parseReport(text: string | null): FinishReport | null {
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as FinishReport;
    return typeof value === "object" && value !== null && Array.isArray(value.calls) ? value : null;
  } catch {
    return null;
  }
}

/** The report of a run: every check passed or failed with its message. */
export function judgeJs(checks: JsCheck[], run: JsRun): CheckReport {
  const report = parseReport(run.report);
  const output = run.console ?? report?.console ?? "";
  const { verdict, text } = verdictOf(run, report);
  const stopped = verdict !== "ok" && verdict !== "runtime";
  const calls = callsOf(checks);
  const results: CheckOutcome[] = checks.map((check, index) => {
    if (stopped) return { check: index, passed: false, message: text ?? { key: "practice.verdict.crashed" } };
    if (check.type === "console") {
      const passed = normaliseConsole(output) === normaliseConsole(check.expected);
      const actual = normaliseConsole(output);
      return { check: index, passed, message: { key: passed ? "practice.check.consoleOk" : "practice.check.consoleWrong", values: { expected: shownText(check.expected), actual: shownText(actual) } } };
    }
    const callIndex = calls.findIndex((call) => call.check === index);
    const call = calls[callIndex]!;
    const result = report?.calls[callIndex];
    const values = { call: callText(call), name: call.name };
    if (!result || "missing" in result) return { check: index, passed: false, message: { key: "practice.check.functionMissing", values } };
    if (check.type === "throws") {
      return result.ok
        ? { check: index, passed: false, message: { key: "practice.check.didNotThrow", values: { ...values, actual: shown(result.value) } } }
        : { check: index, passed: true, message: { key: "practice.check.threwOk", values } };
    }
    if (!result.ok) return { check: index, passed: false, message: { key: "practice.check.threw", values: { ...values, error: `${result.error.name}: ${result.error.message}`.slice(0, 200) } } };
    const passed = JSON.stringify(result.value) === canonicalJson(check.expected);
    const expected = shown(check.expected);
    const message: PracticeText = passed
      ? { key: "practice.check.returnsOk", values: { ...values, expected } }
      : { key: "practice.check.returnsWrong", values: { ...values, expected, actual: shown(result.value) } };
    return { check: index, passed, message };
  });
  return { passed: verdict !== "runtime" && !stopped && results.every((result) => result.passed), verdict, verdictText: text, results, console: output.slice(0, CONSOLE_SHOWN) };
}

function shownText(text: string): string {
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}
