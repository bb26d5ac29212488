import http from "node:http";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { randomPhone, registerStudent } from "./support/accounts";

// Issue 25, items 1 and 2: one request must never change what the next person gets. Whatever
// serves the public pages from memory, a request with a header, a cookie or a query that makes
// Next answer something else is either answered for itself or kept under its own key. Told
// from outside only: a poisoning request, then an ordinary visitor (or student) on the same
// address. Each case uses an address of its own (?probe=), so none meets another's copy.

// What Chrome sends: the key a real visitor's page is kept under.
const BROWSER_ENCODING = "gzip, deflate, br, zstd";
const DOCUMENT = { accept: "text/html,application/xhtml+xml", "accept-encoding": BROWSER_ENCODING };

type Answer = { status: number; type: string; text: string };

let probes = 0;
const probe = (pathname: string) => `${pathname}?probe=${Date.now()}-${++probes}`;

function decoded(body: Buffer, encoding: string | undefined): string {
  if (encoding === "gzip") return gunzipSync(body).toString("utf8");
  if (encoding === "br") return brotliDecompressSync(body).toString("utf8");
  if (encoding === "deflate") return inflateSync(body).toString("utf8");
  return body.toString("utf8");
}

/** One GET with exactly these headers (no client of ours adds or normalises any). */
function get(baseURL: string, pathname: string, headers: Record<string, string>): Promise<Answer> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = http.get({ host: hostname, port, path: pathname, agent: false, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          type: String(response.headers["content-type"] ?? ""),
          text: decoded(Buffer.concat(chunks), response.headers["content-encoding"] as string | undefined),
        }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

/** The page as an Uzbek visitor's browser must get it. */
function expectUzbekPage(answer: Answer, label: string) {
  expect(answer.status, label).toBe(200);
  expect(answer.type, label).toContain("text/html");
  // Only the opening tag in a failure's message (the page is long).
  expect(/<html lang="(\w+)"/.exec(answer.text)?.[1] ?? answer.text.slice(0, 80), label).toBe("uz");
}

// Next's own request headers (and ones it does not know): the value each is sent with.
const POISON_HEADERS: Record<string, string> = {
  "x-middleware-prefetch": "1",
  "next-router-prefetch": "1",
  "next-router-state-tree": encodeURIComponent(JSON.stringify(["", { children: ["__PAGE__", {}] }, null, null, true])),
  "next-router-segment-prefetch": "/_tree",
  rsc: "1",
  "next-action": "0123456789abcdef0123456789abcdef01234567",
  "next-url": "/home",
  purpose: "prefetch",
  "sec-purpose": "prefetch",
  "x-unknown-header": "1",
};

test("a request with a Next-internal or unknown header never changes the page or read the next visitor gets", async ({ request, baseURL }) => {
  test.setTimeout(240_000);
  const catalogue = await (await request.get("/api/courses")).json();
  const courseId = (catalogue.courses as { id: string }[])[0]!.id;
  const pages = ["/home", "/courses", `/courses/${courseId}`, "/offline", "/debtors"];
  const reads = ["/api/courses", "/api/offline-students"];

  for (const [name, value] of Object.entries(POISON_HEADERS)) {
    for (const pathname of [...pages, ...reads]) {
      const address = probe(pathname);
      const label = `${name} on ${pathname}`;
      // Twice: the first answer may be kept, the second may be answered from it.
      for (let i = 0; i < 2; i++) await get(baseURL!, address, { ...DOCUMENT, [name]: value });
      const visitor = await get(baseURL!, address, DOCUMENT);
      if (pages.includes(pathname)) {
        expectUzbekPage(visitor, label);
        expect(visitor.text.trimEnd().endsWith("</html>"), label).toBe(true);
      } else {
        expect(visitor.status, label).toBe(200);
        expect(visitor.type, label).toContain("application/json");
        expect(JSON.parse(visitor.text), label).toMatchObject({ success: true });
      }
    }
  }
});

// A client's own x-qadam-* header, and two `lang` cookies or one with a space before `;`.
const LANGUAGE_POISONS: Record<string, string>[] = [
  { "x-qadam-locale": "ru" },
  { cookie: "lang=uz; lang=ru" },
  { cookie: "lang=ru ;x=1" },
  { cookie: "lang=ru; lang=uz" },
];

test("a language header or odd lang cookies never give the next Uzbek visitor or student a Russian page", async ({ request, baseURL }) => {
  test.setTimeout(180_000);
  const student = await registerStudent(request, { fullName: "Poison Sinov", phone: randomPhone("93").display });
  const token = ((await student.json()) as { token: string }).token;

  for (const poison of LANGUAGE_POISONS) {
    for (const pathname of ["/debtors", "/home", "/courses", "/offline"]) {
      const label = `${JSON.stringify(poison)} on ${pathname}`;
      const address = probe(pathname);
      for (let i = 0; i < 2; i++) await get(baseURL!, address, { ...DOCUMENT, ...poison });
      expectUzbekPage(await get(baseURL!, address, DOCUMENT), `visitor after ${label}`);
      expectUzbekPage(await get(baseURL!, address, { ...DOCUMENT, "accept-language": "uz" }), `uz visitor after ${label}`);

      // A student's page: the attacker signed in with the same cookies, then another student.
      const studentAddress = probe(pathname);
      const poisonCookie = poison.cookie ? `jwt=${token}; ${poison.cookie}` : `jwt=${token}`;
      for (let i = 0; i < 2; i++) await get(baseURL!, studentAddress, { ...DOCUMENT, ...poison, cookie: poisonCookie });
      expectUzbekPage(await get(baseURL!, studentAddress, { ...DOCUMENT, cookie: `jwt=${token}` }), `student after ${label}`);
    }
  }
});

test("two lang cookies, or one with spaces, are one language to the pages and the API alike", async ({ baseURL }) => {
  const apiText = async (cookie: string) => JSON.parse((await get(baseURL!, "/api/user/profile", { cookie })).text).message as string;
  const uzbek = await apiText("lang=uz");
  const russian = await apiText("lang=ru");
  expect(uzbek).not.toBe(russian);
  for (const [cookie, locale] of [
    ["lang=uz; lang=ru", "uz"],
    ["lang=ru; lang=uz", "ru"],
    ["lang=ru ;x=1", "ru"],
    ["x=1;  lang= ru ", "ru"],
  ] as const) {
    const page = await get(baseURL!, probe("/home"), { ...DOCUMENT, cookie });
    expect(/<html lang="(\w+)"/.exec(page.text)?.[1], cookie).toBe(locale);
    expect(await apiText(cookie), cookie).toBe(locale === "uz" ? uzbek : russian);
  }
});
