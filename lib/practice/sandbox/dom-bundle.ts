// How lib/practice/sandbox/dom-entry.ts is bundled for a `js` realm (QuickJS on the server, a
// plain realm in checker.test.ts): the server build writes workers/dom.js with these options
// (scripts/build-server.mjs lists the same), and the practice worker, run from source, bundles
// it with esbuild once.
export const DOM_BUILD = { entryPoints: ["lib/practice/sandbox/dom-entry.ts"], bundle: true, platform: "browser", format: "iife", minify: true, legalComments: "none", logLevel: "silent", write: false } as const;
