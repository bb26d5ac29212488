import { expect, test } from "@playwright/test";
import { randomPhone, registerStudent } from "./support/accounts";
import { shooter } from "./support/shoot";
import { withTelegramServer } from "./support/telegram-server";

// Issue 39: a student links Telegram from the Xavfsizlik page and then gets the password-reset
// code there, not by SMS. A server of its own, with a bot whose Bot API is a local fake; no
// webhook secret, so the server polls getUpdates, as it does without a public address.

const PORT = Number(process.env.E2E_PORT ?? 3210) + 71;
const BASE = `http://127.0.0.1:${PORT}`;
const shoot = shooter(process.env.SHOTS_DIR ?? "/tmp/shots-recovery");

test("a student links Telegram from the profile and gets the reset code there", async ({ browser }) => {
  test.setTimeout(240_000);
  await withTelegramServer(PORT, async (telegram) => {
    const context = await browser.newContext({ baseURL: BASE, extraHTTPHeaders: { origin: BASE } });
    const phone = randomPhone("95");
    await registerStudent(context.request, { fullName: "Telegram Talaba", phone: phone.display });
    const page = await context.newPage();
    await page.goto("/projects/resume");
    const card = page.getByTestId("telegram-card");
    await expect(card.getByText("Telegram ulanmagan")).toBeVisible();
    await card.getByRole("button", { name: "Telegramni ulash" }).click();
    const open = card.getByRole("link", { name: "Telegramda ochish" });
    await expect(open).toHaveAttribute("href", /^https:\/\/t\.me\/qadam_test_bot\?start=[A-Za-z0-9_-]{32}$/);
    await shoot(page, "telegram-link");

    // The student presses Start in Telegram: the bot's chat sends /start <token>.
    const token = new URL((await open.getAttribute("href"))!).searchParams.get("start")!;
    telegram.queue({ update_id: 1, message: { message_id: 1, date: 0, text: `/start ${token}`, chat: { id: 424242, type: "private" }, from: { id: 424242, is_bot: false, first_name: "T", language_code: "uz" } } });
    await expect.poll(() => telegram.sent.map((message) => message.text), { timeout: 20_000 }).toContainEqual(expect.stringMatching(/^Qadam: Telegram hisobingizga ulandi/));
    await page.reload();
    await expect(card.getByText("Telegram ulangan")).toBeVisible();

    // Signed out, the student asks for a reset code: it comes to the chat.
    const guest = await browser.newContext({ baseURL: BASE, extraHTTPHeaders: { origin: BASE } });
    const forgot = await guest.newPage();
    await forgot.goto("/forgot");
    await forgot.getByRole("form", { name: "Telefon raqam" }).getByLabel("Telefon raqam").fill(phone.display);
    await forgot.getByRole("button", { name: "Kod yuborish" }).click();
    await expect.poll(() => telegram.sent.find((message) => /parolni tiklash kodi/.test(message.text))?.chat_id, { timeout: 20_000 }).toBe("424242");
    const code = /\b(\d{6})\b/.exec(telegram.sent.find((message) => /parolni tiklash kodi/.test(message.text))!.text)![1]!;
    const step = forgot.getByRole("form", { name: "Kod va yangi parol" });
    await step.getByLabel("6 xonali kod (SMS yoki Telegram)").fill(code);
    await step.getByLabel("Yangi parol").fill("telegram-parol-1");
    await step.getByRole("button", { name: "Yangi parolni saqlash" }).click();
    await expect(forgot).toHaveURL(/\/projects\/blogs$/);
    await guest.close();
    await context.close();
  });
});
