import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page, type PlaywrightWorkerArgs } from "@playwright/test";
import { ADMIN, login, randomPhone, registerStudent } from "./support/accounts";
import { SAME_ORIGIN } from "./support/origin";
import { untilHydrated } from "./support/hydrated";

test.use(SAME_ORIGIN);

// A page's HTML carries the shell's strings and those its own client components use
// (lib/i18n/client-messages.ts), and those components find every string they ask for.

type Tree = { [key: string]: string | Tree };
const uz = JSON.parse(readFileSync(path.join(process.cwd(), "messages/uz.json"), "utf8")) as Tree;

/** A string of the namespace at `at` that survives the page's escaping as it is: letters and spaces. */
function plainString(at: string): string {
  const node = at.split(".").reduce<Tree | string>((tree, key) => (tree as Tree)[key]!, uz);
  const strings = (value: Tree | string): string[] => (typeof value === "string" ? [value] : Object.values(value).flatMap(strings));
  const found = strings(node).find((text) => /^[\p{L} ]{16,}$/u.test(text));
  if (!found) throw new Error(`no plain string in ${at}`);
  return found;
}

/** Collects what next-intl reports of a string it could not find on the page. */
function missingMessages(page: Page): string[] {
  const missing: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && message.text().includes("MISSING_MESSAGE")) missing.push(`${page.url()}: ${message.text()}`);
  });
  return missing;
}

async function newStudent(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string) {
  const request = await playwright.request.newContext({ baseURL, ...SAME_ORIGIN });
  const [fullName, phone] = [`Matn ${Date.now()}`, randomPhone("93")];
  const { user } = (await (await registerStudent(request, { fullName, phone: phone.display })).json()) as { user: { id: string } };
  return { request, id: user.id, fullName, phone: phone.stored };
}

test("a student's My courses carries none of the security, validation or offline strings; the security page does", async ({ playwright, baseURL }) => {
  const { request } = await newStudent(playwright, baseURL!);
  const html = async (at: string) => (await request.get(at)).text();
  const strangers = ["security", "api.validation", "offline", "courses.locked", "auth"].map(plainString);

  const myCourses = await html("/my-courses");
  expect(strangers.filter((text) => myCourses.includes(text))).toEqual([]);

  const security = await html("/projects/resume");
  expect(["security", "api.validation"].map(plainString).filter((text) => !security.includes(text))).toEqual([]);
  await request.dispose();
});

test("no client component of a student's or a visitor's pages misses a string", async ({ browser, playwright, baseURL }) => {
  test.setTimeout(180_000);
  const { request, id, fullName, phone } = await newStudent(playwright, baseURL!);
  const admin = await playwright.request.newContext({ baseURL, ...SAME_ORIGIN });
  await login(admin, ADMIN);
  const { courses } = (await (await request.get("/api/courses")).json()) as { courses: { id: string; title: string; price: number }[] };
  const first = courses.find((course) => course.title.startsWith("HTML"))!;
  const second = courses.find((course) => course.id !== first.id)!;
  // Enough for the first course, not for a second one: its enrol asks for a top-up.
  const edited = await admin.put(`/api/admin/users/${id}`, { data: { fullName, phone, role: "student", balance: first.price } });
  expect(edited.status()).toBe(200);
  expect((await request.post(`/api/courses/${first.id}/enroll`)).status()).toBe(200);
  const { users: offline } = (await (await request.get("/api/offline-students")).json()) as { users: { id: string }[] };
  const enrol = (uz.courses as Tree).detail as Tree;
  const confirm = (uz.courses as Tree).enroll as Tree;

  const context = await browser.newContext({ baseURL, storageState: await request.storageState() });
  const page = await context.newPage();
  const missing = missingMessages(page);
  for (const at of ["/home", "/courses", "/my-courses", `/learning/${first.id}`, "/projects/blogs", "/projects/resume", "/offline", "/debtors", `/students/${offline[0]!.id}`]) {
    await page.goto(at);
    await untilHydrated(page);
  }
  await page.goto("/projects/payments");
  await untilHydrated(page);
  await page.getByRole("button", { name: "Balansni to'ldirish" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.goto(`/courses/${second.id}`);
  await untilHydrated(page);
  await page.getByRole("button", { name: enrol.enroll as string }).click();
  await page.getByRole("dialog").getByRole("button", { name: confirm.confirm as string }).click();
  // Not enough money: the top-up dialog takes the enrol dialog's place.
  await expect(page.getByRole("dialog").getByRole("button", { name: confirm.confirm as string })).toHaveCount(0);
  await expect(page.getByRole("dialog")).toBeVisible();

  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  const visitorMissing = missingMessages(visitorPage);
  for (const at of ["/home", "/courses", `/courses/${first.id}`, "/projects/blogs", "/offline"]) {
    await visitorPage.goto(at);
    await untilHydrated(visitorPage);
  }

  expect([...missing, ...visitorMissing]).toEqual([]);
  await Promise.all([context.close(), visitor.close(), request.dispose(), admin.dispose()]);
});
