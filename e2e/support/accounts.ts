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
