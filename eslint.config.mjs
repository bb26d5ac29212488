// ESLint (flat config): Next's rules, typescript-eslint, and the house rules a linter can
// say (STYLE.md, CONTRIBUTING.md). `npm test` runs it before the tests.
import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { noAreaCycles, noImports, noMessageMatching, serverDataInQueryCache } from "./eslint/qadam-rules.mjs";

// Values imported from these touch the database; `import type` does not.
const DATABASE_MODULES = new Set(["@/lib/db/client", "pg", "@prisma/adapter-pg"]);
const touchesDatabase = (source, filename) =>
  DATABASE_MODULES.has(source) || (/\/lib\/db\/[^/]+$/.test(filename) && source === "./client");

/** A lib module that touches the database starts with `import "server-only"`, so no client bundle can pull it in. */
const requireServerOnly = {
  meta: { type: "problem", messages: { missing: 'A lib module that touches the database imports "server-only" (it imports {{source}}).' } },
  create(context) {
    let marked = false;
    const touching = [];
    return {
      ImportDeclaration(node) {
        if (node.source.value === "server-only") marked = true;
        else if (node.importKind !== "type" && touchesDatabase(node.source.value, context.filename)) touching.push(node);
      },
      "Program:exit"() {
        if (!marked && touching.length) context.report({ node: touching[0], messageId: "missing", data: { source: touching[0].source.value } });
      },
    };
  },
};

/** Pairs of lib's areas that still import each other (qadam/no-area-cycles); issue 43 measured 11; 6 are untangled. */
const TANGLED_AREAS = [
  ["auth", "viewer"],
];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([".next/**", ".next-*/**", "node_modules/**", "lib/db/generated/**", ".data*/**", "e2e-results*/**", "test-results/**", "playwright-report/**", "backups/**", "next-env.d.ts"]),
  {
    plugins: {
      qadam: {
        rules: {
          "server-only": requireServerOnly,
          "server-data-in-query-cache": serverDataInQueryCache,
          "no-message-matching": noMessageMatching,
          "no-imports": noImports,
          "no-area-cycles": noAreaCycles,
        },
      },
    },
    rules: {
      "no-console": ["error", { allow: ["warn", "error"] }],
      // A variable a closure reads before its one assignment (server.ts's shutdown) cannot be const.
      "prefer-const": ["error", { ignoreReadBeforeAssign: true }],
      "no-restricted-syntax": [
        "error",
        { selector: "MemberExpression[object.name='process'][property.name='env']", message: "Read settings through env() of lib/env.ts (the one reader of process.env)." },
      ],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      // The React Compiler's diagnostics (the app does not use the compiler) stay advice:
      // effects that copy fetched data into state are the debt STYLE.md names ("Where the house
      // is weakest"), to be paid by moving those views to a query cache, not by lint churn.
      "react-hooks/set-state-in-effect": "warn",
      "react-hooks/immutability": "warn",
      "react-hooks/incompatible-library": "warn",
    },
  },
  { files: ["lib/**/*.ts"], ignores: ["lib/**/*.test.ts"], rules: { "qadam/server-only": "error" } },
  // Server data lives in the query cache (CONTRIBUTING.md, "Admin data"); the fetch helpers are the data layer.
  // The auto-login page checks a link's token once (a Bearer header of its own): no data to keep.
  {
    files: ["components/admin/**/*.{ts,tsx}", "components/auth/**/*.{ts,tsx}", "components/payments/**/*.{ts,tsx}", "components/student-data/**/*.{ts,tsx}"],
    ignores: ["**/*.test.ts", "components/auth/auto-login.tsx"],
    rules: { "qadam/server-data-in-query-cache": ["error", { dataLayer: ["components/admin/data", "components/student-data"] }] },
  },
  // Pages act on an answer's code, never on its words (DESIGN.md).
  { files: ["components/**/*.{ts,tsx}", "app/**/*.{ts,tsx}", "lib/courses/**/*.ts", "lib/payments/**/*.ts", "lib/offline/**/*.ts"], ignores: ["**/*.test.ts"], rules: { "qadam/no-message-matching": "error" } },
  // No two areas of lib import each other (issue 43). The pairs listed are the ones still
  // tangled: untangle one, then take it off the list.
  {
    files: ["lib/**/*.{ts,tsx,mts,mjs}"],
    ignores: ["**/*.test.ts", "**/*.fixture.ts"],
    rules: { "qadam/no-area-cycles": ["error", { allow: TANGLED_AREAS }] },
  },
  // Client bundles that format a phone must not pull in zod with it.
  { files: ["lib/format/phone.ts"], rules: { "qadam/no-imports": "error" } },
  // Next forbids assigning `module` because its bundles use it; vitest files are never bundled.
  { files: ["**/*.test.ts"], rules: { "@next/next/no-assign-module-variable": "off" } },
  // Boot code and configuration own the environment: they fill it (demo mode) or pass it on.
  {
    files: ["lib/env.ts", "lib/boot/**", "lib/db/embedded-postgres.ts", "server.ts", "scripts/**", "*.config.{ts,mjs}", "tests/**", "e2e/**", "**/*.test.ts"],
    rules: { "no-restricted-syntax": "off" },
  },
  // No React outside app/ and components/: a function named `use` (a fixture, a bench step) is no hook.
  { files: ["scripts/**", "tests/**", "e2e/**"], rules: { "react-hooks/rules-of-hooks": "off" } },
  // Scripts and test helpers talk to people on the console; so does the server's demo banner.
  { files: ["scripts/**", "tests/**", "e2e/**", "server.ts"], rules: { "no-console": "off" } },
]);
