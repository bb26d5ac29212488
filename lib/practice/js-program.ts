import type { CheckOutcome, CheckReport, JsCheck, JsonValue, PracticeFile, PracticeText, RunVerdict } from "./contract";
import { CONSOLE_SHOWN, MAX_CONSOLE_CHARS } from "./contract";
import { jsLiteral, sameJs, shownResult } from "./js-values";
import { checkSource } from "./check-source";

// The `js` checker. A run evaluates two scripts one after another in one fresh realm, then calls
// a function: the prelude (a console that records; a register hook under a name the student
// cannot guess; its completion value is the `finish` function, which only the runner holds), the
// student's files (prefixed by the registration of the functions the checks call), and `finish`,
// called by the runner with the checks' arguments, which calls those functions and answers the
// report as JSON text. The server evaluates them in QuickJS (lib/practice/sandbox), the learning
// page in a Web Worker with `(0, eval)`; judgeJs turns either run into the same report.
//
// The student's code shares the realm with the prelude, so the prelude trusts nothing the
// student can reach (issue 44): the intrinsics it calls are taken before the student's code runs
// and called directly or through the taken Reflect.apply (never `.push`, `.call`, `.join`); it
// builds the report as a string itself, escaping strings with the taken JSON.stringify applied
// to strings only (no toJSON is looked up for a string); its working objects have no prototype
// (no inherited setter sees them); it never coerces a returned value or a thrown one; and
// reading a returned value is apart from the call, so a getter that throws cannot pass for the
// call throwing.

export const JS_TIME_LIMIT_MS = 1000;
export const JS_MEMORY_LIMIT_BYTES = 32 * 1024 * 1024;
/**
 * A run that has not used its JS_TIME_LIMIT_MS of CPU after this much wall time is stopped anyway,
 * verdict `timeout`: it bounds the wait for an answer and a worker's time a run. The student reads
 * "vaqt tugadi", which is what happened; the log line (practice_sandbox_failed, `starved: …`)
 * tells the operator that the server, not the code, was slow.
 */
export const JS_WALL_LIMIT_MS = 5000;

/**
 * `prelude` evaluates to the `finish` function; the runner calls it once `source` has run. With
 * `count` (a checks' program), `finish(calls, i)` answers call i's result (JSON text) for each i
 * below `count`, then `finish(calls, -1)` the console; each call is run and limited on its own
 * (a stopped one is `{"stopped": …}`) and the runner joins them (joinReport). Without `count` (a
 * page's scripts) `finish(calls)` answers the whole report.
 */
export type JsProgram = { prelude: string; source: string; calls: string; count?: number; dom?: boolean };

/**
 * Issue 40, DOM exercises: the global name under which a realm gives the prelude linkedom's
 * parseHTML before a program with `dom` runs (lib/practice/sandbox/dom-entry.ts on the server,
 * the page's worker in the browser). The prelude takes it and deletes it.
 */
export const DOM_PARSER_GLOBAL = "__qadamParseHTML";
export type JsError = { name: string; message: string };

/** What a runner gives back. */
export type JsRun = {
  /** Why the run was stopped from outside before it finished, or null. */
  stopped: "timeout" | "memory" | "output" | "crashed" | null;
  /** The student's script did not parse, or threw at the top level. */
  sourceError: JsError | null;
  /** The finish function's JSON answer; null when it did not run. */
  report: string | null;
  /** Console output the runner collected itself (the server's sink); null when the realm kept it (then it is in the report). */
  console: string | null;
};

/** A checked call: not a function; threw; returned a value; returned something that threw when read. */
type CallResult =
  | { missing: true }
  | { stopped: "timeout" | "memory" | "crashed" }
  | { ok: false; error: JsError }
  | { ok: true; value: unknown; changed?: boolean; second?: unknown }
  | { ok: true; unreadable: JsError }
  | { noTarget: string };
type FinishReport = { console: string; overflow: boolean; calls: CallResult[] };

