import sharp from "sharp";
import { expect, test } from "@playwright/test";
import { login, randomPhone, registerStudent } from "./support/accounts";

// Issue 23: a route that sets its own Content-Security-Policy gets it to the client; the site's
// policy (next.config.mjs) is for every answer that has none. Both routes serve files someone
// uploaded, so their policy is the sandbox.
const SANDBOX = "default-src 'none'; sandbox";

test("a course image and a receipt answer with their own policy, over HTTP", async ({ playwright, baseURL }) => {
  const headers = { origin: baseURL! };
  const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#ffffff" } }).jpeg().toBuffer();

  const admin = await playwright.request.newContext({ baseURL });
  await login(admin);
  const created = await admin.post("/api/admin/courses", {
    headers,
    multipart: {
      title: `Siyosat rasmi ${Date.now()}`,
      description: "Rasmli kurs",
      instructor: "Aziz Karimov",
      price: "0",
      duration: "2",
      level: "beginner",
      tags: JSON.stringify(["css"]),
      image: { name: "rasm.jpg", mimeType: "image/jpeg", buffer: jpeg },
    },
  });
  expect(created.status()).toBe(201);
  const { course } = (await created.json()) as { course: { imageUrl: string } };
  expect(course.imageUrl).toMatch(/^\/api\/course-images\//);
  const image = await admin.get(course.imageUrl);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-security-policy"]).toBe(SANDBOX);
  await admin.dispose();

  const student = await playwright.request.newContext({ baseURL });
  await registerStudent(student, { fullName: "Siyosat Chek", phone: randomPhone("93").display });
  const payment = await student.post("/api/payments/create", { data: { amount: 10_000 }, headers });
  expect(payment.status()).toBe(201);
  const { payment: row } = (await payment.json()) as { payment: { id: string } };
  const sent = await student.post(`/api/payments/${row.id}/receipt`, { multipart: { receipt: { name: "chek.jpg", mimeType: "image/jpeg", buffer: jpeg } }, headers });
  expect(sent.status()).toBe(201);
  expect((await student.get(`/api/payments/${row.id}/receipt`)).headers()["content-security-policy"]).toBe(SANDBOX);

  // Answers without a policy of their own still get the site's.
  for (const path of ["/home", "/api/courses", "/api/course-images", `/api/payments/${row.id}/receipts`]) {
    expect((await student.get(path)).headers()["content-security-policy"], path).toContain("frame-ancestors 'self'");
  }
  await student.dispose();
});
