import vm from "node:vm";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkWeb } from "./check-web";
import { domCases, forgeryJsCases, hostileDomCases, hostileJsCases, jsCases, pageCases, webCases, type DomCase, type JsCase } from "./checker-cases";
import type { CheckReport, PracticeFile, WebCheck } from "./contract";
import { evaluateJsProgram, JS_TIME_LIMIT_MS, judgeJs, jsProgram } from "./js-program";
import { judgePage, pageProgram } from "./page-script";
import { runChecks } from "./run-checks";
import { closeSandbox } from "./sandbox/practice-pool";
import { DOM_BUILD } from "./sandbox/dom-bundle";

// The browser's side: the same modules bundled for the browser by esbuild (as Next bundles them
// for the learning page) and run in a realm that has the web platform's globals and none of
// Node's (no process, require or Buffer); student code is evaluated there with indirect eval, as
// the page's Web Worker does.
function browserRealm() {
  return vm.createContext({ atob, btoa, TextEncoder, TextDecoder, URL, URLSearchParams, crypto: globalThis.crypto });
}

let browserCheckWeb: (files: PracticeFile[], checks: WebCheck[]) => CheckReport;
let browserPageScripts: (files: PracticeFile[]) => string[];
/** linkedom for a realm, as the server's worker evaluates it (the learning page's worker imports linkedom itself). */
let domSource: string;

beforeAll(async () => {
  const bundle = await build({ entryPoints: ["lib/practice/check-web.ts"], bundle: true, platform: "browser", format: "iife", globalName: "practiceChecker", write: false, logLevel: "silent" });
  const realm = browserRealm();
  vm.runInContext(bundle.outputFiles[0]!.text, realm);
  browserCheckWeb = (files, checks) => JSON.parse(vm.runInContext(`JSON.stringify(practiceChecker.checkWeb(${JSON.stringify(files)}, ${JSON.stringify(checks)}))`, realm) as string) as CheckReport;
  domSource = (await build({ ...DOM_BUILD, entryPoints: [...DOM_BUILD.entryPoints] })).outputFiles[0]!.text;
  browserPageScripts = (files) => JSON.parse(vm.runInContext(`JSON.stringify(practiceChecker.pageScripts(${JSON.stringify(files)}))`, realm) as string) as string[];
}, 60_000);

afterAll(async () => {
  await closeSandbox();
});

const passes = (report: CheckReport) => report.results.map((result) => result.passed);
const files = (code: string): PracticeFile[] => [{ name: "main.js", content: code }];

/**
 * Evaluates a script in the realm as the page's worker does, with indirect eval; a function it
 * answers (the prelude's finish) is called under the same clock. Says when the clock ran out: the
 * page then terminates the worker and makes the run a timeout (runner.ts).
 */
function realmEval(realm: vm.Context, timeout: number) {
  const state = { timedOut: false };
  const guarded = <T>(code: string): T => {
    try {
      return vm.runInContext(code, realm, { timeout }) as T;
    } catch (error) {
      if ((error as { code?: string }).code === "ERR_SCRIPT_EXECUTION_TIMEOUT") state.timedOut = true;
      throw error;
    }
  };
  const evalScript = (code: string): unknown => {
    realm.__code = code;
    const value = guarded<unknown>("(0, eval)(__code)");
    if (typeof value !== "function") return value;
    // Called directly (never through the realm's .apply, which the student's code may replace).
    return (calls: unknown, index?: unknown) => {
      realm.__finish = value;
      realm.__calls = calls;
      realm.__index = index;
      return guarded<unknown>("__finish(__calls, __index)");
    };
  };
  return { evalScript, state };
}

function inBrowser(entry: JsCase, given: PracticeFile[] = files(entry.code)): CheckReport {
  const program = jsProgram(given, entry.checks);
  const realm = browserRealm();
  if (program.dom) vm.runInContext(domSource, realm);
  // The realm's clock stops one call at a time, as the server's interrupt handler does.
  const callStopped = (error: unknown) => ((error as { code?: string }).code === "ERR_SCRIPT_EXECUTION_TIMEOUT" ? "timeout" : "crashed");
  const run = evaluateJsProgram(program, realmEval(realm, 2000).evalScript, { callStopped });
  return judgeJs(entry.checks, run, given);
}

const pageFiles = (entry: DomCase): PracticeFile[] => [
  { name: "index.html", content: entry.html },
  { name: "main.js", content: entry.code },
];

describe("web checks: the shared table", () => {
  it.each(webCases)("$name", async (entry) => {
    const server = await runChecks({ kind: "web", files: entry.files, checks: entry.checks, caller: "student" });
    const browser = browserCheckWeb(entry.files, entry.checks);
    expect(passes(server)).toEqual(entry.passes);
    expect(browser).toEqual(server);
    expect(server.passed).toBe(entry.passes.every(Boolean));
  });

  it("says what is missing in the student's words", () => {
    const report = checkWeb([{ name: "index.html", content: "<p>x</p>" }], [{ type: "exists", selector: "h1" }]);
    expect(report.results[0]!.message).toEqual({ key: "practice.check.missing", values: { selector: "h1" } });
  });

  it("parses on the server in a worker thread, so the calling thread keeps answering meanwhile", async () => {
    // The largest input a submission may carry: 50,000 characters of HTML and of CSS.
    const html = "<section>" + "<div class=\"card\"><h2>Sarlavha</h2><p>Matn <b>qalin</b></p></div>".repeat(700) + "</section>";
    const css = ".card { color: red; margin: 0 auto; }\n".repeat(1250);
    const big: PracticeFile[] = [
      { name: "index.html", content: html.slice(0, 50_000) },
      { name: "style.css", content: css.slice(0, 50_000) },
    ];
    const checks: WebCheck[] = [{ type: "count", selector: ".card h2", min: 100 }, { type: "css", selector: ".card", property: "color", value: "red" }];
    const order: string[] = [];
    setImmediate(() => order.push("other work"));
    const report = await runChecks({ kind: "web", files: big, checks, caller: "student" }).then((answer) => (order.push("report"), answer));
    await new Promise((resolve) => setImmediate(resolve));
    expect(report).toEqual(checkWeb(big, checks));
    expect(report.passed).toBe(true);
    // Run on this thread, the check would answer before any other callback could run.
    expect(order).toEqual(["other work", "report"]);
  }, 30_000);
});

