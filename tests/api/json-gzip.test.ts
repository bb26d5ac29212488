import { gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as listCourses } from "@/app/api/courses/route";
import { GET as profile } from "@/app/api/user/profile/route";
import { CLIENT_ADDRESS_HEADER } from "@/lib/api/client-address";
import { ROUTE_ENCODING_HEADER } from "@/lib/request/route-compression";
import { createCourse } from "../support/course-factory";
import { createUser, TEST_PASSWORD, type TestUser } from "../support/factories";

// Issue 27, item 3: a route's JSON answer is gzipped by the route in one step when the client
// takes gzip, and stays plain for a client that does not. The route names its encoding in
// ROUTE_ENCODING_HEADER (server.ts makes it Content-Encoding; e2e/compression.spec.ts reads the
// whole way). Raw bytes here: `call()` would read a gzipped body as text.

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function rawCall(handler: Handler, path: string, init: { headers?: Record<string, string>; method?: string; body?: unknown } = {}) {
  const headers = new Headers({ host: "localhost:3000", [CLIENT_ADDRESS_HEADER]: "127.0.0.1", ...init.headers });
  if (init.body !== undefined) headers.set("content-type", "application/json");
  const request = new Request(new URL(path, "http://localhost:3000"), {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const response = await handler(request, { params: Promise.resolve({}) });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe("JSON answers and gzip", () => {
  let student: TestUser;

  beforeAll(async () => {
    student = await createUser();
    // Enough courses that the page is well over a kilobyte (a card is about 400 bytes).
    for (let i = 0; i < 6; i++) await createCourse({ title: `Gzip kursi ${i}` });
  });

  it("gzips a signed-in read for a client that takes gzip, to the JSON a plain client gets", async () => {
    const auth = { authorization: `Bearer ${student.token}` };
    const zipped = await rawCall(listCourses, "/api/courses?page=1", { headers: { ...auth, "accept-encoding": "gzip, deflate, br" } });
    const plain = await rawCall(listCourses, "/api/courses?page=1", { headers: auth });
    expect(zipped.response.status).toBe(200);
    expect(zipped.response.headers.get(ROUTE_ENCODING_HEADER)).toBe("gzip");
    expect(zipped.response.headers.get("vary")?.toLowerCase()).toContain("accept-encoding");
    expect(plain.response.headers.get(ROUTE_ENCODING_HEADER)).toBeNull();
    expect(plain.response.headers.get("vary")?.toLowerCase()).toContain("accept-encoding");
    expect(plain.bytes.byteLength).toBeGreaterThan(1024);
    expect(JSON.parse(gunzipSync(zipped.bytes).toString("utf8"))).toEqual(JSON.parse(plain.bytes.toString("utf8")));
    expect(zipped.response.headers.get("content-type")).toBe(plain.response.headers.get("content-type"));
  });

  it("leaves the answer plain when the client refuses gzip", async () => {
    const { response, bytes } = await rawCall(listCourses, "/api/courses?page=1", { headers: { "accept-encoding": "gzip;q=0, identity" } });
    expect(response.headers.get(ROUTE_ENCODING_HEADER)).toBeNull();
    expect(JSON.parse(bytes.toString("utf8")).success).toBe(true);
  });

  it("sends a small answer plain, with its status and cookies", async () => {
    const refused = await rawCall(profile, "/api/user/profile", { headers: { "accept-encoding": "gzip" } });
    expect(refused.response.status).toBe(401);
    expect(refused.response.headers.get(ROUTE_ENCODING_HEADER)).toBeNull();
    expect(JSON.parse(refused.bytes.toString("utf8")).success).toBe(false);

    const signedIn = await rawCall(login, "/api/auth/login", {
      method: "POST",
      headers: { "accept-encoding": "gzip", origin: "http://localhost:3000" },
      body: { phone: student.phone, password: TEST_PASSWORD },
    });
    expect(signedIn.response.status).toBe(200);
    expect(signedIn.response.headers.getSetCookie().join("\n")).toMatch(/^jwt=/m);
    const body = signedIn.response.headers.get(ROUTE_ENCODING_HEADER) === "gzip" ? gunzipSync(signedIn.bytes) : signedIn.bytes;
    expect(JSON.parse(body.toString("utf8")).token).toEqual(expect.any(String));
  });
});
