// Issue 40 (DOM exercises for js): what a real DOM costs inside the js sandbox. Bundles linkedom
// for a browser-like realm (esbuild, as the server build would) and evaluates it in fresh QuickJS
// runtimes with the sandbox's limits (32 MB, 256 kB of stack), as each run would have to; prints
// the bundle's size, each load's wall and thread CPU time, the memory the runtime holds after
// it, and whether a small page could then be parsed, queried and clicked.
//   node scripts/bench-dom-sandbox.mjs [runs]
import { readFileSync } from "node:fs";
import { build } from "esbuild";
import { newQuickJSWASMModuleFromVariant } from "quickjs-emscripten-core";
import variant from "@jitl/quickjs-singlefile-cjs-release-sync";

const runs = Number(process.argv[2] ?? 5);
const cpuMs = () => Number(readFileSync("/proc/thread-self/schedstat", "latin1").split(" ")[0]) / 1e6;
// What QuickJS lacks that linkedom's dependencies reach for at load (Buffer, Intl) is stubbed.
const banner = "var Buffer = { from: function (s) { return s; } }; var Intl = { Collator: function () { return { compare: function (a, b) { return a < b ? -1 : a > b ? 1 : 0; } }; }, NumberFormat: function () { return { format: function (n) { return String(n); } }; } };";
const bundle = await build({
  stdin: { contents: 'import { parseHTML } from "linkedom"; globalThis.__parseHTML = parseHTML;', resolveDir: process.cwd() },
  bundle: true,
  platform: "browser",
  format: "iife",
  minify: true,
  write: false,
  logLevel: "silent",
  banner: { js: banner },
});
const code = bundle.outputFiles[0].text;
console.log(`linkedom bundle: ${(code.length / 1024).toFixed(0)} kB (minified)`);
const quickjs = await newQuickJSWASMModuleFromVariant(variant.default ?? variant);
const page = `const { document, window } = __parseHTML('<!doctype html><html><body><button id="b">+</button><p id="n">0</p></body></html>');
let n = 0; document.querySelector('#b').addEventListener('click', function () { document.querySelector('#n').textContent = String(++n); });
document.querySelector('#b').dispatchEvent(new window.Event('click'));
document.querySelector('#n').textContent`;
for (let run = 1; run <= runs; run++) {
  const runtime = quickjs.newRuntime();
  runtime.setMemoryLimit(32 * 1024 * 1024);
  runtime.setMaxStackSize(256 * 1024);
  const vm = runtime.newContext();
  const [wall, cpu] = [Date.now(), cpuMs()];
  const loaded = vm.evalCode(code, "linkedom.js");
  const load = { wall: Date.now() - wall, cpu: Math.round(cpuMs() - cpu) };
  const loadError = loaded.error ? `${vm.dump(loaded.error).message} ${String(vm.dump(loaded.error).stack).split("\n")[0]}` : null;
  loaded.dispose();
  const usage = runtime.computeMemoryUsage();
  const used = vm.dump(usage).memory_used_size;
  usage.dispose();
  const result = vm.evalCode(page, "page.js");
  const text = result.error ? `error: ${vm.dump(result.error).message}` : JSON.stringify(vm.dump(result.value));
  result.dispose();
  console.log(`run ${run}: load ${load.wall} ms wall, ${load.cpu} ms CPU${loadError ? ` (failed: ${loadError})` : ""}; ${(used / 1024 / 1024).toFixed(1)} MB held; page after a click: ${text}`);
  const freed = Date.now();
  vm.dispose();
  runtime.dispose();
  console.log(`        freed in ${Date.now() - freed} ms`);
}
