import { expect, test, type APIRequestContext } from "@playwright/test";
import { CATALOGUE_PAGE_SIZE } from "@/lib/courses/params";
import { baseURL } from "../playwright.config";
import { login, randomPhone, registerStudent } from "./support/accounts";
import { untilHydrated } from "./support/hydrated";
import { SAME_ORIGIN } from "./support/origin";
import { pagesShoot as shoot } from "./support/shoot";

test.use(SAME_ORIGIN);

// Issue 27: the catalogue is read one page at a time, so /courses costs the same at 7 courses
// or 200. The pager is made of links: each page has its address and works before the scripts.

type Catalogue = { courses: { id: string; title: string }[]; page: number; pages: number; total: number };

let admin: APIRequestContext;
const made: string[] = [];

test.beforeAll(async ({ playwright }) => {
  admin = await playwright.request.newContext({ baseURL, ...SAME_ORIGIN });
  await login(admin);
  const { total } = (await (await admin.get("/api/courses?page=1")).json()) as Catalogue;
  // At least two cards on the second page, whatever other specs published, and at least one
  // course of this spec's, the last in the catalogue (a new course goes to its end).
  for (let n = Math.min(total, CATALOGUE_PAGE_SIZE + 1); n < CATALOGUE_PAGE_SIZE + 2; n++) {
    const created = await admin.post("/api/admin/courses", {
      multipart: { title: `Sahifa kursi ${n} ${Date.now()}`, description: "Katalog sahifalari uchun", instructor: "Aziz Karimov", price: "0", duration: "2", level: "beginner", tags: "[]" },
    });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { course: { id: string } }).course.id;
    made.push(id);
    expect((await admin.patch(`/api/admin/courses/${id}/status`, { data: { status: "active" } })).status()).toBe(200);
  }
});

test.afterAll(async () => {
  for (const id of made) expect((await admin.delete(`/api/admin/courses/${id}`)).status()).toBe(200);
  await admin.dispose();
});

async function catalogueAt(page: number): Promise<Catalogue> {
  return (await (await admin.get(`/api/courses?page=${page}`)).json()) as Catalogue;
}

test("a visitor pages through the catalogue with links, before any script runs, at 390 px", async ({ browser }) => {
  const [first, second] = [await catalogueAt(1), await catalogueAt(2)];
  expect(first.courses).toHaveLength(CATALOGUE_PAGE_SIZE);
  const context = await browser.newContext({ ...SAME_ORIGIN, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto("/courses");
  const cards = page.getByTestId("course-card");
  await expect(cards).toHaveCount(CATALOGUE_PAGE_SIZE);
  await expect(cards.first()).toContainText(first.courses[0]!.title);
  const pager = page.getByRole("navigation", { name: "Kurslar sahifalari" });
  await expect(pager.getByTestId("catalogue-page")).toHaveText(`1 / ${first.pages}`);
  await expect(pager.getByText("Oldingi")).toHaveAttribute("aria-disabled", "true");
  // The statistics count every course, not the page's.
  const stats = page.getByRole("region", { name: "Raqamlarda" });
  await expect(stats.getByText(String(first.total), { exact: true })).toBeVisible();

  await pager.getByRole("link", { name: "Keyingi" }).click();
  await expect(page).toHaveURL(/\/courses\?page=2$/);
  await expect(cards).toHaveCount(second.courses.length);
  await expect(cards.first()).toContainText(second.courses[0]!.title);
  await expect(page.getByRole("navigation", { name: "Kurslar sahifalari" }).getByTestId("catalogue-page")).toHaveText(`2 / ${first.pages}`);
  await context.close();
});

test("a student's page of the catalogue shows their own course state, and the pager goes back", async ({ page }) => {
  await registerStudent(page.request, { fullName: "Sahifa O'quvchi", phone: randomPhone("94").display });
  const mine = made.at(-1)!;
  expect((await page.request.post(`/api/courses/${mine}/enroll`, { data: {} })).status()).toBe(200);
  const { pages } = await catalogueAt(1);
  const last = await catalogueAt(pages);
  await page.goto(`/courses?page=${pages}`);
  await untilHydrated(page);
  const cards = page.getByTestId("course-card");
  await expect(cards).toHaveCount(last.courses.length);
  // The student's own facts reach a card on any page: theirs is the last course.
  await expect(cards.last().getByRole("link", { name: "Davom etish" })).toHaveAttribute("href", `/learning/${mine}`);
  await shoot(page, "courses-last-page");

  await page.getByRole("navigation", { name: "Kurslar sahifalari" }).getByRole("link", { name: "Oldingi" }).click();
  await expect(page).toHaveURL(pages > 2 ? new RegExp(`/courses\\?page=${pages - 1}$`) : /\/courses$/);
  await expect(page.getByTestId("catalogue-page")).toHaveText(`${pages - 1} / ${pages}`);
});
