import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** A modal is a native <dialog>, or the learning page's modules drawer (role="dialog"). */
export const OPEN_DIALOG = 'dialog[open], [role="dialog"][aria-modal="true"]';

/**
 * Runs axe (WCAG 2.1 A and AA rules) on what the page shows now, or on `include` alone; answers
 * its serious and critical findings, each naming the rule and up to three of its elements.
 */
export async function seriousFindings(page: Page, include?: string): Promise<string[]> {
  // Right after a client navigation Next may not have put the new page's <title> in yet: a scan
  // then finds "no title" (it happened once on the group board; cd7b4c9). Every page has one.
  if (!include) await page.waitForFunction(() => document.title.trim() !== "");
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.impact} ${violation.id} (${violation.nodes.length}) ${violation.nodes.slice(0, 3).map((node) => node.target.join(" ")).join(" | ")}`);
}
