import { expect, test, type Page } from "@playwright/test";
import { ADMIN, randomPhone, registerStudent, STUDENT_PASSWORD } from "./support/accounts";
import { photo, shooter } from "./support/shoot";
import { untilHydrated } from "./support/hydrated";

// Accounts and the shell, as a student meets them: register (every validation message shown,
// then fixed), the profile, logout and login, the password change, the admin redirect, the
// language, the 404 page and the remembered sidebar.

const SHOTS = process.env.SHOTS_DIR ?? "/tmp/shots-shell";

async function registerThroughApi(page: Page, fullName: string, password = STUDENT_PASSWORD) {
  const phone = randomPhone("99");
  await registerStudent(page.request, { fullName, phone: phone.stored, password, meta: { region: "Andijon", district: "Asaka tumani", school: "5-maktab", grade: "8-sinf" } });
  return { phone, password };
}

const shoot = shooter(SHOTS, {
  // Nothing may stick out sideways at either width.
  settle: async (page, width) => {
    await page.waitForFunction((w) => document.documentElement.scrollWidth <= w, width);
  },
});

const registerForm = (page: Page) => page.getByRole("form", { name: "Ro'yxatdan o'tish formasi" });
const loginForm = (page: Page) => page.getByRole("form", { name: "Kirish formasi" });

test("a visitor registers, seeing every validation message, and lands on the profile", async ({ page }) => {
  await page.goto("/projects/blogs");
  await expect(loginForm(page)).toBeVisible();
  await page.getByRole("tab", { name: "Ro'yxatdan o'tish" }).click();
  const form = registerForm(page);
  await form.getByRole("button", { name: "Ro'yxatdan o'tish" }).click();

  const messages = [
    "Ism-familya kiritilishi shart",
    "Telefon raqam to'liq emas",
    "Parol kamida 6 ta belgi bo'lishi kerak",
    "Viloyat tanlanmagan",
    "Tuman/shahar tanlanmagan",
    "Maktab tanlanmagan",
    "Sinf tanlanmagan",
  ];
  for (const message of messages) await expect(form.getByText(message, { exact: true })).toBeVisible();
  await shoot(page, "register-errors");

  await form.getByLabel("Ism-familya").fill("Dilnoza Rahimova");
  await expect(form.getByText("Ism-familya kiritilishi shart")).toHaveCount(0);

  const { local, display } = randomPhone("99");
  const phone = form.getByLabel("Telefon raqam");
  await phone.pressSequentially(local.slice(0, 5));
  await expect(phone).toHaveValue(display.slice(0, 11));
  await expect(form.getByText("Telefon raqam to'liq emas")).toBeVisible();
  await phone.pressSequentially(local.slice(5));
  await expect(phone).toHaveValue(display);
  await expect(form.getByText("Telefon raqam to'liq emas")).toHaveCount(0);

  await form.getByLabel("Parol", { exact: true }).fill("12345");
  await expect(form.getByText("Parol kamida 6 ta belgi bo'lishi kerak")).toBeVisible();
  await form.getByLabel("Parol", { exact: true }).fill("qadam2026");
  await expect(form.getByText("Parol kamida 6 ta belgi bo'lishi kerak")).toHaveCount(0);
  await form.getByLabel("Parolni tasdiqlang").fill("qadam2025");
  await expect(form.getByText("Parollar mos kelmadi")).toBeVisible();
  await form.getByLabel("Parolni tasdiqlang").fill("qadam2026");
  await expect(form.getByText("Parollar mos kelmadi")).toHaveCount(0);

  // Changing the region clears the district, whose list depends on it.
  await form.getByLabel("Viloyat").selectOption("Toshkent");
  await expect(form.getByText("Viloyat tanlanmagan")).toHaveCount(0);
  await form.getByLabel("Tuman/shahar").selectOption("Chirchiq shahri");
  await expect(form.getByText("Tuman/shahar tanlanmagan")).toHaveCount(0);
  await form.getByLabel("Viloyat").selectOption("Samarqand");
  await expect(form.getByLabel("Tuman/shahar")).toHaveValue("");
  await expect(form.getByText("Tuman/shahar tanlanmagan")).toBeVisible();
  await expect(form.getByLabel("Tuman/shahar").locator("option", { hasText: "Chirchiq shahri" })).toHaveCount(0);
  await form.getByLabel("Tuman/shahar").selectOption("Urgut tumani");
  await form.getByLabel("Maktab").selectOption("45-maktab");
  await form.getByLabel("Sinf").selectOption("10-sinf");
  for (const message of messages) await expect(form.getByText(message, { exact: true })).toHaveCount(0);

  await form.getByRole("button", { name: "Ro'yxatdan o'tish" }).click();
  await expect(page.getByTestId("profile-name")).toHaveText("Dilnoza Rahimova");
  await expect(page.getByTestId("profile-phone")).toHaveText(display);
  await expect(page.getByTestId("profile-balance")).toHaveText("0 so'm");
  await expect(page.getByTestId("profile-role")).toHaveText("O'quvchi");
  await expect(page.getByTestId("profile-createdAt")).toHaveText(/^\d{4}-yil \d{1,2}-[a-z]+ \d{2}:\d{2}$/);
  // The shell now knows the user: login-only items and the initials with 'Online'.
  const sidebar = page.getByTestId("sidebar");
  await expect(sidebar.getByRole("link", { name: "Mening kurslarim" })).toBeVisible();
  await expect(sidebar.getByRole("link", { name: "To'lovlar" })).toBeVisible();
  await expect(sidebar.getByText("Online")).toBeVisible();
  await expect(sidebar.getByText("DR", { exact: true })).toBeVisible();

  // The same phone cannot register twice: the server's message is shown.
  await page.getByRole("button", { name: "Chiqish" }).click();
  await page.getByRole("tab", { name: "Ro'yxatdan o'tish" }).click();
  await registerForm(page).getByLabel("Ism-familya").fill("Boshqa odam");
  await registerForm(page).getByLabel("Telefon raqam").fill(local);
  await registerForm(page).getByLabel("Parol", { exact: true }).fill("qadam2026");
  await registerForm(page).getByLabel("Parolni tasdiqlang").fill("qadam2026");
  await registerForm(page).getByLabel("Viloyat").selectOption("Xorazm");
  await registerForm(page).getByLabel("Tuman/shahar").selectOption({ index: 1 });
  await registerForm(page).getByLabel("Maktab").selectOption("1-maktab");
  await registerForm(page).getByLabel("Sinf").selectOption("1-sinf");
  await registerForm(page).getByRole("button", { name: "Ro'yxatdan o'tish" }).click();
  await expect(registerForm(page).getByRole("alert").filter({ hasText: "Bu telefon raqam bilan allaqachon ro'yxatdan o'tilgan" })).toBeVisible();
});

