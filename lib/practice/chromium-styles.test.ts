import { chromium, type Browser } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkWeb } from "./check-web";
import { styleCases } from "./checker-cases";
import type { WebCheck } from "./contract";
import { sameCssValue } from "./css-values";

// Issue 40: the style checks' table (checker-cases.ts, styleCases; checker.test.ts runs it on
// the server and in the browser's bundle) against Chromium's own computed styles. For every
// `css` check Chromium is asked for getComputedStyle of each element the selector finds, and the
// check passes there when each value is the expected one as a colour (sameCssValue): the
// checker's verdict must be Chromium's. Debian's /usr/bin/chromium (the image has it), or
// Playwright's own when CHROMIUM_PATH is empty.

let browser: Browser;

beforeAll(async () => {
  const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  browser = await chromium.launch(executablePath ? { executablePath } : {});
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

/** The page as a browser loads it: the HTML, then each .css file as a style sheet after it. */
function pageOf(files: { name: string; content: string }[]): string {
  const html = files.filter((file) => file.name.endsWith(".html")).map((file) => file.content).join("\n");
  const css = files.filter((file) => file.name.endsWith(".css")).map((file) => `<style>${file.content}</style>`).join("");
  return `<!DOCTYPE html><html><head></head><body>${html}${css}</body></html>`;
}

describe("style checks agree with Chromium's computed styles", () => {
  it.each(styleCases())("$name", async (entry) => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    try {
      await page.setContent(pageOf(entry.files));
      const chromiumPasses: boolean[] = [];
      for (const check of entry.checks as Extract<WebCheck, { type: "css" }>[]) {
        const values = await page.$$eval(check.selector, (elements, property) => elements.map((element) => getComputedStyle(element).getPropertyValue(property)), check.property);
        chromiumPasses.push(values.length > 0 && values.every((value) => sameCssValue(value, check.value)));
      }
      expect(chromiumPasses).toEqual(entry.passes);
      expect(checkWeb(entry.files, entry.checks).results.map((result) => result.passed)).toEqual(chromiumPasses);
    } finally {
      await page.close();
    }
  }, 30_000);
});