describe("js checks: the shared table", () => {
  it.each(jsCases)("$name", async (entry) => {
    const server = await runChecks({ kind: "js", files: files(entry.code), checks: entry.checks, caller: "student" });
    const browser = inBrowser(entry);
    expect(server.verdict).toBe(entry.verdict);
    expect(passes(server)).toEqual(entry.passes);
    expect(browser.verdict).toBe(server.verdict);
    expect(passes(browser)).toEqual(passes(server));
    // Messages agree too, but for the text of engine errors (QuickJS and V8 word them apart).
    const keys = (report: CheckReport) => report.results.map((result) => result.message.key);
    expect(keys(browser)).toEqual(keys(server));
  });
});

/** The learning page's run of a page's scripts: its worker is terminated at the time limit (runner.ts), here the realm's timeout. */
function pageInBrowser(files: PracticeFile[], checks: WebCheck[]): CheckReport {
  const { evalScript, state } = realmEval(browserRealm(), JS_TIME_LIMIT_MS);
  const run = evaluateJsProgram(pageProgram(browserPageScripts(files)), evalScript);
  return judgePage(browserCheckWeb(files, checks), state.timedOut ? { stopped: "timeout", sourceError: null, report: null, console: null } : run);
}

describe("web checks: the page's scripts", () => {
  it.each(pageCases)("$name", async (entry) => {
    const server = await runChecks({ kind: "web", files: entry.files, checks: entry.checks, caller: "student" });
    expect({ verdict: server.verdict, passes: passes(server) }).toEqual({ verdict: entry.verdict, passes: entry.passes });
    if (entry.verdict === "timeout") expect(server.verdictText).toEqual({ key: "practice.verdict.pageScript", values: { seconds: 1 } });
    expect(pageInBrowser(entry.files, entry.checks)).toEqual(server);
  }, 20_000);
});

describe("js checks: a program cannot make the checker lie", () => {
  it.each(forgeryJsCases)("$name", async (entry) => {
    const server = await runChecks({ kind: "js", files: files(entry.code), checks: entry.checks, caller: "student" });
    const browser = inBrowser(entry);
    expect({ verdict: server.verdict, passes: passes(server), passed: server.passed }).toEqual({ verdict: entry.verdict, passes: entry.passes, passed: false });
    expect({ verdict: browser.verdict, passes: passes(browser), passed: browser.passed }).toEqual({ verdict: entry.verdict, passes: entry.passes, passed: false });
  });
});

describe("js sandbox: hostile programs", () => {
  it.each(hostileJsCases)("$name", async (entry) => {
    const report = await runChecks({ kind: "js", files: files(entry.code), checks: entry.checks, caller: "student" });
    expect(report.verdict).toBe(entry.verdict);
    expect(passes(report)).toEqual(entry.passes);
    expect(report.passed).toBe(false);
  }, 20_000);

  it("keeps answering after every hostile program", async () => {
    const hostile = hostileJsCases.map((entry, index) => runChecks({ kind: "js", files: files(entry.code), checks: entry.checks, caller: `hostile-${index}` }));
    const plain = runChecks({ kind: "js", files: files("function one() { return 1 }"), checks: [{ type: "returns", name: "one", args: [], expected: 1 }], caller: "student" });
    const [answers, answer] = await Promise.all([Promise.all(hostile), plain]);
    // All at once they starve each other of CPU: a program that would run out of memory may meet
    // its wall-clock limit first. Each is still stopped; the table's verdicts hold one at a time (above).
    const starved = (verdict: string) => (verdict === "memory" ? ["memory", "timeout"] : [verdict]);
    answers.forEach((report, index) => {
      expect(starved(hostileJsCases[index]!.verdict)).toContain(report.verdict);
      expect(report.passed).toBe(false);
    });
    expect(answer.passed).toBe(true);
  }, 60_000);
});

describe("js checks: DOM exercises (issue 40)", () => {
  it.each(domCases)("$name", async (entry) => {
    const server = await runChecks({ kind: "js", files: pageFiles(entry), checks: entry.checks, caller: "student" });
    const browser = inBrowser(entry, pageFiles(entry));
    expect({ verdict: server.verdict, passes: passes(server) }).toEqual({ verdict: entry.verdict, passes: entry.passes });
    expect(browser.verdict).toBe(server.verdict);
    expect(passes(browser)).toEqual(passes(server));
    const keys = (report: CheckReport) => report.results.map((result) => result.message.key);
    expect(keys(browser)).toEqual(keys(server));
  }, 20_000);

  it.each(hostileDomCases)("hostile: $name", async (entry) => {
    const report = await runChecks({ kind: "js", files: pageFiles(entry), checks: entry.checks, caller: "student" });
    expect(entry.stoppedBy ?? [entry.verdict]).toContain(report.verdict);
    expect(passes(report)).toEqual(entry.passes);
    expect(report.passed).toBe(false);
  }, 20_000);
});