test("a student logs out, logs in, sees the profile and changes the password", async ({ page }) => {
  await page.goto("/home");
  const { phone: { local, display }, password } = await registerThroughApi(page, "Sardor Tursunov");
  await page.goto("/projects/blogs");
  await expect(page.getByTestId("profile-name")).toHaveText("Sardor Tursunov");
  await shoot(page, "profile");

  // The theme preference is stored, while the routed pages stay dark (spec §1).
  await expect(page.getByRole("radio", { name: "Qorong'i" })).toBeChecked();
  await page.getByText("Yorug'", { exact: true }).click();
  await expect(page.getByRole("radio", { name: "Yorug'" })).toBeChecked();
  expect(await page.evaluate(() => window.localStorage.getItem("theme"))).toBe("light");
  await page.reload();
  await expect(page.getByRole("radio", { name: "Yorug'" })).toBeChecked();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);

  await page.getByRole("button", { name: "Chiqish" }).click();
  await expect(loginForm(page)).toBeVisible();
  await expect(page.getByTestId("sidebar").getByRole("link", { name: "Mening kurslarim" })).toHaveCount(0);
  await expect(page.getByTestId("sidebar").getByRole("link", { name: "To'lovlar" })).toHaveCount(0);

  // Client validation first, then the server's answer for a wrong password.
  await loginForm(page).getByRole("button", { name: "Kirish" }).click();
  await expect(loginForm(page).getByText("Telefon raqam to'liq emas")).toBeVisible();
  await expect(loginForm(page).getByText("Parol kamida 6 ta belgi bo'lishi kerak")).toBeVisible();
  await loginForm(page).getByLabel("Telefon raqam").fill(local);
  await loginForm(page).getByLabel("Parol").fill("wrong-password");
  await loginForm(page).getByRole("button", { name: "Kirish" }).click();
  await expect(loginForm(page).getByRole("alert").filter({ hasText: "Telefon raqam yoki parol noto'g'ri" })).toBeVisible();
  await loginForm(page).getByLabel("Parol").fill(password);
  await loginForm(page).getByRole("button", { name: "Kirish" }).click();
  await expect(page.getByTestId("profile-name")).toHaveText("Sardor Tursunov");
  await expect(page.getByTestId("profile-phone")).toHaveText(display);
  await expect(page.getByTestId("profile-balance")).toHaveText("0 so'm");

  const change = page.getByRole("form", { name: "Parolni o'zgartirish" });
  await change.getByRole("button", { name: "Parolni o'zgartirish" }).click();
  await expect(change.getByText("Barcha parol maydonlari to'ldirilishi shart")).toBeVisible();
  await change.getByLabel("Joriy parol").fill("not-my-password");
  await change.getByLabel("Yangi parol", { exact: true }).fill("brandnew1");
  await change.getByLabel("Yangi parolni tasdiqlang").fill("brandnew2");
  await change.getByRole("button", { name: "Parolni o'zgartirish" }).click();
  await expect(change.getByText("Yangi parollar mos emas")).toBeVisible();
  await change.getByLabel("Yangi parol", { exact: true }).fill("short");
  await change.getByLabel("Yangi parolni tasdiqlang").fill("short");
  await change.getByRole("button", { name: "Parolni o'zgartirish" }).click();
  await expect(change.getByText("Yangi parol kamida 6 ta belgi bo'lishi kerak")).toBeVisible();
  await change.getByLabel("Yangi parol", { exact: true }).fill("brandnew1");
  await change.getByLabel("Yangi parolni tasdiqlang").fill("brandnew1");
  await change.getByRole("button", { name: "Parolni o'zgartirish" }).click();
  await expect(change.getByText("Joriy parol noto'g'ri")).toBeVisible();
  await change.getByLabel("Joriy parol").fill(password);
  await change.getByRole("button", { name: "Parolni o'zgartirish" }).click();
  await expect(change.getByText("Parol muvaffaqiyatli o'zgartirildi")).toBeVisible();
  await expect(change.getByLabel("Joriy parol")).toHaveValue("");
  await expect(change.getByLabel("Yangi parol", { exact: true })).toHaveValue("");

  // The session goes on with the fresh cookie; the old password no longer opens the account.
  await page.reload();
  await expect(page.getByTestId("profile-name")).toHaveText("Sardor Tursunov");
  await page.getByRole("button", { name: "Chiqish" }).click();
  await loginForm(page).getByLabel("Telefon raqam").fill(local);
  await loginForm(page).getByLabel("Parol").fill(password);
  await loginForm(page).getByRole("button", { name: "Kirish" }).click();
  await expect(loginForm(page).getByRole("alert").filter({ hasText: "Telefon raqam yoki parol noto'g'ri" })).toBeVisible();
  await loginForm(page).getByLabel("Parol").fill("brandnew1");
  await loginForm(page).getByRole("button", { name: "Kirish" }).click();
  await expect(page.getByTestId("profile-name")).toHaveText("Sardor Tursunov");
});

