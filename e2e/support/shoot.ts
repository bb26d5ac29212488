import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";

type ShootOptions = {
  /** Waits before each photo, at the width just set. */
  settle?: (page: Page, width: number) => Promise<void>;
  /** Whether the photo named so takes the whole page or only the viewport. */
  fullPage?: (name: string) => boolean;
  animations?: "disabled" | "allow";
};

/** Photographs a page at 390 and 1280 px into `dir` for review, then goes back to 1280. */
export function shooter(dir: string, { settle, fullPage = () => true, animations = "allow" }: ShootOptions = {}) {
  return async (page: Page, name: string) => {
    mkdirSync(dir, { recursive: true });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await settle?.(page, width);
      await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: fullPage(name), animations });
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
