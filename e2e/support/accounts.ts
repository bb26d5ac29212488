import { expect, type APIRequestContext, type APIResponse } from "@playwright/test";

// Every spec makes its own people and signs in through the API (CONTRIBUTING.md, Tests).
export const ADMIN = { phone: "+998 90 000 00 00", password: "admin12345" };
export const STUDENT_PASSWORD = "secret123";
const DEFAULT_META = { region: "Toshkent", district: "Chirchiq shahri", school: "12-maktab", grade: "9-sinf" };

/** A fresh number under one operator code, in the three ways the app writes it. */
export function randomPhone(operator: string): { local: string; display: string; stored: string } {
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, "0");
  const local = `${operator}${digits}`;
  return {
    local,
    display: `+998 ${operator} ${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`,
    stored: `+998${local}`,
  };
}

/** Signs the request context in; the cookie stays on it. */
export async function login(request: APIRequestContext, credentials: { phone: string; password: string } = ADMIN) {
  const response = await request.post("/api/auth/login", { data: credentials });
  expect(response.status()).toBe(200);
}

type NewStudent = { fullName: string; phone: string; password?: string; meta?: Record<string, string> };

/** Registers a student (which also signs the request context in) and answers the 201 response. */
export async function registerStudent(request: APIRequestContext, { fullName, phone, password = STUDENT_PASSWORD, meta = DEFAULT_META }: NewStudent): Promise<APIResponse> {
  const response = await request.post("/api/auth/register", { data: { fullName, phone, password, role: "student", meta } });
  expect(response.status()).toBe(201);
  return response;
}

/**
 * A new student called `name`, signed in on `request`, who topped up 300,000 so'm (approved by
 * the `admin` context) and enrolled in the demo's HTML course; answers the course's id.
 */
export async function enrolInHtmlCourse(request: APIRequestContext, admin: APIRequestContext, name: string, operator = "93"): Promise<string> {
  await registerStudent(request, { fullName: name, phone: randomPhone(operator).display });
  expect((await request.post("/api/payments/create", { data: { amount: 300000, paymentMethod: "card" } })).status()).toBe(201);
  const { payments } = (await (await admin.get("/api/admin/payments")).json()) as { payments: { id: string; user: { fullName: string } }[] };
  const payment = payments.find((entry) => entry.user.fullName === name)!;
  expect((await admin.post(`/api/admin/payments/${payment.id}/approve`)).status()).toBe(200);
  const { courses } = (await (await request.get("/api/courses")).json()) as { courses: { id: string; title: string }[] };
  const courseId = courses.find((course) => course.title.startsWith("HTML asoslari"))!.id;
  expect((await request.post(`/api/courses/${courseId}/enroll`)).status()).toBe(200);
  return courseId;
}