test("the security page toggles the password form and closes it after a change", async ({ page }) => {
  await page.goto("/projects/resume");
  await expect(page.getByText("Xavfsizlik sozlamalarini ko'rish uchun avval tizimga kiring.")).toBeVisible();
  const { password } = await registerThroughApi(page, "Malika Yusupova");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Faol qurilmalar" })).toBeVisible();
  await shoot(page, "security");
  const toggle = page.getByRole("button", { name: "Parolni o'zgartirish" });
  await toggle.click();
  const form = page.getByRole("form", { name: "Parolni o'zgartirish" });
  await expect(form).toBeVisible();
  await page.getByRole("button", { name: "Yopish", exact: true }).click();
  await expect(form).toHaveCount(0);
  await toggle.click();
  await form.getByLabel("Joriy parol").fill(password);
  await form.getByLabel("Yangi parol", { exact: true }).fill("another99");
  await form.getByLabel("Yangi parolni tasdiqlang").fill("another99");
  await form.getByRole("button", { name: "Parolni o'zgartirish" }).click();
  await expect(page.getByText("Parol muvaffaqiyatli o'zgartirildi")).toBeVisible();
  await expect(form).toHaveCount(0);
  // The password change ended every other session: only this device is listed.
  await expect(page.getByRole("button", { name: "Barcha qurilmalardan chiqish" })).toBeDisabled();
  await expect(page.getByTestId("session")).toHaveCount(1);
});

