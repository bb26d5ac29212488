import { expect, test } from "@playwright/test";
import { ADMIN, login, randomPhone, registerStudent } from "./support/accounts";
import { SAME_ORIGIN } from "./support/origin";
import { shooter } from "./support/shoot";
import { uzbekWords, visibleText, words } from "./support/uzbek-words";

const shoot = shooter(process.env.LANGUAGE_SHOTS_DIR ?? "/tmp/shots-language", { fullPage: () => false });

test.use(SAME_ORIGIN);

// Issue 10: a reader who chose Russian reads no Uzbek interface word on the built pages (names
// and content people typed excepted), and the Uzbek pages carry no Cyrillic.

test("every page in Russian has no Uzbek interface word, and in Uzbek no Cyrillic", async ({ browser, playwright, baseURL }) => {
  test.setTimeout(240_000);
  const admin = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  await login(admin, ADMIN);

  // A student with a payment history: a top-up approved, a course bought.
  const student = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  const name = `Walk ${Date.now()}`;
  await registerStudent(student, { fullName: name, phone: randomPhone("94").display });
  const created = await student.post("/api/payments/create", { data: { amount: 500000, paymentMethod: "card" } });
  expect(created.status()).toBe(201);
  const paymentId = ((await created.json()) as { payment: { id: string } }).payment.id;
  expect((await admin.post(`/api/admin/payments/${paymentId}/approve`)).status()).toBe(200);
  const catalogue = (await (await student.get("/api/courses")).json()) as { courses: { id: string; title: string; price: number }[] };
  const first = catalogue.courses[0]!;
  expect((await student.post(`/api/courses/${first.id}/enroll`)).status()).toBe(200);
  const offline = (await (await student.get("/api/offline-students")).json()) as { students?: { id: string }[]; users?: { id: string }[] };
  const offlineId = (offline.students ?? offline.users ?? [])[0]?.id;
  expect(offlineId).toBeTruthy();

  // Whatever people typed in this run's database (other specs' users and courses too): names,
  // places, schools, course titles and descriptions are content, not interface words.
  // (The CSV's header row and the courses' level and duration are interface words, so they stay out.)
  const usersCsv = (await (await admin.get("/api/admin/users/export")).text()).split("\n").slice(1).join("\n");
  const adminCourses = ((await (await admin.get("/api/admin/courses")).json()) as { courses: Record<string, unknown>[] }).courses;
  const courseTexts = adminCourses.flatMap((course) => [course.title, course.description, course.instructor, course.category, course.tags].flat().map(String));
  const typedNow = [usersCsv, ...courseTexts].join("\n");
  const allowed = new Set(words(typedNow));

  const studentState = await student.storageState();
  const adminState = await admin.storageState();
  const pages: { path: string; as: "student" | "admin" }[] = [
    { path: "/home", as: "student" },
    { path: "/courses", as: "student" },
    { path: `/courses/${first.id}`, as: "student" },
    { path: "/my-courses", as: "student" },
    { path: `/learning/${first.id}`, as: "student" },
    { path: "/projects/payments", as: "student" },
    { path: "/projects/blogs", as: "student" },
    { path: "/projects/resume", as: "student" },
    { path: "/forgot", as: "student" },
    { path: "/forgot?phone=%2B998901234567&sent=1", as: "student" },
    { path: `/reset?token=${"A".repeat(43)}`, as: "student" },
    { path: "/offline", as: "student" },
    { path: "/debtors", as: "student" },
    { path: `/students/${offlineId}`, as: "student" },
    { path: "/admin/dashboard", as: "admin" },
    { path: "/admin/notifications", as: "admin" },
    { path: "/admin/users", as: "admin" },
    { path: "/admin/payments", as: "admin" },
    { path: "/admin/courses", as: "admin" },
    { path: "/admin/offline", as: "admin" },
    { path: "/admin/settings", as: "admin" },
    // An admin's view of a student's card: the warnings' and certificates' controls and hints.
    { path: `/offline?student=${offlineId}`, as: "admin" },
  ];

  const found: string[] = [];
  for (const locale of ["ru", "uz"] as const) {
    for (const who of ["student", "admin"] as const) {
      const context = await browser.newContext({ baseURL, storageState: who === "student" ? studentState : adminState });
      await context.addCookies([{ name: "lang", value: locale, url: baseURL! }]);
      const page = await context.newPage();
      for (const entry of pages.filter((item) => item.as === who)) {
        const response = await page.goto(entry.path);
        expect(response?.status(), entry.path).toBeLessThan(400);
        if (entry.path === "/admin/notifications" || entry.path === "/projects/payments") await shoot(page, `${locale}${entry.path.replaceAll("/", "-")}`);
        // Names people typed: the student's and the demo admin's.
        const text = (await visibleText(page)).replaceAll(name, "").replaceAll("Qadam Administrator", "");
        if (locale === "ru") {
          const uzbek = uzbekWords(text, allowed);
          if (uzbek.length > 0) found.push(`ru ${entry.path}: ${uzbek.join(", ")}`);
        } else {
          const cyrillic = text.match(/[\u0400-\u04FF]+/g);
          if (cyrillic) found.push(`uz ${entry.path}: ${[...new Set(cyrillic)].join(", ")}`);
        }
      }
      await context.close();
    }
  }
  expect(found).toEqual([]);
  await admin.dispose();
  await student.dispose();
});

test("with no choice made, a Russian browser gets Russian pages and Russian API messages", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: "ru-RU" });
  const page = await context.newPage();
  await page.goto("/courses");
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  const answer = await page.evaluate(async () => (await fetch("/api/user/profile")).json());
  expect(answer).toMatchObject({ success: false, code: "unauthenticated", message: "Нужно войти в систему" });
  await context.close();
});
