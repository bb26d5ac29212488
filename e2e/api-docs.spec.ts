import { expect, test } from "@playwright/test";

// Issue 23: the API reference (/api/docs, Redoc) runs under its own security policy and asks
// nothing the policy refuses: no console error, no request to another origin.
test.setTimeout(180_000);

test("the API reference renders with no console error and nothing from another origin", async ({ page, baseURL }) => {
  const problems: string[] = [];
  page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
  page.on("pageerror", (error) => problems.push(error.message));
  const elsewhere: string[] = [];
  page.on("request", (request) => !request.url().startsWith(baseURL!) && !request.url().startsWith("blob:") && !request.url().startsWith("data:") && elsewhere.push(request.url()));

  await page.goto("/api/docs");
  // The side menu and its footer are drawn once the document is read (Redoc reads ~150 routes).
  await expect(page.getByRole("link", { name: /API docs by Redocly/ }), problems.join("\n")).toBeVisible({ timeout: 120_000 });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Every image the page shows has loaded or failed by now; a refused one would have logged.
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  expect(problems).toEqual([]);
  expect(elsewhere).toEqual([]);
});