test("the demo admin logs in on the profile tab and is sent to /admin", async ({ page }) => {
  await page.goto("/projects/blogs");
  await loginForm(page).getByLabel("Telefon raqam").fill(ADMIN.phone);
  await loginForm(page).getByLabel("Parol").fill(ADMIN.password);
  await loginForm(page).getByRole("button", { name: "Kirish" }).click();
  await expect(page).toHaveURL(/\/admin(\/.*)?$/);
  // Opening the profile tab again as an admin redirects as well.
  await page.goto("/projects/blogs");
  await expect(page).toHaveURL(/\/admin(\/.*)?$/);
});

test("auto-login sets the session from a link's token, and explains a bad link", async ({ page, playwright, baseURL }) => {
  await page.goto("/auto-login");
  await expect(page.getByRole("heading", { name: "Auto-login xatoligi" })).toBeVisible();
  await expect(page.getByText("Token topilmadi. Havola noto'g'ri yoki eskirgan bo'lishi mumkin.")).toBeVisible();
  await page.goto("/auto-login?token=not-a-real-token");
  await expect(page.getByText("Token topilmadi. Havola noto'g'ri yoki eskirgan bo'lishi mumkin.")).toBeVisible();

  // The token comes from another client, so this browser has no cookie before the link.
  const other = await playwright.request.newContext({ baseURL });
  const { stored } = randomPhone("99");
  const registered = await other.post("/api/auth/register", {
    data: { fullName: "Bekzod Karimov", phone: stored, password: "secret123", role: "student", meta: { region: "Navoiy", district: "Navoiy shahri", school: "3-maktab", grade: "7-sinf" } },
  });
  const { token } = (await registered.json()) as { token: string };
  await other.dispose();
  // A signed-out browser is asked too, and nothing is signed in before the yes (login CSRF).
  await page.goto(`/auto-login?token=${encodeURIComponent(token)}`);
  await expect(page.getByRole("heading", { name: "Hisobga kirasizmi?" })).toBeVisible();
  await expect(page.getByText("Havola sizni Bekzod Karimov hisobiga kiritadi.", { exact: false })).toBeVisible();
  await shoot(page, "auto-login-confirm");
  expect((await page.request.get("/api/user/profile")).status()).toBe(401);
  await page.getByRole("link", { name: "Kirmasdan qaytish" }).click();
  await expect(page).toHaveURL(/\/home$/);
  expect((await page.request.get("/api/user/profile")).status()).toBe(401);

  await page.goto(`/auto-login?token=${encodeURIComponent(token)}`);
  await page.getByRole("button", { name: "Bekzod Karimov sifatida kirish" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto("/projects/blogs");
  await expect(page.getByTestId("profile-name")).toHaveText("Bekzod Karimov");
});

test("auto-login asks before it switches a signed-in browser to another account", async ({ page, playwright, baseURL }) => {
  const other = await playwright.request.newContext({ baseURL });
  const registered = await registerStudent(other, { fullName: "Sardor Yo'ldoshev", phone: randomPhone("99").stored });
  const { token } = (await registered.json()) as { token: string };
  await other.dispose();
  // This browser belongs to Malika.
  await registerStudent(page.request, { fullName: "Malika Rahimova", phone: randomPhone("99").stored });

  await page.goto(`/auto-login?token=${encodeURIComponent(token)}`);
  await expect(page.getByRole("heading", { name: "Boshqa hisobga o'tasizmi?" })).toBeVisible();
  await expect(page.getByText("Bu brauzerda Malika Rahimova sifatida kirgansiz. Havola sizni Sardor Yo'ldoshev hisobiga kiritadi.")).toBeVisible();
  await shoot(page, "auto-login-switch");
  await page.getByRole("link", { name: "Malika Rahimova hisobida qolish" }).click();
  await page.goto("/projects/blogs");
  await expect(page.getByTestId("profile-name")).toHaveText("Malika Rahimova");

  await page.goto(`/auto-login?token=${encodeURIComponent(token)}`);
  await page.getByRole("button", { name: "Sardor Yo'ldoshev sifatida kirish" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto("/projects/blogs");
  await expect(page.getByTestId("profile-name")).toHaveText("Sardor Yo'ldoshev");
});

test("the shell: ?lang=ru, hash routes, the 404 page and Ctrl+B remembered", async ({ page }) => {
  await page.goto("/home");
  const sidebar = page.getByTestId("sidebar");
  await expect(sidebar.getByRole("link", { name: "Bosh sahifa" })).toBeVisible();
  await expect(sidebar.getByText("SOZLAMALAR")).toBeVisible();
  await shoot(page, "home-shell");

  await page.goto("/home?lang=ru");
  await expect(sidebar.getByRole("link", { name: "Главная" })).toBeVisible();
  await expect(sidebar.getByRole("link", { name: "Наши проекты" })).toBeVisible();
  await expect(sidebar.getByText("НАСТРОЙКИ")).toBeVisible();
  // The choice is stored, so it stays without the parameter; the switch brings Uzbek back.
  await page.goto("/courses");
  await expect(sidebar.getByRole("link", { name: "Курсы" })).toBeVisible();
  await untilHydrated(page);
  await sidebar.getByRole("link", { name: "uz" }).click();
  await expect(sidebar.getByRole("link", { name: "Kurslar" })).toBeVisible();
  await page.reload();
  await expect(sidebar.getByRole("link", { name: "Kurslar" })).toBeVisible();

  await page.goto("/home#profile");
  await expect(page).toHaveURL(/\/projects\/blogs$/);
  await page.goto("/home#courses");
  await expect(page).toHaveURL(/\/courses$/);
  await page.goto("/some/where/login");
  await expect(page).toHaveURL(/\/projects\/blogs$/);

  const missing = await page.goto("/no-such-page");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Sahifa topilmadi" })).toBeVisible();
  await shoot(page, "not-found");
  await page.getByRole("link", { name: "Bosh sahifaga qaytish" }).click();
  await expect(page).toHaveURL(/\/home$/);

  await expect(sidebar).toHaveAttribute("data-state", "expanded");
  await page.keyboard.press("Control+b");
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");
  await page.reload();
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");
  await untilHydrated(page);
  const cookie = (await page.context().cookies()).find((entry) => entry.name === "sidebar_state");
  expect(cookie?.value).toBe("collapsed");
  // Seven days, give or take the seconds the test took.
  expect(Math.round(((cookie?.expires ?? 0) - Date.now() / 1000) / 3600)).toBe(7 * 24);
  await page.keyboard.press("Control+b");
  await expect(sidebar).toHaveAttribute("data-state", "expanded");
});

test("on a phone the top bar opens the drawer and hides back on /home", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/home");
  await untilHydrated(page);
  await expect(page.getByTestId("sidebar")).toBeHidden();
  const bar = page.getByTestId("mobile-bar");
  await expect(bar.getByRole("button", { name: "Orqaga" })).toHaveCount(0);
  await bar.getByRole("button", { name: "Menyuni ochish" }).click();
  const drawer = page.getByRole("dialog", { name: "Asosiy menyu" });
  await expect(drawer).toBeVisible();
  await photo(page, { path: `${SHOTS}/drawer-390.png` });
  await drawer.getByRole("link", { name: "Kurslar" }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(drawer).toHaveCount(0);
  await expect(bar.getByRole("button", { name: "Orqaga" })).toBeVisible();
  await bar.getByRole("button", { name: "Orqaga" }).click();
  await expect(page).toHaveURL(/\/home$/);

  // On /offline the back button leaves the decision to the offline page through an event.
  await page.goto("/offline");
  await untilHydrated(page);
  await page.evaluate(() => {
    window.addEventListener("qadam:offline-back", () => window.sessionStorage.setItem("offline-back-seen", "1"));
  });
  await bar.getByRole("button", { name: "Orqaga" }).click();
  await page.waitForFunction(() => window.sessionStorage.getItem("offline-back-seen") === "1");
});

test("the admin bubble shows after 15 s for 5 s, and a dismissal lasts the session", async ({ page }) => {
  await page.clock.install();
  const open = async () => {
    await page.goto("/projects/blogs");
    await untilHydrated(page);
  };
  const bubble = page.getByRole("link", { name: "Admin bilan bog'lanish" });
  await open();
  await page.clock.runFor(14_000);
  await expect(bubble).toHaveCount(0);
  await page.clock.runFor(1_500);
  await expect(bubble).toBeVisible();
  await expect(bubble).toHaveAttribute("href", "https://t.me/qadam_admin");
  await expect(bubble).toHaveAttribute("target", "_blank");
  await page.clock.runFor(5_000);
  await expect(bubble).toHaveCount(0);

  await open();
  await page.clock.runFor(15_500);
  await expect(bubble).toBeVisible();
  await page.getByRole("button", { name: "Eslatmani yopish" }).click();
  await expect(bubble).toHaveCount(0);
  await open();
  await page.clock.runFor(21_000);
  await expect(bubble).toHaveCount(0);
});
