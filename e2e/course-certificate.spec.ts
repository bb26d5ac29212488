import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { login, randomPhone, registerStudent } from "./support/accounts";
import { SAME_ORIGIN } from "./support/origin";
import { adminShoot, pagesShoot } from "./support/shoot";

test.use(SAME_ORIGIN);

// Issue 42: a student who finished a course gets its certificate, downloads the PDF from My
// courses, and its public page verifies it; the admin's dashboard counts it in the course's
// funnel, and an admin revokes it on that page, which then says revoked and why.
test("a finished course's certificate: download, check page, dashboard funnel, revoke", async ({ page, context, browser, playwright, baseURL }) => {
  test.setTimeout(180_000);
  const admin = await playwright.request.newContext({ baseURL, ...SAME_ORIGIN });
  await login(admin);
  const title = `Sertifikat kursi ${Date.now()}`;
  const created = await admin.post("/api/admin/courses", {
    multipart: { title, description: "Sertifikat uchun kurs", instructor: "Aziz Karimov", price: "0", duration: "2", level: "beginner", tags: "[]" },
  });
  expect(created.status()).toBe(201);
  const courseId = ((await created.json()) as { course: { id: string } }).course.id;
  const moduleId = ((await (await admin.post(`/api/admin/courses/${courseId}/modules`, { data: { title: "1-modul" } })).json()) as { module: { id: string } }).module.id;
  const lessonId = ((await (await admin.post(`/api/admin/modules/${moduleId}/lessons`, { data: { title: "Yagona dars" } })).json()) as { lesson: { id: string } }).lesson.id;
  expect((await admin.patch(`/api/admin/courses/${courseId}/status`, { data: { status: "active" } })).status()).toBe(200);

  const name = `Gʻayrat Oʻktamov ${Date.now() % 100000}`;
  await registerStudent(context.request, { fullName: name, phone: randomPhone("93").display });
  expect((await context.request.post(`/api/courses/${courseId}/enroll`)).status()).toBe(200);
  expect((await context.request.post(`/api/lessons/${lessonId}/progress`)).status()).toBe(200);

  // The course page's "Kursni tugatdim": every lesson is done, so the certificate is issued.
  await page.goto(`/courses/${courseId}`);
  const completed = page.waitForResponse((response) => response.url().endsWith(`/api/courses/${courseId}/complete`));
  await page.getByRole("button", { name: "Kursni tugatdim" }).click();
  const { certificate } = (await (await completed).json()) as { certificate: { code: string } };
  expect(certificate.code).toMatch(/^[0-9A-Z]{10}$/);

  await page.goto("/my-courses");
  const mine = page.getByTestId("my-certificates");
  await expect(mine).toContainText(title);
  await expect(mine).toContainText(certificate.code);
  const downloading = page.waitForEvent("download");
  await mine.getByRole("link", { name: `${title}: PDF yuklab olish` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`sertifikat-${certificate.code}.pdf`);
  expect(readFileSync((await download.path())!).subarray(0, 5).toString()).toBe("%PDF-");
  await pagesShoot(page, "my-courses-certificates");

  await mine.getByRole("link", { name: "Tekshirish sahifasi" }).click();
  await expect(page).toHaveURL(new RegExp(`/certificates/${certificate.code}$`));
  await expect(page.getByTestId("certificate-status")).toHaveText("Haqiqiy");
  await expect(page.getByTestId("certificate-view")).toContainText(name);
  await expect(page.getByTestId("certificate-view")).toContainText(title);
  await expect(page.getByTestId("revoke-certificate")).toHaveCount(0);
  await pagesShoot(page, "course-certificate-valid");

  // The admin: the dashboard's funnel counts the course's one student at every stage.
  const adminContext = await browser.newContext({ baseURL, ...SAME_ORIGIN });
  await login(adminContext.request);
  const adminPage = await adminContext.newPage();
  await adminPage.goto("/admin/dashboard");
  // The funnel's numbers, in the table screen readers get beside the chart.
  const funnel = adminPage.getByTestId("chart-funnel").locator("table", { hasText: "Kurslar bo'yicha yakunlash voronkasi" });
  // The charts are read after the page on a busy machine: a longer wait than the default.
  await expect(funnel.locator("tr", { hasText: title }).locator("td")).toHaveText(["1", "1", "1", "1"], { timeout: 30_000 });
  await expect(adminPage.getByTestId("chart-enrolments").locator(".recharts-bar-rectangle").first()).toBeAttached();
  for (const width of [390, 1280]) {
    await adminPage.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    // The charts fit the screen once they follow the new width: nothing makes the page scroll sideways.
    await expect.poll(() => adminPage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  await adminShoot(adminPage, "dashboard-charts");

  await adminPage.goto(`/certificates/${certificate.code}`);
  const form = adminPage.getByTestId("revoke-certificate");
  await form.getByRole("button", { name: "Bekor qilish" }).click();
  await expect(form.getByLabel("Sabab (sertifikat sahifasida ko'rinadi)")).toBeFocused();
  await form.getByLabel("Sabab (sertifikat sahifasida ko'rinadi)").fill("Loyiha boshqa o'quvchidan ko'chirilgan");
  await form.getByRole("button", { name: "Bekor qilish" }).click();
  await expect(adminPage.getByTestId("certificate-status")).toHaveText("Bekor qilingan");
  await adminContext.close();

  await page.reload();
  await expect(page.getByTestId("certificate-status")).toHaveText("Bekor qilingan");
  await expect(page.getByTestId("certificate-revoke-reason")).toHaveText("Sabab: Loyiha boshqa o'quvchidan ko'chirilgan");
  await pagesShoot(page, "course-certificate-revoked");
  await admin.dispose();
});