function randomHookName(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return `__qadam_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

// Plain ES5 so that it reads the same in QuickJS and in every browser.
function preludeSource(hook: string, page: string | null): string {
  return `(function (g) {
  "use strict";
  var quote = JSON.stringify, parse = JSON.parse, keys = Object.keys, isArray = Array.isArray, getProto = Object.getPrototypeOf;
  var create = Object.create, defineProperty = Object.defineProperty, apply = Reflect.apply, sort = Array.prototype.sort;
  var objectProto = Object.prototype, toStr = String, isFinite_ = isFinite, LimitError = RangeError;
  var DateC = Date, MapC = Map, SetC = Set, FunctionC = Function, hasOwn = Object.prototype.hasOwnProperty;
  var getTime = DateC.prototype.getTime, toIso = DateC.prototype.toISOString;
  var mapSize = Object.getOwnPropertyDescriptor(MapC.prototype, "size").get, mapForEach = MapC.prototype.forEach, mapSet = MapC.prototype.set;
  var setSize = Object.getOwnPropertyDescriptor(SetC.prototype, "size").get, setForEach = SetC.prototype.forEach, setAdd = SetC.prototype.add;
  function own(target, key, value) { defineProperty(target, key, { value: value, writable: true, enumerable: true, configurable: true }); }
  // A check's value from its JSON: what JSON lacks comes tagged {"$js": …} (contract.ts).
  function decode(value) {
    if (value === null || typeof value !== "object") return value;
    var out, i;
    if (isArray(value)) { out = []; for (i = 0; i < value.length; i++) own(out, i, decode(value[i])); return out; }
    if (apply(hasOwn, value, ["$js"])) {
      var tagName = value.$js;
      if (tagName === "NaN") return 0 / 0;
      if (tagName === "Infinity") return 1 / 0;
      if (tagName === "-Infinity") return -1 / 0;
      if (tagName === "-0") return -0;
      if (tagName === "undefined") return undefined;
      if (tagName === "Date") return new DateC(value.iso);
      if (tagName === "Map") { out = new MapC(); for (i = 0; i < value.entries.length; i++) apply(mapSet, out, [decode(value.entries[i][0]), decode(value.entries[i][1])]); return out; }
      if (tagName === "Set") { out = new SetC(); for (i = 0; i < value.values.length; i++) apply(setAdd, out, [decode(value.values[i])]); return out; }
      if (tagName === "function") return FunctionC("return (" + value.source + "\\n);")();
    }
    out = {};
    var names = keys(value);
    for (i = 0; i < names.length; i++) own(out, names[i], decode(value[names[i]]));
    return out;
  }
  // A Date's time, a Map's or Set's size: these throw for anything else, whatever its prototype says.
  function probe(fn, value) { try { apply(fn, value, []); return true; } catch (e) { return false; } }
  var sink = g.__qadamSink;
  try { delete g.__qadamSink; } catch (e) {}
  var output = "", lineCount = 0, size = 0, overflow = false, LIMIT = ${MAX_CONSOLE_CHARS};
  function tag(type, value) { return '{"$type":"' + type + '"' + (value === undefined ? "" : ',"value":' + value) + "}"; }
  // The JSON text of a value: keys sorted, -0 as 0, what JSON lacks tagged.
  function canon(value, depth, seen) {
    var type = typeof value;
    if (value === null) return "null";
    if (type === "string") return quote(value);
    if (type === "boolean") return value ? "true" : "false";
    if (type === "number") return value === 0 && 1 / value < 0 ? tag("number", '"-0"') : isFinite_(value) ? toStr(value) : tag("number", quote(toStr(value)));
    if (type === "undefined") return tag("undefined");
    if (type === "bigint") return tag("bigint", quote(toStr(value)));
    if (type === "function") return tag("function");
    if (type === "symbol") return tag("symbol");
    if (depth > 20) return tag("deep");
    for (var s = 0; s < depth; s++) if (seen[s] === value) return tag("circular");
    seen[depth] = value;
    var text = "";
    if (isArray(value)) {
      var length = value.length;
      for (var i = 0; i < length && i < 1000; i++) text += (i ? "," : "") + canon(value[i], depth + 1, seen);
      return "[" + text + "]";
    }
    if (probe(getTime, value)) { var time = apply(getTime, value, []); return tag("date", quote(time === time ? apply(toIso, value, []) : "Invalid Date")); }
    var count = 0;
    if (probe(mapSize, value)) {
      apply(mapForEach, value, [function (v, k) { if (count < 1000) text += (count++ ? "," : "") + "[" + canon(k, depth + 1, seen) + "," + canon(v, depth + 1, seen) + "]"; }]);
      return tag("map", "[" + text + "]");
    }
    if (probe(setSize, value)) {
      apply(setForEach, value, [function (v) { if (count < 1000) text += (count++ ? "," : "") + canon(v, depth + 1, seen); }]);
      return tag("set", "[" + text + "]");
    }
    var proto = getProto(value);
    var names = keys(value);
    apply(sort, names, []);
    // Filled in sorted order, read back in an object's own order (integer keys first), as JSON.stringify of such an object would.
    var fields = create(null);
    for (var k = 0; k < names.length && k < 1000; k++) fields[names[k]] = canon(value[names[k]], depth + 1, seen);
    var order = keys(fields);
    for (var o = 0; o < order.length; o++) text += (o ? "," : "") + quote(order[o]) + ":" + fields[order[o]];
    text = "{" + text + "}";
    // A plain object that names "$type" is tagged itself, so that it never reads as a value JSON lacks.
    if (proto !== objectProto && proto !== null) return tag("object", text);
    return apply(hasOwn, fields, ["$type"]) ? tag("plain", text) : text;
  }
  function field(error, name, fallback) {
    try { var value = error[name]; return typeof value === "string" ? value : fallback; } catch (e) { return fallback; }
  }
  function errorJson(error) {
    var object = error !== null && (typeof error === "object" || typeof error === "function");
    return '{"name":' + quote(object ? field(error, "name", "Error") : "Error") + ',"message":' + quote(object ? field(error, "message", "") : toStr(error)) + "}";
  }
  function display(value) {
    if (typeof value === "string") return value;
    if (typeof value === "object" && value !== null) { try { return canon(value, 0, create(null)); } catch (e) { return "[object]"; } }
    return toStr(value);
  }
  function write() {
    var line = "";
    for (var i = 0; i < arguments.length; i++) line += (i ? " " : "") + display(arguments[i]);
    if (sink) { sink(line); return; }
    if (overflow) throw new LimitError("console output limit");
    size += line.length + 1;
    if (size > LIMIT) { overflow = true; throw new LimitError("console output limit"); }
    output += (lineCount++ ? "\\n" : "") + line;
  }
  g.console = { log: write, info: write, warn: write, error: write, debug: write };
${page === null ? "" : domPrelude(page)}
  var lookups = null;
  defineProperty(g, "${hook}", { value: function (found) { if (lookups === null) lookups = found; }, writable: false, configurable: false, enumerable: false });
  function read(value) { try { return canon(value, 0, create(null)); } catch (e) { return null; } }
  // spec: {a: the arguments' JSON, u: compare them after the call, t: call a second time}.
  function call(fn, spec) {
    var value, args, before, extra = "";
    try { args = decode(spec.a); } catch (error) { return '{"ok":false,"error":' + errorJson(error) + "}"; }
    if (spec.u) before = read(args);
    try { value = apply(fn, undefined, args); } catch (error) { return '{"ok":false,"error":' + errorJson(error) + "}"; }
    if (spec.u) { var after = read(args); extra += ',"changed":' + (before === null || after !== before ? "true" : "false"); }
    if (spec.t) {
      var second;
      try { second = read(apply(fn, undefined, decode(spec.a))); } catch (error) { second = null; }
      extra += ',"second":' + (second === null ? '{"$type":"threw"}' : second);
    }
    try { return '{"ok":true' + extra + ',"value":' + canon(value, 0, create(null)) + "}"; } catch (error) { return '{"ok":true,"unreadable":' + errorJson(error) + "}"; }
  }
  // One call a time (finish(calls, i)), so that a call the runner stops (its time) or that
  // overflows the stack fails alone; finish(calls, -1) answers the console once every call ran.
  return function finish(callsJson, index) {
    if (index === -1) return '{"console":' + quote(output) + ',"overflow":' + (overflow ? "true" : "false") + "}";
    var argLists = parse(callsJson);
    if (argLists[index].d) return domCall(argLists[index].d);
    var fn = lookups !== null ? lookups[index]() : undefined;
    return typeof fn === "function" ? call(fn, argLists[index]) : '{"missing":true}';
  };
})(globalThis);`;
}

// Issue 40: the page the script runs against, parsed by linkedom in the realm before the
// student's code runs, and a DOM check's call. The methods it calls are taken first, as the
// prelude's intrinsics are (a student's script that rewrites linkedom's internals can still
// change what the page answers: the page is the student's to change, as in a browser).
function domPrelude(page: string): string {
  return `  var parseHTML = g.${DOM_PARSER_GLOBAL};
  try { delete g.${DOM_PARSER_GLOBAL}; } catch (e) {}
  var parsed = parseHTML(${JSON.stringify(page)});
  var doc = parsed.document, win = parsed.window, EventC = win.Event;
  function method(object, name) { for (var o = object; o !== null; o = getProto(o)) { var d = Object.getOwnPropertyDescriptor(o, name); if (d) return d.get || d.value; } return undefined; }
  var query = method(doc, "querySelector"), queryAll = method(doc, "querySelectorAll"), probeEl = apply(method(doc, "createElement"), doc, ["p"]);
  var dispatch = method(probeEl, "dispatchEvent"), textOf = method(probeEl, "textContent"), attributeOf = method(probeEl, "getAttribute");
  g.window = win; g.document = doc; g.Event = EventC;
  var names = ["HTMLElement", "Element", "Node", "CustomEvent", "MouseEvent", "KeyboardEvent", "InputEvent"];
  for (var w = 0; w < names.length; w++) if (win[names[w]] !== undefined) g[names[w]] = win[names[w]];
  function collapse(text) { var out = "", space = false; for (var c = 0; c < text.length; c++) { var ch = text.charAt(c); if (ch === " " || ch === "\\n" || ch === "\\t" || ch === "\\r" || ch === "\\f") space = out !== ""; else { if (space) out += " "; space = false; out += ch; } } return out; }
  // spec: {s: selector, r: "text" | "attribute" | "count", n: the attribute's name, c: the selector to click first}.
  function domCall(spec) {
    try {
      if (spec.c) {
        var target = apply(query, doc, [spec.c]);
        if (!target) return '{"noTarget":' + quote(spec.c) + "}";
        apply(dispatch, target, [new EventC("click", { bubbles: true, cancelable: true })]);
      }
      var value;
      // linkedom's NodeList is an array: its length is its own.
      if (spec.r === "count") value = apply(queryAll, doc, [spec.s]).length;
      else {
        var element = apply(query, doc, [spec.s]);
        if (!element) return '{"noTarget":' + quote(spec.s) + "}";
        value = spec.r === "text" ? collapse(toStr(apply(textOf, element, []))) : apply(attributeOf, element, [spec.n]);
      }
      return '{"ok":true,"value":' + canon(value, 0, create(null)) + "}";
    } catch (error) { return '{"ok":false,"error":' + errorJson(error) + "}"; }
  }`;
}

type Call = { check: number; name: string; args: JsonValue[]; unchanged: boolean; twice: boolean; dom?: { s: string; r: string; n?: string; c?: string } };

function callsOf(checks: JsCheck[]): Call[] {
  return checks.flatMap((check, index): Call[] => {
    if (check.type === "console" || check.type === "source") return [];
    if (check.type === "dom") return [{ check: index, name: "", args: [], unchanged: false, twice: false, dom: { s: check.selector, r: check.read, n: check.name, c: check.click } }];
    return [{ check: index, name: check.name, args: check.args, unchanged: check.type === "returns" && check.unchanged === true, twice: check.type === "returns" && check.twice === true }];
  });
}

/** Issue 40: the page a `js` exercise's script runs against (its first `.html` file), or null when it has none or no check reads it. */
export function domPage(files: PracticeFile[], checks: JsCheck[]): string | null {
  if (!checks.some((check) => check.type === "dom")) return null;
  return files.find((file) => file.name.endsWith(".html"))?.content ?? "<!doctype html><html><head></head><body></body></html>";
}

/** The scripts of a run of `checks` over the student's `.js` files (in file order). */
export function jsProgram(files: PracticeFile[], checks: JsCheck[]): JsProgram {
  const hook = randomHookName();
  const calls = callsOf(checks);
  // Names are plain identifiers (contract.ts): a lookup reads the binding whether the student
  // declared it with function, var, let or const, and a binding still in its TDZ is "missing".
  // The lookups are made inside the student's script: an indirect eval's let and const are its own.
  const lookups = calls.map((call) => (call.dom ? "function(){return undefined}" : `function(){try{return typeof ${call.name}==="function"?${call.name}:undefined}catch(e){return undefined}}`)).join(",");
  const code = files.filter((file) => file.name.endsWith(".js")).map((file) => file.content).join("\n;\n");
  const page = domPage(files, checks);
  return {
    prelude: preludeSource(hook, page),
    ...(page === null ? {} : { dom: true }),
    // On the student's first line, so that their line numbers stay as written.
    source: `${hook}([${lookups}]);${code}`,
    calls: JSON.stringify(calls.map((call) => (call.dom ? { d: call.dom } : { a: call.args, u: call.unchanged, t: call.twice }))),
    count: calls.length,
  };
}

/** A call the runner stopped from outside: what stands for its result. */
export const stoppedCall = (reason: "timeout" | "memory" | "crashed") => `{"stopped":"${reason}"}`;

/** The report of a checks' program from the answers of finish(calls, -1) and finish(calls, i) (or stoppedCall). */
export function joinReport(head: string, calls: string[]): string | null {
  if (!head.endsWith("}")) return null;
  return `${head.slice(0, -1)},"calls":[${calls.join(",")}]}`;
}

/** An error's name and message, read without running a student's conversions (only strings count). */
function toJsError(error: unknown): JsError {
  if (error === null || (typeof error !== "object" && typeof error !== "function")) return { name: "Error", message: String(error) };
  const read = (field: "name" | "message", fallback: string) => {
    try {
      const value = (error as Record<string, unknown>)[field];
      return typeof value === "string" ? value : fallback;
    } catch {
      return fallback;
    }
  };
  return { name: read("name", "Error"), message: read("message", "") };
}

const crashed = (sourceError: JsError | null): JsRun => ({ stopped: "crashed", sourceError, report: null, console: null });

/**
 * `from`: the first checked call to make (an earlier realm answered the ones before it: the
 * learning page restarts its worker after a call that ran out of time); `onStep(-1, …)` is told
 * when the student's script has run, `onStep(i, answer)` when call i answered.
 */
export type EvaluateOptions = {
  callStopped?: (error: unknown) => "timeout" | "crashed";
  from?: number;
  onStep?: (index: number, answer: string | null, sourceError: JsError | null) => void;
};

/** What each checked call after the current one is sure to get of the second (JS_TIME_LIMIT_MS), on both sides. */
export const CALL_RESERVE_MS = 50;
/** What a checked call may use of what is `left`: all but the reserve of the calls after it. */
export function callBudget(left: number, callsAfter: number, reserve: number): number {
  return Math.max(left - callsAfter * reserve, Math.min(reserve, Math.max(left, 0)));
}

/**
 * A runner over any realm that evaluates a global script synchronously (the learning page's Web
 * Worker passes `(code) => (0, eval)(code)`); a runner that can stop it (a time limit) says so
 * by `stopped` itself. A call that throws out of finish (a realm's own clock stopping it) is
 * stopped alone: `callStopped` says why (crashed by default).
 */
export function evaluateJsProgram(program: JsProgram, evalScript: (code: string) => unknown, options: EvaluateOptions = {}): JsRun {
  let finish: unknown;
  try {
    finish = evalScript(program.prelude);
  } catch {
    return crashed(null);
  }
  if (typeof finish !== "function") return crashed(null);
  let sourceError: JsError | null = null;
  try {
    evalScript(program.source);
  } catch (error) {
    sourceError = toJsError(error);
  }
  options.onStep?.(-1, null, sourceError);
  const count = program.count;
  try {
    if (count === undefined) {
      const report: unknown = (finish as (calls: string) => unknown)(program.calls);
      return { stopped: null, sourceError, report: typeof report === "string" ? report : null, console: null };
    }
    const call = finish as (calls: string, index: number) => unknown;
    const answers: string[] = [];
    for (let index = 0; index < count; index++) {
      if (index < (options.from ?? 0)) {
        answers.push(stoppedCall("crashed"));
        continue;
      }
      let answer: unknown;
      try {
        answer = call(program.calls, index);
      } catch (error) {
        answer = stoppedCall(options.callStopped?.(error) ?? "crashed");
      }
      const text = typeof answer === "string" ? answer : stoppedCall("crashed");
      answers.push(text);
      options.onStep?.(index, text, sourceError);
    }
    const head = call(program.calls, -1);
    return { stopped: null, sourceError, report: typeof head === "string" ? joinReport(head, answers) : null, console: null };
  } catch {
    return crashed(sourceError);
  }
}

/** A result the sandbox wrote, for a message (cut at 120 characters). */
function shown(value: unknown): string {
  const plain = shownResult(value);
  return plain.length > 120 ? `${plain.slice(0, 119)}…` : plain;
}

const callText = (call: Call) => (call.dom ? (call.dom.c ? `click(${call.dom.c}) → ${call.dom.s}` : call.dom.s) : `${call.name}(${call.args.map(jsLiteral).join(", ")})`);

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

/** What a checked call threw, or reading its value did. */
function callError(call: CallResult): JsError | null {
  if ("missing" in call || "stopped" in call || "noTarget" in call) return null;
  if (!call.ok) return call.error;
  return "unreadable" in call ? call.unreadable : null;
}

const timeoutText: PracticeText = { key: "practice.verdict.timeout", values: { seconds: JS_TIME_LIMIT_MS / 1000 } };
const memoryText: PracticeText = { key: "practice.verdict.memory", values: { megabytes: JS_MEMORY_LIMIT_BYTES / 1024 / 1024 } };

/** Why one checked call failed on its own (stopped, stack, memory), as its message; null when it ran. */
function callProblem(result: CallResult): { verdict: RunVerdict; message: (call: string) => PracticeText } | null {
  if ("stopped" in result) {
    if (result.stopped === "timeout") return { verdict: "timeout", message: (call) => ({ key: "practice.check.callTimeout", values: { call, seconds: JS_TIME_LIMIT_MS / 1000 } }) };
    if (result.stopped === "memory") return { verdict: "memory", message: (call) => ({ key: "practice.check.callMemory", values: { call, megabytes: JS_MEMORY_LIMIT_BYTES / 1024 / 1024 } }) };
    return { verdict: "crashed", message: () => ({ key: "practice.verdict.crashed" }) };
  }
  const error = callError(result);
  if (error && STACK.test(error.message)) return { verdict: "stack", message: (call) => ({ key: "practice.check.callStack", values: { call } }) };
  if (error && MEMORY.test(error.message)) return { verdict: "memory", message: (call) => ({ key: "practice.check.callMemory", values: { call, megabytes: JS_MEMORY_LIMIT_BYTES / 1024 / 1024 } }) };
  return null;
}

/**
 * How the run ended. `whole`: the program itself was stopped (it never ran, or its top level
 * overflowed, ran out of time or memory) and every check fails with the verdict's text; otherwise
 * each check keeps its own verdict, and the run's is the first checked call's problem, if any.
 */
function verdictOf(run: JsRun, report: FinishReport | null): { verdict: RunVerdict; text: PracticeText | null; whole: boolean } {
  const whole = wholeVerdictOf(run, report);
  if (whole.verdict !== "ok" && whole.verdict !== "runtime") return { ...whole, whole: true };
  if (whole.verdict === "runtime") return { ...whole, whole: false };
  for (const result of report?.calls ?? []) {
    const problem = callProblem(result);
    if (!problem) continue;
    const text = problem.verdict === "timeout" ? timeoutText : problem.verdict === "memory" ? memoryText : problem.verdict === "stack" ? { key: "practice.verdict.stack" } : { key: "practice.verdict.crashed" };
    return { verdict: problem.verdict, text, whole: false };
  }
  return { ...whole, whole: false };
}

function wholeVerdictOf(run: JsRun, report: FinishReport | null): { verdict: RunVerdict; text: PracticeText | null } {
  if (report?.overflow || run.stopped === "output") return { verdict: "output", text: { key: "practice.verdict.output", values: { limit: MAX_CONSOLE_CHARS } } };
  if (run.stopped === "timeout") return { verdict: "timeout", text: timeoutText };
  if (run.stopped === "memory") return { verdict: "memory", text: memoryText };
  if (run.stopped === "crashed" || (!report && !run.sourceError)) return { verdict: "crashed", text: { key: "practice.verdict.crashed" } };
  if (run.sourceError && STACK.test(run.sourceError.message)) return { verdict: "stack", text: { key: "practice.verdict.stack" } };
  if (run.sourceError && MEMORY.test(run.sourceError.message)) return { verdict: "memory", text: memoryText };
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
export function judgeJs(checks: JsCheck[], run: JsRun, files: PracticeFile[] = []): CheckReport {
  const report = parseReport(run.report);
  const output = run.console ?? report?.console ?? "";
  const { verdict, text, whole: stopped } = verdictOf(run, report);
  const calls = callsOf(checks);
  const results: CheckOutcome[] = checks.map((check, index): CheckOutcome => {
    // A source check reads the text as typed: it keeps its verdict whatever the run did.
    if (check.type === "source") return { check: index, ...checkSource(files, check) };
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
    if (check.type === "dom") return judgeDom(index, check, result, values.call);
    if (!result || "missing" in result || "noTarget" in result) return { check: index, passed: false, message: { key: "practice.check.functionMissing", values } };
    // Stopped, out of stack or memory: this check fails alone (a `throws` check too: that is not the error it means).
    const problem = callProblem(result);
    if (problem || "stopped" in result) return { check: index, passed: false, message: problem?.message(values.call) ?? { key: "practice.verdict.crashed" } };
    if (check.type === "throws") {
      return result.ok
        ? { check: index, passed: false, message: { key: "practice.check.didNotThrow", values: { ...values, actual: "value" in result ? shown(result.value) : "…" } } }
        : { check: index, passed: true, message: { key: "practice.check.threwOk", values } };
    }
    // A value that threw while it was read fails as the call throwing would.
    if (!("value" in result)) {
      const error = callError(result)!;
      return { check: index, passed: false, message: { key: "practice.check.threw", values: { ...values, error: `${error.name}: ${error.message}`.slice(0, 200) } } };
    }
    const expected = jsLiteral(check.expected);
    if (!sameJs(check.expected, result.value)) return { check: index, passed: false, message: { key: "practice.check.returnsWrong", values: { ...values, expected, actual: shown(result.value) } } };
    if (call.unchanged && result.changed !== false) return { check: index, passed: false, message: { key: "practice.check.argsChanged", values } };
    if (call.twice && !sameJs(check.expected, result.second)) {
      return { check: index, passed: false, message: { key: "practice.check.secondCallWrong", values: { ...values, expected, actual: tagOfThrew(result.second) ? "…" : shown(result.second) } } };
    }
    return { check: index, passed: true, message: { key: "practice.check.returnsOk", values: { ...values, expected } } };
  });
  return { passed: verdict === "ok" && results.every((result) => result.passed), verdict, verdictText: text, results, console: output.slice(0, CONSOLE_SHOWN) };
}

/** A DOM check's messages by what it reads, each key written whole (messages/unused-keys.test.ts finds them). */
const DOM_MESSAGES = {
  text: { ok: "practice.check.domTextOk", wrong: "practice.check.domTextWrong" },
  attribute: { ok: "practice.check.domAttributeOk", wrong: "practice.check.domAttributeWrong" },
  count: { ok: "practice.check.domCountOk", wrong: "practice.check.domCountWrong" },
} as const;

/** A DOM check's outcome from its call's result. */
function judgeDom(index: number, check: Extract<JsCheck, { type: "dom" }>, result: CallResult | undefined, call: string): CheckOutcome {
  const fail = (message: PracticeText): CheckOutcome => ({ check: index, passed: false, message });
  if (!result || "missing" in result) return fail({ key: "practice.verdict.crashed" });
  if ("noTarget" in result) return fail({ key: "practice.check.missing", values: { selector: result.noTarget } });
  const problem = callProblem(result);
  if (problem || "stopped" in result) return fail(problem?.message(call) ?? { key: "practice.verdict.crashed" });
  if (!("value" in result)) {
    const error = callError(result)!;
    return fail({ key: "practice.check.domThrew", values: { call, error: `${error.name}: ${error.message}`.slice(0, 200) } });
  }
  const actual = result.value === null || result.value === undefined ? null : String(result.value);
  const expected = check.read === "count" ? String(Number(check.value.trim())) : check.value;
  const values = { selector: check.selector, name: check.name ?? "", expected, actual: shownText(actual ?? "") };
  const keys = DOM_MESSAGES[check.read];
  if (actual === null) return fail({ key: "practice.check.attributeMissing", values });
  return actual === expected ? { check: index, passed: true, message: { key: keys.ok, values } } : fail({ key: keys.wrong, values });
}

const tagOfThrew = (value: unknown) => typeof value === "object" && value !== null && (value as { $type?: unknown }).$type === "threw";

function shownText(text: string): string {
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}
