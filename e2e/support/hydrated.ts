import type { Page } from "@playwright/test";

/**
 * Waits until React has hydrated the page's shell. Needed before a click or a keystroke that
 * React handles: `goto` returns once the document has loaded, which Next's async scripts need
 * not have run by.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.shellReady === "1");
}
