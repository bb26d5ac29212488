import type { Page } from "@playwright/test";

/**
 * Waits until React has hydrated the page's shell. Needed before a click or a keystroke on a
 * visitor's public page: it fetches its scripts only after its first paint
 * (lib/cache/scripts-after-paint.ts), so `goto` returns before they have run.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.shellReady === "1");
}
