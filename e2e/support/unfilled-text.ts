import { expect, type Page } from "@playwright/test";
import { UNFILLED_VALUE } from "../../tests/support/unfilled";

// Typed code is left out: a lesson about JavaScript may say "undefined".
const TYPED_CODE = "pre, code, textarea, script, style, .cm-editor, [contenteditable]";

/** Fails when the page's words (outside typed code), or an aria-label, title or placeholder, show a value that was never filled in. */
export async function expectEveryValueFilled(page: Page): Promise<void> {
  const texts = await page.evaluate((skip) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      if (!node.parentElement?.closest(skip)) found.push(node.data);
    }
    for (const element of document.querySelectorAll("[aria-label], [title], [placeholder]")) {
      for (const name of ["aria-label", "title", "placeholder"]) found.push(element.getAttribute(name) ?? "");
    }
    return found.concat(document.title);
  }, TYPED_CODE);
  expect(texts.filter((text) => UNFILLED_VALUE.test(text)), `unfilled values on ${page.url()}`).toEqual([]);
}
