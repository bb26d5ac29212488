import type { CheckReport, PracticeText } from "./contract";
import { JS_MEMORY_LIMIT_BYTES, JS_TIME_LIMIT_MS, type JsProgram, type JsRun } from "./js-program";

// A `web` page's scripts (issue 44): the checks read the HTML and CSS, but a page whose script
// never finishes shows nothing (the preview stays blank), so it cannot pass. The scripts the
// preview runs as it loads (classic inline scripts in document order, then the `.js` files as
// one, as components/practice/files.ts builds the preview) run under the `js` limits with a DOM
// of stand-ins: every property of a stand-in is a stand-in, calling one gives one, and it turns
// into NaN or "" as a number or a string, so a script touching the page runs on without a page.
// Stand-ins run out after a budget of reads and calls (then they are undefined), so a loop that
// waits on the page (`while (list.firstChild) …`) ends instead of being told it never finishes;
// a loop that never looks at the page runs as it would in the browser. Errors are ignored, as a
// browser goes on to the next script; only a script that does not finish (or exhausts memory)
// changes the verdict.

/** Reads and calls of stand-ins a run may make before they are undefined. */
export const PAGE_DOM_BUDGET = 10_000;

/** Globals of a browser page that a script may use: each is a stand-in. */
const PAGE_GLOBALS = [
  "window", "self", "document", "navigator", "location", "history", "screen", "localStorage", "sessionStorage",
  "alert", "prompt", "confirm", "setTimeout", "setInterval", "clearTimeout", "clearInterval", "requestAnimationFrame",
  "cancelAnimationFrame", "queueMicrotask", "fetch", "XMLHttpRequest", "Image", "Audio", "Event", "CustomEvent",
  "KeyboardEvent", "MouseEvent", "MutationObserver", "IntersectionObserver", "ResizeObserver", "getComputedStyle",
  "matchMedia", "addEventListener", "removeEventListener", "dispatchEvent", "performance", "Node", "Element",
  "HTMLElement", "customElements", "FormData", "URLSearchParams", "scrollTo", "open", "close", "print",
];

// Plain ES5, for QuickJS and every browser. Its value is the function that runs the scripts.
const PAGE_PRELUDE = `(function (g) {
  "use strict";
  var run = g.eval, parse = JSON.parse, define = Object.defineProperty, budget = ${PAGE_DOM_BUDGET};
  var stub;
  var handler = {
    get: function (target, key) {
      if (key === Symbol.toPrimitive) return function (hint) { return hint === "number" ? NaN : ""; };
      return budget-- > 0 ? stub : undefined;
    },
    set: function () { return true; },
    deleteProperty: function () { return true; },
    apply: function () { return budget-- > 0 ? stub : undefined; },
    construct: function () { return stub; }
  };
  stub = new Proxy(function () {}, handler);
  var names = ${JSON.stringify(PAGE_GLOBALS)};
  for (var i = 0; i < names.length; i++) { try { define(g, names[i], { value: stub, writable: true, configurable: true }); } catch (e) {} }
  var quiet = function () {};
  var console_ = { log: quiet, info: quiet, warn: quiet, error: quiet, debug: quiet, table: quiet, dir: quiet, clear: quiet };
  try { define(g, "console", { value: console_, writable: true, configurable: true }); } catch (e) {}
  return function (scriptsJson) {
    var scripts = parse(scriptsJson);
    for (var s = 0; s < scripts.length; s++) { try { run(scripts[s]); } catch (e) {} }
    return "{}";
  };
})(globalThis);`;

/** The run of a page's scripts, for any `js` runner (evaluateJsProgram, the server's pool). */
export function pageProgram(scripts: string[]): JsProgram {
  return { prelude: PAGE_PRELUDE, source: "", calls: JSON.stringify(scripts) };
}

/** The `web` report once the page's scripts have run: unchanged unless one did not finish. */
export function judgePage(report: CheckReport, run: JsRun): CheckReport {
  let text: PracticeText;
  if (run.stopped === "timeout") text = { key: "practice.verdict.pageScript", values: { seconds: JS_TIME_LIMIT_MS / 1000 } };
  else if (run.stopped === "memory") text = { key: "practice.verdict.memory", values: { megabytes: JS_MEMORY_LIMIT_BYTES / 1024 / 1024 } };
  else return report;
  return { passed: false, verdict: run.stopped, verdictText: text, results: report.results.map((result) => ({ check: result.check, passed: false, message: text })), console: "" };
}
