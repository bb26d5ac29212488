import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { demoDatabaseUrl, logged, send, startServer, untilLogged, waitForHealth, type ServerProcess } from "./support/server-process";

// Issue 14: a visitor's public pages and reads are rendered once per instance and answered from
// memory; a CMS write on one instance empties every instance's pages (PostgreSQL's NOTIFY), so
// the catalogue page and read of a second instance show it as soon as that instance hears of
// the change (its `public_data_changed` line). Two built servers share one database: A runs it
// (demo mode), B connects to it as a production instance would.

const BASE_PORT = Number(process.env.E2E_PORT ?? 3210);
const SERVER_ENV = { RATE_LIMIT_LOGIN_PER_ADDRESS: "10000", BCRYPT_COST: "6", BCRYPT_ALLOW_LOW_COST: "1", LOG_LEVEL: "error" };

type Page = { status: number; cache: string | undefined; html: string };

/** A page as a browser asks for it, with optional cookies. */
function page(port: number, pathname: string, headers: Record<string, string> = {}): Promise<Page> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, path: pathname, agent: false, headers: { accept: "text/html", ...headers } }, (response) => {
      let html = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (html += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, cache: response.headers["x-qadam-page-cache"] as string | undefined, html }));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

const LISTENING = '"event":"public_data_listening"';
const COURSES_CHANGED = '"event":"public_data_changed","tag":"courses"';

const stop = async (server: ServerProcess | undefined) => {
  if (!server) return;
  server.signalGroup("SIGTERM");
  await server.exited;
};

test("a CMS write on one instance shows on the catalogue and course pages of another as soon as it hears of it", async () => {
  test.setTimeout(300_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "qadam-shells-a-"));
  const otherDir = mkdtempSync(path.join(tmpdir(), "qadam-shells-b-"));
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;
  try {
    a = startServer({ port: BASE_PORT + 64, env: { ...SERVER_ENV, DATA_DIR: dataDir } });
    await waitForHealth(a);
    b = startServer({
      port: BASE_PORT + 65,
      // Info lines, so that the test sees B hear each change.
      env: { ...SERVER_ENV, LOG_LEVEL: "info", DATA_DIR: otherDir, DATABASE_URL: demoDatabaseUrl(dataDir), JWT_SECRET: readFileSync(path.join(dataDir, "jwt-secret"), "utf8").trim() },
    });
    await waitForHealth(b);

    const login = await send(a.port, "POST", "/api/auth/login", { body: { phone: "+998 90 000 00 00", password: "admin12345" } }).answer;
    expect(login).toMatchObject({ status: 200 });
    const token = ("body" in login ? login.body.token : "") as string;
    const catalogue = await send(a.port, "GET", "/api/courses").answer;
    // A course no other course requires: its id shows in the catalogue only on its own card.
    const courses = "body" in catalogue ? (catalogue.body.courses as { id: string; requiredCourse: { id: string } | null }[]) : [];
    const course = courses.find((each) => !courses.some((other) => other.requiredCourse?.id === each.id))!;
    expect(course).toBeTruthy();

    // Once B listens for changes, it renders its catalogue once, then answers it from memory.
    await untilLogged(b, LISTENING);
    expect((await page(b.port, "/courses")).cache).toBe("miss");
    const cached = await page(b.port, "/courses");
    expect(cached).toMatchObject({ status: 200, cache: "hit" });
    expect(cached.html).toContain(course.id);
    expect((await page(b.port, `/courses/${course.id}`)).status).toBe(200);
    expect((await page(b.port, `/courses/${course.id}`)).cache).toBe("hit");
    // So is the catalogue's read.
    expect((await page(b.port, "/api/courses")).cache).toBe("miss");
    expect((await page(b.port, "/api/courses")).cache).toBe("hit");
    expect((await page(b.port, "/api/courses")).html).toContain(course.id);

    // The CMS takes the course off the catalogue on A: B's pages follow once B has heard of it.
    const hiddenHeard = untilLogged(b, COURSES_CHANGED, logged(b, COURSES_CHANGED) + 1);
    const hidden = await send(a.port, "PATCH", `/api/admin/courses/${course.id}/status`, { token, body: { status: "draft" } }).answer;
    expect(hidden).toMatchObject({ status: 200 });
    await hiddenHeard;
    expect((await page(b.port, "/courses")).html).not.toContain(course.id);
    expect((await page(b.port, `/courses/${course.id}`)).status).toBe(404);
    expect((await page(b.port, "/api/courses")).html).not.toContain(course.id);

    const shownHeard = untilLogged(b, COURSES_CHANGED, logged(b, COURSES_CHANGED) + 1);
    const shown = await send(a.port, "PATCH", `/api/admin/courses/${course.id}/status`, { token, body: { status: "active" } }).answer;
    expect(shown).toMatchObject({ status: 200 });
    await shownHeard;
    expect((await page(b.port, "/courses")).html).toContain(course.id);

    // A session, or ?lang=, is never answered from memory; the language is part of the key.
    const russian = await page(b.port, "/courses", { cookie: "lang=ru" });
    const again = await page(b.port, "/courses", { cookie: "lang=ru" });
    expect(again.cache).toBe("hit");
    expect(again.html).toContain('lang="ru"');
    expect(russian.html).toContain('lang="ru"');
    expect((await page(b.port, "/courses")).html).toContain('lang="uz"');
    expect((await page(b.port, "/courses", { cookie: `jwt=${token}` })).cache).toBeUndefined();
    expect((await page(b.port, "/courses?lang=ru")).cache).toBeUndefined();
  } finally {
    await Promise.all([stop(b), stop(a)]);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(otherDir, { recursive: true, force: true });
  }
});
