import { expect, test, type Page } from "@playwright/test";
import { randomPhone, registerStudent, STUDENT_PASSWORD } from "./support/accounts";
import { pagesShoot as shoot } from "./support/shoot";
import { SAME_ORIGIN } from "./support/origin";
import { untilHydrated } from "./support/hydrated";

test.use(SAME_ORIGIN);

// Issue 11 items 7 and 14: a visitor's enrol click says why it leads to the login form and
// comes back to the course after signing in; a new student is welcomed by name at the top.

const registerForm = (page: Page) => page.getByRole("form", { name: "Ro'yxatdan o'tish formasi" });
const loginForm = (page: Page) => page.getByRole("form", { name: "Kirish formasi" });

test("a visitor who clicks enrol is told to sign in and is brought back to the course", async ({ page, playwright, baseURL }) => {
  const { courses } = (await (await page.request.get("/api/courses")).json()) as { courses: { id: string; title: string }[] };
  const course = courses.find((entry) => entry.title.startsWith("HTML asoslari"))!;
  await page.goto(`/courses/${course.id}`);
  await untilHydrated(page);
  await shoot(page, "course-visitor");
  await page.getByRole("link", { name: "Kursga obuna bo'lish" }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/blogs\\?next=%2Fcourses%2F${course.id}$`));
  await expect(page.getByText("Kirish talab qilinadi. Iltimos, avval tizimga kiring.")).toBeVisible();

  const phone = randomPhone("94");
  const outsider = await playwright.request.newContext({ baseURL, ...SAME_ORIGIN });
  await registerStudent(outsider, { fullName: "Qaytuvchi Talaba", phone: phone.display });
  await outsider.dispose();
  await loginForm(page).getByLabel("Telefon raqam").fill(phone.local);
  await loginForm(page).getByLabel("Parol").fill(STUDENT_PASSWORD);
  await loginForm(page).getByRole("button", { name: "Kirish" }).click();
  await expect(page).toHaveURL(new RegExp(`/courses/${course.id}$`));
  await expect(page.getByRole("button", { name: "Kursga obuna bo'lish" })).toBeVisible();
  await expect(page.getByText("Kirish talab qilinadi")).toHaveCount(0);
  await shoot(page, "course-student");
});

test("a next parameter pointing elsewhere is ignored", async ({ page }) => {
  await page.goto("/projects/blogs?next=//evil.example/x");
  await expect(loginForm(page)).toBeVisible();
  await expect(page.getByText("Kirish talab qilinadi. Iltimos, avval tizimga kiring.")).toHaveCount(0);
});

test("after registering on a phone the page is at the top and welcomes the student by name", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/projects/blogs");
  await page.getByRole("tab", { name: "Ro'yxatdan o'tish" }).click();
  const form = registerForm(page);
  await form.getByLabel("Ism-familya").fill("Malika Yusupova");
  await form.getByLabel("Telefon raqam").fill(randomPhone("99").local);
  await form.getByLabel("Parol", { exact: true }).fill("qadam2026");
  await form.getByLabel("Parolni tasdiqlang").fill("qadam2026");
  await form.getByLabel("Viloyat").selectOption("Toshkent");
  await form.getByLabel("Tuman/shahar").selectOption("Chirchiq shahri");
  await form.getByLabel("Maktab").selectOption("45-maktab");
  await form.getByLabel("Sinf").selectOption("10-sinf");
  await form.getByRole("button", { name: "Ro'yxatdan o'tish" }).click();
  const welcome = page.getByText("Xush kelibsiz, Malika Yusupova!", { exact: false });
  await expect(welcome).toBeVisible();
  await expect(welcome).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
