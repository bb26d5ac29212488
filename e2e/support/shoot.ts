import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page, PageScreenshotOptions } from "@playwright/test";
import { expectEveryValueFilled } from "./unfilled-text";

/**
 * Photos for review are taken only when E2E_SHOTS is set (`E2E_SHOTS=1 npx playwright test …`):
 * an ordinary run, and CI, take none. The widths are still visited, and whatever a spec checks
 * there still runs.
 */
export const SHOTS_WANTED = Boolean(process.env.E2E_SHOTS);

/** page.screenshot for review: only when E2E_SHOTS asks. */
export async function photo(page: Page, options: PageScreenshotOptions & { path: string }): Promise<void> {
  if (!SHOTS_WANTED) return;
  mkdirSync(path.dirname(options.path), { recursive: true });
  await page.screenshot(options);
}

type ShootOptions = {
  /** Waits before each photo, at the width just set. */
  settle?: (page: Page, width: number) => Promise<void>;
  /** Whether the photo named so takes the whole page or only the viewport. */
  fullPage?: (name: string) => boolean;
  animations?: "disabled" | "allow";
};

/**
 * Photographs a page at 390 and 1280 px into `dir` for review (when E2E_SHOTS asks), then goes
 * back to 1280. Every run, photos or not, checks first that the page shows no unfilled value.
 */
export function shooter(dir: string, { settle, fullPage = () => true, animations = "allow" }: ShootOptions = {}) {
  return async (page: Page, name: string) => {
    await expectEveryValueFilled(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await settle?.(page, width);
      await photo(page, { path: `${dir}/${name}-${width}.png`, fullPage: fullPage(name), animations });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  };
}

export const ADMIN_SHOTS = process.env.ADMIN_SHOTS_DIR ?? "/tmp/shots-admin";

/** Admin pages: a page is shot whole; an open dialog only as the viewport shows it. */
export const adminShoot = shooter(ADMIN_SHOTS, {
  fullPage: (name) => !name.includes("modal") && !name.includes("dialog"),
});

export const PAGES_SHOTS = process.env.SHOTS_DIR ?? "/tmp/shots-pages";

/**
 * Student pages: the shell animates (its rail's width) when the layout changes; Playwright's own
 * `animations: "disabled"` runs every finite animation to its end before the photo (an endless
 * spinner's is cancelled). It needs no script of the page, so it works where scripts are off.
 */
export const pagesShoot = shooter(PAGES_SHOTS, { animations: "disabled" });
