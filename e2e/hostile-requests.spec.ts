import { expect, test } from "@playwright/test";

// What reaches the real server before any route handler: URLs that do not decode, broken
// cookies, unknown ids in page paths, and the security headers on every answer.

test("a URL that cannot be percent-decoded is a 400, not a 500", async ({ request }) => {
  for (const path of ["/api/courses/%E0%A4%A", "/api/courses/%ED%A0%80", "/courses/%E0%A4%A", "/api/admin/users?search=%E0%A4%A"]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(400);
    expect(await res.json(), path).toMatchObject({ success: false, code: "invalid_input" });
  }
});

test("an unknown or malformed id in a page path is a 404 page", async ({ request }) => {
  for (const path of [
    "/courses/ckunknown000000000000000",
    "/courses/%00",
    "/courses/%22%3B%20DROP",
    "/certificates/%00",
    "/certificates/ZZZZZZZZZZ",
    "/students/ckunknown000000000000000",
    "/students/%00",
  ]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
  }
  const known = await request.get("/api/courses?limit=1");
  const [course] = (await known.json()).courses as { id: string }[];
  expect((await request.get(`/courses/${course!.id}`)).status()).toBe(200);
});

test("a jwt cookie that cannot be decoded leaves pages working and lets the user sign out", async ({ request, baseURL }) => {
  const headers = { cookie: "jwt=%" };
  expect((await request.get("/home", { headers })).status()).toBe(200);
  expect((await request.get("/api/user/profile", { headers })).status()).toBe(401);
  const out = await request.post("/api/auth/logout", { headers: { ...headers, origin: baseURL! } });
  expect(out.status()).toBe(200);
});

test("pages and API answers carry the security headers", async ({ request }) => {
  for (const path of ["/home", "/api/health", "/api/courses"]) {
    const headers = (await request.get(path)).headers();
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'self'");
    expect(headers["content-security-policy"], path).toContain("frame-src https://www.youtube-nocookie.com");
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], path).toContain("camera=()");
    expect(headers["strict-transport-security"], path).toContain("max-age=");
  }
});

test("a NUL in a page's query is a 400, as docs/operations.md says", async ({ request }) => {
  for (const path of ["/courses?x=%00", "/home?a%00=1", "/api/courses?search=a%00b"]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(400);
    expect(await res.json(), path).toMatchObject({ success: false, code: "invalid_input" });
  }
  expect((await request.get("/courses?x=1")).status()).toBe(200);
});

test("Vary names each header once, for a visitor, a student and an API read", async ({ request, baseURL }) => {
  const registered = await request.post("/api/auth/register", {
    data: { fullName: "Vary Sinov", phone: `+99893${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`, password: "secret123", meta: { region: "Toshkent", district: "Chirchiq shahri", school: "12-maktab", grade: "9-sinf" } },
  });
  const token = ((await registered.json()) as { token: string }).token;
  const anonymous = await (await import("@playwright/test")).request.newContext({ baseURL });
  for (const [label, path, headers] of [
    ["visitor /home", "/home", {}],
    ["visitor /courses", "/courses", { "accept-encoding": "gzip, deflate, br, zstd" }],
    ["student /home", "/home", { cookie: `jwt=${token}` }],
    ["student /home gzip", "/home", { cookie: `jwt=${token}`, "accept-encoding": "gzip" }],
    ["/api/courses", "/api/courses", {}],
  ] as const) {
    // Twice: the first answer is rendered, the next may be answered from memory.
    for (let i = 0; i < 2; i++) {
      const vary = (await anonymous.get(path, { headers })).headers()["vary"] ?? "";
      const names = vary.split(",").map((name) => name.trim().toLowerCase()).filter(Boolean);
      expect(names.length, `${label}: ${vary}`).toBe(new Set(names).size);
    }
  }
  await anonymous.dispose();
});

test("/metrics carries the security headers, whoever asks", async ({ request }) => {
  for (const method of ["GET", "POST"] as const) {
    const headers = (await request.fetch("/metrics", { method })).headers();
    expect(headers["content-security-policy"], method).toContain("frame-ancestors 'self'");
    expect(headers["x-content-type-options"], method).toBe("nosniff");
    expect(headers["referrer-policy"], method).toBe("strict-origin-when-cross-origin");
    expect(headers["strict-transport-security"], method).toContain("max-age=");
  }
});

test("a forged X-Forwarded-Host or -Proto names no other site on a page: the server trusts no proxy unless told", async ({ request, baseURL }) => {
  const offline = (await (await request.get("/api/offline-students")).json()).users as { certificates: { code: string }[] }[];
  const code = offline.flatMap((student) => student.certificates)[0]!.code;
  const forged = { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" };
  // The offline list hands its cards the origin for the certificates' QR codes; the certificate page prints its own address.
  for (const path of ["/offline", `/certificates/${code}`]) {
    const res = await request.get(path, { headers: forged });
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    expect(html, path).not.toContain("evil.example");
    expect(html, path).not.toContain(`https://${new URL(baseURL!).host}`);
  }
  const own = await (await request.get(`/certificates/${code}`, { headers: forged })).text();
  expect(own).toContain(`${new URL(baseURL!).origin}/certificates/${code}`);
});
