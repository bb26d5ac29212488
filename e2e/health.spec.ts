import { expect, test } from "@playwright/test";

test("the server answers health and redirects / to /home", async ({ page, request }) => {
  const health = await request.get("/api/health");
  expect(await health.json()).toEqual({ status: "ok" });
  await page.goto("/");
  await expect(page).toHaveURL(/\/home$/);
});
