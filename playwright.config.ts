import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3210);
// Several people may run browser tests at once on one machine: each picks a port and a folder.
const DATA_DIR = process.env.E2E_DATA_DIR ?? ".data-e2e";
export const baseURL = `http://127.0.0.1:${PORT}`;

/**
 * The server-level specs: each starts servers of its own (signals and draining, the dev server,
 * Caddy in front, two instances on one database, an oversized upload) or poisons the shared
 * one's caches. They are the `ops` project, a job of their own after the user flows
 * (scripts/test.mjs); every other spec is a user flow, the `flows` project, sharded on CI.
 */
export const OPS_SPECS = [
  "server-lifecycle.spec.ts",
  "server-shutdown.spec.ts",
  "dev-server.spec.ts",
  "https-proxy.spec.ts",
  "static-shells.spec.ts",
  "cache-poisoning.spec.ts",
  "oversized-chunked.spec.ts",
];
const opsSpecs = OPS_SPECS.map((file) => `**/${file}`);
const browser = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } };

// The built app in demo mode (embedded PostgreSQL in a fresh .data-e2e, demo data), driven
// in Debian's Chromium: Playwright cannot download a browser here.
export default defineConfig({
  testDir: "e2e",
  outputDir: process.env.E2E_RESULTS_DIR ?? "e2e-results",
  // Budgets for a hang, not for speed (benchmarks measure speed): CI's shared 2-core machines
  // have run the whole suite 1.5-2.7 times slower than a quiet one, and the longest walks without
  // a budget of their own (admin-courses: 30 s quiet, 40 s loaded) ran out of 60 s there.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  // One retry on CI only: the 2-core machines there are shared, and a starved headless renderer
  // can stop painting for a while. A test that fails twice still fails the run.
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-dev-shm-usage",
        // Specs with two browser contexts keep both painting and running timers.
        "--disable-renderer-backgrounding",
        "--disable-background-timer-throttling",
        "--disable-backgrounding-occluded-windows",
      ],
    },
  },
  projects: [
    { name: "flows", testIgnore: opsSpecs, use: browser },
    { name: "ops", testMatch: opsSpecs, use: browser },
  ],
  webServer: {
    command: `rm -rf ${DATA_DIR} && node --import ./scripts/server-only-hook.mjs --import tsx server.ts`,
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    // The server drains and stops its embedded PostgreSQL (which runs in a process group of
    // its own, out of reach of a group SIGKILL) on SIGTERM.
    gracefulShutdown: { signal: "SIGTERM", timeout: 40_000 },
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      BCRYPT_COST: "6",
      // Cost below 10 is refused outside tests (lib/env.ts); this run is a test.
      BCRYPT_ALLOW_LOW_COST: "1",
      LOG_LEVEL: "error",
      // Browser specs sign in many times from one address.
      RATE_LIMIT_LOGIN_PER_ADDRESS: "10000",
      RATE_LIMIT_REGISTER_PER_ADDRESS: "10000",
      // The whole suite's visitors are one address: its searches, cards and pages add up.
      RATE_LIMIT_RENDERS_PER_ADDRESS: "10000",
    },
  },
});
