import { expect, type Locator, type Page } from "@playwright/test";

/** Replaces a file's text in a practice workspace's editor as a student would: its tab, select all, type. */
export async function writeFile(page: Page, workspace: Locator, name: string, content: string) {
  await workspace.getByRole("tab", { name }).click();
  const editor = workspace.locator(".cm-content");
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  if (content) await page.keyboard.insertText(content);
  else await page.keyboard.press("Backspace");
  await expect(workspace.locator(`[data-testid="code-editor"][data-file="${name}"]`)).toBeVisible();
}
