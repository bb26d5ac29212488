import vm from "node:vm";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkWeb } from "./check-web";
import { hostileJsCases, jsCases, webCases, type JsCase } from "./checker-cases";
import type { CheckReport, PracticeFile, WebCheck } from "./contract";
import { evaluateJsProgram, judgeJs, jsProgram } from "./js-program";
import { runChecks } from "./run-checks";
import { closeSandbox } from "./sandbox/js-pool";

// The browser's side: the same modules bundled for the browser by esbuild (as Next bundles them
// for the learning page) and run in a realm that has the web platform's globals and none of
// Node's (no process, require or Buffer); student code is evaluated there with indirect eval, as
// the page's Web Worker does.
function browserRealm() {
  return vm.createContext({ atob, btoa, TextEncoder, TextDecoder, URL, URLSearchParams, crypto: globalThis.crypto });
}

let browserCheckWeb: (files: PracticeFile[], checks: WebCheck[]) => CheckReport;

beforeAll(async () => {
  const bundle = await build({ entryPoints: ["lib/practice/check-web.ts"], bundle: true, platform: "browser", format: "iife", globalName: "practiceChecker", write: false, logLevel: "silent" });
  const realm = browserRealm();
  vm.runInContext(bundle.outputFiles[0]!.text, realm);
  browserCheckWeb = (files, checks) => JSON.parse(vm.runInContext(`JSON.stringify(practiceChecker.checkWeb(${JSON.stringify(files)}, ${JSON.stringify(checks)}))`, realm) as string) as CheckReport;
}, 60_000);

afterAll(async () => {
  await closeSandbox();
});

const passes = (report: CheckReport) => report.results.map((result) => result.passed);
const files = (code: string): PracticeFile[] => [{ name: "main.js", content: code }];

function inBrowser(entry: JsCase): CheckReport {
  const realm = browserRealm();
  const program = jsProgram(files(entry.code), entry.checks);
  const run = evaluateJsProgram(program, (code) => {
    realm.__code = code;
    return vm.runInContext("(0, eval)(__code)", realm, { timeout: 2000 });
  });
  return judgeJs(entry.checks, run);
}

describe("web checks: the shared table", () => {
  it.each(webCases)("$name", (entry) => {
    const server = checkWeb(entry.files, entry.checks);
    const browser = browserCheckWeb(entry.files, entry.checks);
    expect(passes(server)).toEqual(entry.passes);
    expect(browser).toEqual(server);
    expect(server.passed).toBe(entry.passes.every(Boolean));
  });

  it("says what is missing in the student's words", () => {
    const report = checkWeb([{ name: "index.html", content: "<p>x</p>" }], [{ type: "exists", selector: "h1" }]);
    expect(report.results[0]!.message).toEqual({ key: "practice.check.missing", values: { selector: "h1" } });
  });
});

describe("js checks: the shared table", () => {
  it.each(jsCases)("$name", async (entry) => {
    const server = await runChecks({ kind: "js", files: files(entry.code), checks: entry.checks });
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

describe("js sandbox: hostile programs", () => {
  it.each(hostileJsCases)("$name", async (entry) => {
    const report = await runChecks({ kind: "js", files: files(entry.code), checks: entry.checks });
    expect(report.verdict).toBe(entry.verdict);
    expect(passes(report)).toEqual(entry.passes);
    expect(report.passed).toBe(false);
  }, 20_000);

  it("keeps answering after every hostile program", async () => {
    const hostile = hostileJsCases.map((entry) => runChecks({ kind: "js", files: files(entry.code), checks: entry.checks }));
    const plain = runChecks({ kind: "js", files: files("function one() { return 1 }"), checks: [{ type: "returns", name: "one", args: [], expected: 1 }] });
    const [answers, answer] = await Promise.all([Promise.all(hostile), plain]);
    expect(answers.map((report) => report.verdict)).toEqual(hostileJsCases.map((entry) => entry.verdict));
    expect(answer.passed).toBe(true);
  }, 60_000);
});
