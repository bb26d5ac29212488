import Papa from "papaparse";
import { beforeEach, describe, expect, it } from "vitest";
import { GET as exportUsers } from "@/app/api/admin/users/export/route";
import { GET as listUsers } from "@/app/api/admin/users/route";
import { db } from "@/lib/db/client";
import { call } from "../support/call";
import { createUser, type TestUser } from "../support/factories";

let admin: TestUser;

beforeEach(async () => {
  await db().user.deleteMany();
  admin = await createUser({ role: "admin", fullName: "Bosh Admin", phone: "+998900000001" });
  const people = [
    { fullName: "Aziza Karimova", phone: "+998911112233", role: "student" as const, balance: 50_000, minutes: 50 },
    { fullName: "Bobur Aliyev", phone: "+998933334455", role: "student_offline" as const, balance: 0, minutes: 40 },
    { fullName: "Dilnoza KARIMOVA", phone: "+998945556677", role: "student" as const, balance: 900_000, minutes: 30 },
  ];
  for (const person of people) {
    const user = await createUser({ fullName: person.fullName, phone: person.phone, role: person.role, balance: person.balance });
    await db().user.update({ where: { id: user.id }, data: { createdAt: new Date(Date.now() - person.minutes * 60_000) } });
  }
});

async function names(query: Record<string, string>) {
  const res = await call(listUsers, { token: admin.token, query });
  expect(res.status).toBe(200);
  return (res.body.users as { fullName: string }[]).map((user) => user.fullName);
}

describe("GET /api/admin/users", () => {
  it("lists users newest first with the contract's fields and no secrets", async () => {
    const res = await call(listUsers, { token: admin.token });
    expect(res.status).toBe(200);
    const users = res.body.users as Record<string, unknown>[];
    expect(users.map((u) => u.fullName)).toEqual(["Bosh Admin", "Dilnoza KARIMOVA", "Bobur Aliyev", "Aziza Karimova"]);
    expect(Object.keys(users[0]!).sort()).toEqual(["balance", "createdAt", "fullName", "id", "phone", "role", "step"]);
    expect(users[1]).toMatchObject({ phone: "+998945556677", role: "student", balance: 900_000, step: 1 });
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|tokenVersion/);
  });

  it.each([
    ["name, any case", { search: "karimova" }, ["Dilnoza KARIMOVA", "Aziza Karimova"]],
    ["phone digits", { search: "93333" }, ["Bobur Aliyev"]],
    ["phone as typed with spaces", { search: "91 111 22" }, ["Aziza Karimova"]],
    ["role text", { search: "OFFLINE" }, ["Bobur Aliyev"]],
    ["role filter", { role: "student" }, ["Dilnoza KARIMOVA", "Aziza Karimova"]],
    ["role filter all", { role: "all" }, ["Bosh Admin", "Dilnoza KARIMOVA", "Bobur Aliyev", "Aziza Karimova"]],
    ["search and role together", { search: "a", role: "admin" }, ["Bosh Admin"]],
    ["oldest first", { sort: "oldest" }, ["Aziza Karimova", "Bobur Aliyev", "Dilnoza KARIMOVA", "Bosh Admin"]],
    ["balance high to low", { sort: "balance_desc", role: "student" }, ["Dilnoza KARIMOVA", "Aziza Karimova"]],
    ["balance low to high", { sort: "balance_asc", search: "i" }, ["Bosh Admin", "Bobur Aliyev", "Aziza Karimova", "Dilnoza KARIMOVA"]],
    ["nothing found", { search: "Zafar" }, []],
  ])("filters by %s", async (_case, query, expected) => {
    expect(await names(query)).toEqual(expected);
  });

  it.each([
    ["an unknown role", { role: "superadmin" }, "Rol noto'g'ri"],
    ["an unknown sort", { sort: "name" }, "Saralash turi noto'g'ri"],
    ["a search over 100 characters", { search: "x".repeat(101) }, "Qidiruv matni juda uzun"],
  ])("refuses %s with 400", async (_case, query, message) => {
    const res = await call(listUsers, { token: admin.token, query });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
  });

  it("answers 403 to a student and 401 without a token", async () => {
    const student = await createUser();
    const res = await call(listUsers, { token: student.token });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Admin huquqlariga ega emassiz");
    expect((await call(listUsers)).status).toBe(401);
  });
});

describe("GET /api/admin/users/export", () => {
  it("answers users.csv of the filtered list with a BOM; names with commas and quotes survive", async () => {
    await createUser({ fullName: "Sardor \"Sardorbek\", O'g'li", phone: "+998977778899" });
    const res = await exportUsers(
      new Request("http://localhost:3000/api/admin/users/export?role=student&sort=balance_desc", { headers: { authorization: `Bearer ${admin.token}` } }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="users.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const parsed = Papa.parse<string[]>(new TextDecoder().decode(bytes.slice(3)), { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data[0]).toEqual(["fullName", "phone", "role", "balance", "createdAt"]);
    expect(parsed.data.slice(1).map((row) => row.slice(0, 4))).toEqual([
      ["Dilnoza KARIMOVA", "+998945556677", "student", "900000"],
      ["Aziza Karimova", "+998911112233", "student", "50000"],
      ["Sardor \"Sardorbek\", O'g'li", "+998977778899", "student", "0"],
    ]);
    expect(parsed.data[1]?.[4]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it("refuses a bad filter with 400, a student with 403 and no token with 401", async () => {
    const student = await createUser();
    expect((await call(exportUsers, { token: admin.token, query: { sort: "x" } })).status).toBe(400);
    expect((await call(exportUsers, { token: student.token })).status).toBe(403);
    expect((await call(exportUsers)).status).toBe(401);
  });
});
