import { expect, request as playwrightRequest, test, type Page } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { login, randomPhone, registerStudent } from "./support/accounts";
import { PAGES_SHOTS, pagesShoot as shoot, photo } from "./support/shoot";
import { SAME_ORIGIN } from "./support/origin";

// Cookie-carried writes name their origin (lib/api/origin.ts).
test.use(SAME_ORIGIN);

// Issue 3 item 6: a new student sees HTML open and CSS locked, cannot afford HTML and lands in
// the top-up dialog, requests a top-up; an admin approves it (through the API); the student
// enrols, which opens CSS & Bootstrap, learns, resumes at the same lesson and finishes.

const cardOf = (page: Page, title: RegExp) => page.getByTestId("course-card").filter({ has: page.getByRole("heading", { name: title }) });

test("a new student tops up, enrols in HTML, learns and finishes the course", async ({ page }) => {
  // Each lesson of the demo's HTML course now loads its practice editor too (issue 20), and the
  // flow photographs several pages at two widths.
  test.setTimeout(180_000);
  await registerStudent(page.request, { fullName: "Malika Yusupova", phone: randomPhone("93").display });

  const catalogue = (await (await page.request.get("/api/courses")).json()) as { courses: { id: string; title: string }[] };
  const idOf = (title: string) => catalogue.courses.find((course) => course.title.startsWith(title))!.id;

  // The detail page names the missing prerequisite on its button (spec §2).
  await page.goto(`/courses/${idOf("CSS & Bootstrap")}`);
  await expect(page.getByRole("button", { name: "Avval «HTML asoslari: birinchi veb-sahifangiz» ga obuna bo'ling" })).toBeVisible();
  await shoot(page, "course-detail-locked");

  await page.goto("/courses");
  const html = cardOf(page, /HTML asoslari/);
  const css = cardOf(page, /CSS & Bootstrap/);
  await expect(html.getByText("Kurs yopiq")).toHaveCount(0);
  await expect(css.getByText("Kurs yopiq")).toHaveCount(1);

  // A locked course answers with the prerequisite dialog.
  await css.getByRole("button", { name: /CSS & Bootstrap/ }).click();
  const locked = page.getByRole("dialog", { name: "Kirish cheklangan" });
  await expect(locked).toContainText("Avval «HTML asoslari: birinchi veb-sahifangiz» kursiga obuna bo'ling. Shundan keyin «CSS & Bootstrap: chiroyli va moslashuvchan sahifalar» kursi ochiladi.");
  await shoot(page, "courses-locked-dialog");
  await locked.getByRole("button", { name: "Tushunarli" }).click();

  await html.getByRole("link", { name: /HTML asoslari/ }).click();
  await expect(page).toHaveURL(/\/courses\/[^/?]+$/);
  const courseUrl = new URL(page.url()).pathname;
  const courseId = courseUrl.split("/").pop()!;

  // No money yet: the enrol dialog gives way to the top-up dialog.
  await page.getByRole("button", { name: "Kursga obuna bo'lish" }).click();
  const enrol = page.getByRole("dialog", { name: "Kursga obuna bo'lish" });
  await expect(enrol).toContainText("300 000 so'm");
  await expect(enrol).toContainText("0%");
  await shoot(page, "enrol-dialog");
  await enrol.getByRole("button", { name: "Tasdiqlash" }).click();
  const topup = page.getByRole("dialog", { name: "Balansni to'ldirish" });
  await expect(topup).toBeVisible();
  await expect(enrol).toBeHidden();
  await expect(topup).toContainText("Mablag' yetarli emas");
  // Issue 11 item 4: the whole card number, so the student can pay.
  await expect(topup.getByTestId("payment-card")).toHaveText(/^\d{4} \d{4} \d{4} \d{4}$/);
  await expect(topup.getByRole("listitem")).toHaveCount(5);
  const send = topup.getByRole("button", { name: "Yuborish" });
  await expect(send).toBeDisabled();
  await topup.getByLabel("Summa (so'm)").fill("300000");
  await topup.getByLabel("Tranzaksiya raqami (ixtiyoriy)").fill("TX-778899");
  await shoot(page, "topup-dialog-short-balance");
  await send.click();
  await expect(topup).toContainText("To'lov so'rovi yuborildi. Admin tasdiqlagach balansingizga qo'shiladi");

  const history = await page.request.get("/api/payments/history");
  const { payments } = (await history.json()) as { payments: { id: string; status: string; amount: number; transactionId: string | null }[] };
  const pending = payments.find((payment) => payment.transactionId === "TX-778899");
  expect(pending).toMatchObject({ status: "pending", amount: 300_000 });

  await page.goto("/projects/payments");
  await expect(page.getByTestId("stat-balance")).toHaveText("0 so'm");
  await expect(page.getByTestId("payment-history")).toContainText("+300 000 so'm");
  await expect(page.getByTestId("payment-history")).toContainText("Kutilmoqda");

  // The admin approves it through the API, from a session of their own.
  const admin = await playwrightRequest.newContext({ baseURL, ...SAME_ORIGIN });
  await login(admin);
  const approve = await admin.post(`/api/admin/payments/${pending!.id}/approve`);
  expect(approve.status()).toBe(200);
  await admin.dispose();

  await page.reload();
  await expect(page.getByTestId("stat-balance")).toHaveText("300 000 so'm");
  await expect(page.getByTestId("stat-total")).toHaveText("300 000 so'm");
  await expect(page.getByTestId("payment-history")).toContainText("Tasdiqlangan");
  await shoot(page, "payments");

  await page.goto(courseUrl);
  await page.getByRole("button", { name: "Kursga obuna bo'lish" }).click();
  await enrol.getByRole("button", { name: "Tasdiqlash" }).click();
  await expect(page.getByText("Kursga a'zo bo'ldingiz")).toBeVisible();
  await expect(enrol).toBeHidden();
  await expect(page.getByRole("link", { name: "Davom etish" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Kursni tugatdim" })).toBeVisible();
  await shoot(page, "course-detail-enrolled");

  // HTML opens CSS & Bootstrap; JavaScript stays locked.
  await page.goto("/courses");
  await expect(css.getByText("Kurs yopiq")).toHaveCount(0);
  await expect(cardOf(page, /JavaScript asoslari/).getByText("Kurs yopiq")).toHaveCount(1);
  await expect(html.getByRole("link", { name: "Davom etish" })).toHaveAttribute("href", `/learning/${courseId}`);
  await shoot(page, "courses-student");
  await page.goto(`/courses/${idOf("CSS & Bootstrap")}`);
  await expect(page.getByRole("button", { name: "Kursga obuna bo'lish" })).toBeVisible();
  await page.goto(`/courses/${idOf("JavaScript")}`);
  await expect(page.getByRole("button", { name: "Avval «CSS & Bootstrap: chiroyli va moslashuvchan sahifalar» ga obuna bo'ling" })).toBeVisible();
  await page.goto("/courses");

  const progress = () => page.waitForResponse((response) => response.url().includes("/progress") && response.request().method() === "POST");

  await Promise.all([progress(), html.getByRole("link", { name: "Davom etish" }).click()]);
  await expect(page).toHaveURL(new RegExp(`/learning/${courseId}\\?lesson=`));
  const title = page.getByTestId("lesson-title");
  await expect(title).toHaveText("Veb-sayt qanday ishlaydi?");
  await expect(page.getByRole("button", { name: /Oldingi/ })).toBeDisabled();
  await shoot(page, "learning-first-lesson");

  await Promise.all([progress(), page.getByRole("button", { name: /Keyingi/ }).click()]);
  await expect(title).toHaveText("Birinchi HTML hujjat: doctype, head va body");
  await Promise.all([progress(), page.getByRole("button", { name: /Keyingi/ }).click()]);
  await expect(title).toHaveText("Sarlavhalar, paragraflar va matnni formatlash");
  // Issue 11 item 9: at a module's last lesson Keyingi leads on into the next module.
  await expect(page.getByRole("button", { name: /Keyingi/ })).toBeEnabled();
  await Promise.all([progress(), page.getByRole("button", { name: /Oldingi/ }).click()]);
  await expect(title).toHaveText("Birinchi HTML hujjat: doctype, head va body");

  // A reload keeps the lesson (it is in the URL).
  await page.reload();
  await expect(title).toHaveText("Birinchi HTML hujjat: doctype, head va body");

  // The mobile drawer lists the modules.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Modullar ro'yxatini ochish" }).click();
  const drawer = page.getByRole("dialog", { name: "Modullar" });
  await expect(drawer).toContainText("1-Modul. Veb va HTML bilan tanishuv");
  await photo(page, { path: `${PAGES_SHOTS}/learning-drawer-390.png` });
  await drawer.getByRole("button", { name: "Modullar ro'yxatini yopish" }).click();
  await page.setViewportSize({ width: 1280, height: 800 });

  // Leave, then 'Davom etish' resumes at the last lesson opened.
  await page.goto("/my-courses");
  const enrolled = page.getByTestId("enrolled-course");
  await expect(enrolled).toHaveCount(1);
  // Issue 20: the demo's HTML lessons hold exercises, so opening them is not enough for a lesson
  // to be done (learning-progress.spec passes them and sees the count rise).
  await expect(enrolled.getByTestId("lesson-progress")).toHaveText(/^0\/\d+ dars$/);
  // Beside its label, the practice row says the count alone, as the lessons' row does.
  await expect(enrolled.getByTestId("practice-progress")).toHaveText(/^0\/\d+ mashq$/);
  await shoot(page, "my-courses");
  await enrolled.getByRole("link", { name: "Davom etish" }).click();
  await expect(title).toHaveText("Birinchi HTML hujjat: doctype, head va body");

  await page.goto(courseUrl);
  await page.getByRole("button", { name: "Kursni tugatdim" }).click();
  // Issue 11 item 10: lessons are still unopened, so it asks first.
  await page.getByRole("dialog", { name: "Kursni tugatasizmi?" }).getByRole("button", { name: "Ha, tugatdim" }).click();
  // Issue 42: the claim is recorded, but nothing was watched: the answer says what is left, and
  // the course is not finished.
  await expect(page.getByText("Belgingiz saqlandi, lekin kurs hali tugamagan", { exact: false })).toBeVisible();
  await expect(page.getByTestId("course-finished")).toHaveCount(0);

  await page.goto("/my-courses?lang=ru");
  await expect(page.getByRole("heading", { level: 1, name: "Мои курсы" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Продолжить" })).toBeVisible();
  await expect(page.getByTestId("practice-progress")).toHaveText(/^0\/\d+ упражнений$/);
  await shoot(page, "my-courses-ru");
});
