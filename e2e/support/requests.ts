import type { Page, Request } from "@playwright/test";

const QUIET_MS = 150;
const SETTLE_TIMEOUT_MS = 20_000;

/**
 * A page's requests, watched from before its first navigation, so that a scan can wait for what
 * loads after hydration (an admin list's data, a lazy chunk) and no longer. Playwright's
 * "networkidle" waits for 500 ms without a request after every load: in the walks that scan
 * dozens of pages (accessibility, every word) that wait was a third of their time.
 * The live socket's long-lived connection is not counted.
 */
export function watchRequests(page: Page): { settled: () => Promise<void> } {
  const open = new Set<Request>();
  let lastChange = Date.now();
  page.on("request", (request) => {
    if (request.url().includes("/socket.io/")) return;
    open.add(request);
    lastChange = Date.now();
  });
  const ended = (request: Request) => {
    if (open.delete(request)) lastChange = Date.now();
  };
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  return {
    /** Resolves once the page's main thread went idle, then no request is open and none started or ended for QUIET_MS. */
    async settled() {
      // Hydration runs in slices after the load event, and the reads it starts come after it:
      // an idle main thread means they have started. A navigation meanwhile ends the wait early;
      // its own requests are open then.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 }))).catch(() => undefined);
      const deadline = Date.now() + SETTLE_TIMEOUT_MS;
      while (open.size > 0 || Date.now() - lastChange < QUIET_MS) {
        if (Date.now() > deadline) throw new Error(`requests still open after ${SETTLE_TIMEOUT_MS} ms: ${[...open].map((request) => request.url()).join(", ")}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  };
}
