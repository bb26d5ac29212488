import { expect, test } from "@playwright/test";
import { login, randomPhone, registerStudent } from "./support/accounts";
import { shooter } from "./support/shoot";
import { withTelegramServer } from "./support/telegram-server";

// Issue 39: a student who linked Telegram gets an admin's top-up decision there and in the bell
// of the shell, at 390 and 1280 px; opening the line goes to the payments page and marks it read.
// A server of its own, with a bot whose Bot API is a local fake (as e2e/telegram-link.spec.ts).

const PORT = Number(process.env.E2E_PORT ?? 3210) + 72;
const BASE = `http://127.0.0.1:${PORT}`;
const shoot = shooter(process.env.SHOTS_DIR ?? "/tmp/shots-shell");

test("a student gets the top-up decision by Telegram and in the bell", async ({ browser }) => {
  test.setTimeout(240_000);
  await withTelegramServer(PORT, async (telegram) => {
    const context = await browser.newContext({ baseURL: BASE, extraHTTPHeaders: { origin: BASE } });
    const phone = randomPhone("93");
    await registerStudent(context.request, { fullName: "Qo'ng'iroq Talaba", phone: phone.display });

    // The student links Telegram: the bot's chat sends /start <token> from the deep link.
    const link = (await (await context.request.post("/api/user/telegram")).json()) as { link: string };
    const token = new URL(link.link).searchParams.get("start")!;
    telegram.queue({ update_id: 1, message: { message_id: 1, date: 0, text: `/start ${token}`, chat: { id: 515151, type: "private" }, from: { id: 515151, is_bot: false, first_name: "Q", language_code: "uz" } } });
    await expect.poll(() => telegram.sent.map((message) => message.text), { timeout: 20_000 }).toContainEqual(expect.stringMatching(/^Qadam: Telegram hisobingizga ulandi/));

    const page = await context.newPage();
    await page.goto("/home");
    const bell = page.getByTestId("student-bell");
    await expect(bell).toHaveAccessibleName("Xabarnomalar");
    await expect(page.getByTestId("student-bell-count")).toHaveCount(0);

    // The student asks for a top-up; an admin approves it.
    const created = await context.request.post("/api/payments/create", { data: { amount: 120000, paymentMethod: "card" } });
    expect(created.status()).toBe(201);
    const { payment } = (await created.json()) as { payment: { id: string } };
    const admin = await browser.newContext({ baseURL: BASE, extraHTTPHeaders: { origin: BASE } });
    await login(admin.request);
    expect((await admin.request.post(`/api/admin/payments/${payment.id}/approve`)).status()).toBe(200);
    await admin.close();

    // There: the chat gets it.
    await expect.poll(() => telegram.sent.filter((message) => message.chat_id === "515151").map((message) => message.text), { timeout: 20_000 }).toContainEqual(
      "Qadam: balansingiz 120 000 so'mga to'ldirildi.",
    );

    // And in the bell, with the unread count, at both widths.
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.reload();
      await expect(page.getByTestId("student-bell-count")).toHaveText("1");
      await expect(bell).toHaveAccessibleName("Xabarnomalar: 1 ta yangi");
      await bell.click();
      const line = page.getByTestId("student-bell-items").getByRole("link", { name: /Balansingiz 120 000 so'mga to'ldirildi/ });
      await expect(line).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(line).toBeHidden();
    }
    await bell.click();
    await shoot(page, "bell-open");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId("student-bell-items").getByRole("link", { name: /Balansingiz 120 000 so'mga to'ldirildi/ }).click();
    await expect(page).toHaveURL(/\/projects\/payments$/);
    await expect(page.getByTestId("student-bell-count")).toHaveCount(0);
    await page.reload();
    await expect(bell).toHaveAccessibleName("Xabarnomalar");
    await context.close();
  });
});
