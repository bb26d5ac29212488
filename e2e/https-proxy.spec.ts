import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, expect, test } from "@playwright/test";
import { demoDatabaseUrl, startServer, waitForHealth, type ServerProcess } from "./support/server-process";

// Issue 24, item 1: compose's Caddy (deploy/Caddyfile, unchanged) in front of a production
// instance, on a name that is not localhost. Over plain HTTP the Secure session cookie was
// dropped and the admin page refused the admin; through Caddy the browser is sent to HTTPS
// and keeps the cookie. The certificate comes from Caddy's local CA (CADDY_GLOBAL_OPTIONS),
// as an operator's would from Let's Encrypt; Chromium resolves the name to 127.0.0.1.

const BASE_PORT = Number(process.env.E2E_PORT ?? 3210);
const DOMAIN = "qadam.school.test";
const HTTP_PORT = Number(process.env.E2E_CADDY_HTTP_PORT ?? 8080);
const HTTPS_PORT = Number(process.env.E2E_CADDY_HTTPS_PORT ?? 8443);
const ORIGIN = `https://${DOMAIN}:${HTTPS_PORT}`;
const CADDYFILE = path.resolve("deploy/Caddyfile");

function startCaddy(upstream: string, home: string): { child: ChildProcess; output: () => string } {
  let output = "";
  const child = spawn("caddy", ["run", "--config", CADDYFILE, "--adapter", "caddyfile"], {
    env: {
      ...process.env,
      HOME: home,
      XDG_DATA_HOME: path.join(home, "data"),
      XDG_CONFIG_HOME: path.join(home, "config"),
      // The site on a high port: Caddy's redirect names the site's port when it is not
      // https_port (443 in compose), as a browser must be sent there.
      DOMAIN: `${DOMAIN}:${HTTPS_PORT}`,
      CADDY_HTTP_PORT: String(HTTP_PORT),
      // Certificates from Caddy's own CA, not installed into the machine's trust store, and no
      // admin endpoint (another Caddy on this machine may have :2019); on 127.0.0.1 only.
      CADDY_GLOBAL_OPTIONS: "local_certs\nskip_install_trust\nadmin off\ndefault_bind 127.0.0.1",
      QADAM_UPSTREAMS: upstream,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

test("through Caddy on a real name: HTTP goes to HTTPS, the Secure cookie is kept and the admin reaches the dashboard", async () => {
  test.setTimeout(300_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "qadam-https-a-"));
  const otherDir = mkdtempSync(path.join(tmpdir(), "qadam-https-b-"));
  const caddyHome = mkdtempSync(path.join(tmpdir(), "qadam-caddy-"));
  let demo: ServerProcess | undefined;
  let production: ServerProcess | undefined;
  let caddy: ReturnType<typeof startCaddy> | undefined;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", `--host-resolver-rules=MAP ${DOMAIN} 127.0.0.1`],
  });
  try {
    // A demo instance makes the database and its demo admin; a production one (Secure cookies) serves it.
    demo = startServer({ port: BASE_PORT + 66, env: { DATA_DIR: dataDir, LOG_LEVEL: "error" } });
    await waitForHealth(demo);
    production = startServer({
      port: BASE_PORT + 67,
      env: { DATA_DIR: otherDir, LOG_LEVEL: "error", DATABASE_URL: demoDatabaseUrl(dataDir), JWT_SECRET: readFileSync(path.join(dataDir, "jwt-secret"), "utf8").trim(), TRUST_PROXY: "1" },
    });
    await waitForHealth(production);
    caddy = startCaddy(`127.0.0.1:${production.port}`, caddyHome);

    // The certificate is Caddy's own CA's: the test trusts it the way a browser with that root would.
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    const page = await context.newPage();
    await expect
      .poll(async () => (await page.goto(`http://${DOMAIN}:${HTTP_PORT}/home`).catch(() => null))?.status(), { timeout: 60_000, message: caddy.output() })
      .toBe(200);
    // Plain HTTP was answered by a redirect to HTTPS.
    expect(page.url()).toBe(`${ORIGIN}/home`);

    // The browser's own request, from the page: the answer's Set-Cookie is the browser's to keep or drop.
    const login = await page.evaluate(async () => {
      const response = await fetch("/api/auth/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ phone: "+998 90 000 00 00", password: "admin12345" }) });
      return response.status;
    });
    expect(login).toBe(200);
    const [jwt] = (await context.cookies()).filter((cookie) => cookie.name === "jwt");
    expect(jwt).toMatchObject({ domain: DOMAIN, secure: true, httpOnly: true });

    await page.goto(`${ORIGIN}/admin/dashboard`);
    // The admin area's shell, drawn only for a caller the server knows as admin (the cookie came back).
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Admin panel" }).getByText("Qadam Administrator")).toBeVisible();
    await expect(page.getByText("Admin huquqlariga ega emassiz")).toHaveCount(0);
  } finally {
    await browser.close();
    caddy?.child.kill("SIGTERM");
    for (const server of [production, demo]) {
      if (!server) continue;
      server.signalGroup("SIGTERM");
      await server.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(otherDir, { recursive: true, force: true });
    rmSync(caddyHome, { recursive: true, force: true });
  }
});
