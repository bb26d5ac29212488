import { expect, test } from "@playwright/test";
import { untilHydrated } from "./support/hydrated";

// Issue 14, largest paint: a public page's first paint carries its content. A page that streams
// behind a Suspense fallback (a loading.tsx) paints the skeleton first, and React reveals the
// streamed content no sooner than 300 ms after that paint: Lighthouse then measured the
// content's paint after every script had run. Without the skeletons, a click in the sidebar
// shows that its page is on the way on the link itself. A visitor's page loads Next's scripts as
// Next writes them (issue 22: starting them after the first paint cost a slow phone's first
// tap 0.6–1.0 s for 0.2 s of paint).

test("a visitor's public pages arrive whole, with no skeleton to reveal later", async ({ request }) => {
  const { courses } = (await (await request.get("/api/courses")).json()) as { courses: { id: string }[] };
  for (const path of ["/home", "/courses", `/courses/${courses[0]!.id}`, "/offline", "/debtors"]) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    // React's placeholder for a boundary whose content comes later in the stream.
    expect(await answer.text(), path).not.toContain('<template id="B:');
  }
});

test("a visitor's public pages load Next's scripts as Next writes them, and then work", async ({ page, request }) => {
  const { courses } = (await (await request.get("/api/courses")).json()) as { courses: { id: string }[] };
  for (const path of ["/home", "/courses", `/courses/${courses[0]!.id}`, "/offline", "/debtors"]) {
    // The second answer is the kept copy.
    for (const answer of [await request.get(path), await request.get(path)]) {
      const html = await answer.text();
      expect(html, path).toMatch(/<script src="\/_next\/static\/chunks\/[^"]+\.js" async=""><\/script>/);
      expect(html, path).not.toContain("first-contentful-paint");
    }
  }

  // Then React runs the page: the language switch answers.
  await page.goto("/courses");
  await untilHydrated(page);
  await page.getByRole("group", { name: "Til" }).getByRole("link", { name: "ru" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Курсы" })).toBeVisible();
});

test("a visitor's course cards, enrol button, offline cards, menu and language switch work before the page's scripts have run", async ({ page, request }) => {
  const { courses } = (await (await request.get("/api/courses")).json()) as { courses: { id: string }[] };
  await page.route(/\/_next\/static\/chunks\/[^/]+\.js$/, (route) => route.abort());
  await page.goto("/courses");
  // Spec §4: a visitor's card opens the course (issue 26 §3 item 1); its enrol button asks for a
  // login first, and comes back to the course.
  await page.getByRole("link", { name: /CSS & Bootstrap/ }).first().click();
  await expect(page).toHaveURL(/\/courses\/[^/?]+$/);
  await page.goto(`/courses/${courses[0]!.id}`);
  await page.getByRole("link", { name: "Kursga obuna bo'lish" }).click();
  await expect(page).toHaveURL(`/projects/blogs?next=%2Fcourses%2F${courses[0]!.id}`);
  // A student's card on /offline opens their page.
  await page.goto("/offline");
  const card = page.getByTestId("student-list").getByRole("link").first();
  const name = (await card.locator("span").first().textContent())!;
  await card.click();
  await expect(page).toHaveURL(/\/offline\?student=/);
  await expect(page.getByTestId("student-detail").getByRole("heading", { name })).toBeVisible();
  // On a phone the menu opens (the browser opens the dialog) and its links lead on.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId("mobile-bar").getByRole("button", { name: "Menyuni ochish" }).click();
  const drawer = page.getByRole("dialog", { name: "Asosiy menyu" });
  await drawer.getByRole("button", { name: "Menyuni yopish" }).click();
  await expect(drawer).toBeHidden();
  await page.getByTestId("mobile-bar").getByRole("button", { name: "Menyuni ochish" }).click();
  await drawer.getByRole("link", { name: "Qarzdorlar" }).click();
  await expect(page).toHaveURL(/\/debtors$/);
  await page.setViewportSize({ width: 1280, height: 720 });
  // The language switch: a link to the page with ?lang=, which the server remembers.
  await page.getByTestId("sidebar").getByRole("group", { name: "Til" }).getByRole("link", { name: "ru" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Должники" })).toBeVisible();
  await page.goto("/courses");
  await expect(page.getByRole("heading", { level: 1, name: "Курсы" })).toBeVisible();
});

test("a sidebar link shows that its page is on the way until the page arrives", async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // Every request for the catalogue's server components (a prefetch or the navigation) waits.
  await page.route(/\/courses\?_rsc=/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/home");
  await untilHydrated(page);
  const link = page.getByRole("navigation").getByRole("link", { name: "Kurslar" });
  const pending = link.locator("[data-pending]");
  await expect(pending).toHaveCount(0);
  await link.click();
  await expect(pending).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);

  release();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(pending).toHaveCount(0);
});

test("a name typed into the offline search before the page came alive still filters the list", async ({ page, request }) => {
  const { users } = (await (await request.get("/api/offline-students")).json()) as { users: { fullName: string }[] };
  const name = users[0]!.fullName;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Next's async scripts hold the load event, not the document.
  await page.goto("/offline", { waitUntil: "domcontentloaded" });
  const search = page.getByLabel("Ism bo'yicha qidirish");
  await search.fill(name);
  release();
  await untilHydrated(page);
  await expect(search).toHaveValue(name);
  await expect(page.getByTestId("student-list").getByRole("link")).toHaveText(users.filter((each) => each.fullName === name).map(() => new RegExp(name)));
});
