import type { Page } from "@playwright/test";

/**
 * Holds every script of the page's bundle back until the answered function is called: the page
 * is then what a slow phone has before its scripts arrive (the server's HTML, no React).
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => url.pathname.startsWith("/_next/static/") && url.pathname.endsWith(".js"), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
