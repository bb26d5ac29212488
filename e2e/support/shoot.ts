import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";

type ShootOptions = {
  /** Waits before each photo, at the width just set. */
  settle?: (page: Page, width: number) => Promise<void>;
  /** Whether the photo named so takes the whole page or only the viewport. */
  fullPage?: (name: string) => boolean;
};

/** Photographs a page at 390 and 1280 px into `dir` for review, then goes back to 1280. */
export function shooter(dir: string, { settle, fullPage = () => true }: ShootOptions = {}) {
  return async (page: Page, name: string) => {
    mkdirSync(dir, { recursive: true });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await settle?.(page, width);
      await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: fullPage(name) });
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
 * Student pages: the shell animates (its rail's width) when the layout changes; the photo waits
 * for a rendered frame at the new width and then for every animation that ends to have ended
 * (a spinner's or a skeleton's endless one is not waited for).
 */
export const pagesShoot = shooter(PAGES_SHOTS, {
  settle: (page) =>
    page.evaluate(async () => {
      await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
      const ending = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
      await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    }),
});
