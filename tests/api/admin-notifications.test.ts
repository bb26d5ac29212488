import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { POST as markRead } from "@/app/api/admin/notifications/[id]/read/route";
import { DELETE as remove } from "@/app/api/admin/notifications/[id]/route";
import { GET as listNotifications } from "@/app/api/admin/notifications/route";
import { db } from "@/lib/db/client";
import { createNotification } from "@/lib/notifications/create-notification";
import type { AdminEvent } from "@/lib/realtime/events";
import { installAdminEmitter } from "@/lib/realtime/publish";
import { call } from "../support/call";
import { createUser } from "../support/factories";

let events: AdminEvent[] = [];

beforeEach(async () => {
  await db().notification.deleteMany();
  events = [];
  installAdminEmitter((event) => events.push(event));
});

afterEach(() => installAdminEmitter(undefined));

describe("GET /api/admin/notifications", () => {
  it("lists notifications newest first with the unread count", async () => {
    const admin = await createUser({ role: "admin" });
    const old = await createNotification({ type: "user_registered", params: { name: "Aziza", phone: "+998901112233" } });
    await db().notification.update({ where: { id: old.id }, data: { createdAt: new Date(Date.now() - 60_000), read: true } });
    const fresh = await createNotification({ type: "topup_requested", params: { name: "Aziza", phone: "+998901112233", amount: 100_000 } });
    await createNotification({ type: "course_enrolled", params: { name: "Aziza", course: "HTML" } });
    const res = await call(listNotifications, { token: admin.token });
    expect(res.status).toBe(200);
    const list = res.body.notifications as Record<string, unknown>[];
    expect(list).toHaveLength(3);
    expect(list[2]).toMatchObject({ id: old.id, read: true, type: "user_registered", title: "Yangi foydalanuvchi", body: "Aziza (+998901112233) ro'yxatdan o'tdi", params: { name: "Aziza", phone: "+998901112233" } });
    expect(list.map((n) => n.id)).toContain(fresh.id);
    expect(Object.keys(list[0]!).sort()).toEqual(["body", "createdAt", "id", "params", "read", "title", "type"]);
    expect(res.body.unreadCount).toBe(2);
  });

  it.each([
    ["the lang cookie", { cookie: "lang=ru" }],
    ["Accept-Language", { headers: { "accept-language": "ru-RU,ru;q=0.9" } }],
  ])("renders title and body in Russian for a Russian caller by %s", async (_case, how) => {
    const admin = await createUser({ role: "admin" });
    await createNotification({ type: "topup_requested", params: { name: "Aziza", phone: "+998901112233", amount: 100_000 } });
    const res = await call(listNotifications, { token: admin.token, ...how });
    expect(res.status).toBe(200);
    expect((res.body.notifications as Record<string, unknown>[])[0]).toMatchObject({
      type: "topup_requested",
      title: "Заявка на пополнение",
      body: "Aziza (+998901112233) просит пополнение на 100 000 сум",
      params: { name: "Aziza", phone: "+998901112233", amount: 100_000 },
    });
  });

  it("keeps the stored text of a row whose params cannot make the sentence", async () => {
    const admin = await createUser({ role: "admin" });
    const row = await createNotification({ type: "course_enrolled", params: { name: "Aziza", course: "HTML" } });
    await db().notification.update({ where: { id: row.id }, data: { params: {}, title: "Eski sarlavha", body: "Eski matn" } });
    const res = await call(listNotifications, { token: admin.token, cookie: "lang=ru" });
    expect((res.body.notifications as Record<string, unknown>[])[0]).toMatchObject({ title: "Eski sarlavha", body: "Eski matn" });
  });

  it("answers an empty list and zero", async () => {
    const admin = await createUser({ role: "admin" });
    const res = await call(listNotifications, { token: admin.token });
    expect(res.body).toEqual({ success: true, notifications: [], unreadCount: 0, page: 1, pageSize: 20, total: 0, pages: 1 });
  });

  it("answers 403 to a student and 401 without a token", async () => {
    const student = await createUser();
    const res = await call(listNotifications, { token: student.token });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Admin huquqlariga ega emassiz");
    expect((await call(listNotifications)).status).toBe(401);
  });
});

describe("POST /api/admin/notifications/{id}/read", () => {
  it("marks it read for every admin and announces it live", async () => {
    const admin = await createUser({ role: "admin" });
    const note = await createNotification({ type: "user_registered", params: { name: "T" } });
    events = [];
    const res = await call(markRead, { method: "POST", params: { id: note.id }, token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect((await db().notification.findUniqueOrThrow({ where: { id: note.id } })).read).toBe(true);
    expect(events).toEqual([{ type: "notification:read", payload: { id: note.id } }]);
    // Reading again is harmless.
    expect((await call(markRead, { method: "POST", params: { id: note.id }, token: admin.token })).status).toBe(200);
  });

  it("answers 404 for an unknown notification, 403 to a student and 401 without a token", async () => {
    const admin = await createUser({ role: "admin" });
    const student = await createUser();
    const note = await createNotification({ type: "user_registered", params: { name: "T" } });
    const missing = await call(markRead, { method: "POST", params: { id: "missing" }, token: admin.token });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Xabarnoma topilmadi");
    expect((await call(markRead, { method: "POST", params: { id: note.id }, token: student.token })).status).toBe(403);
    expect((await call(markRead, { method: "POST", params: { id: note.id } })).status).toBe(401);
    expect((await db().notification.findUniqueOrThrow({ where: { id: note.id } })).read).toBe(false);
  });
});

describe("DELETE /api/admin/notifications/{id}", () => {
  it("deletes it and announces it live", async () => {
    const admin = await createUser({ role: "admin" });
    const note = await createNotification({ type: "course_enrolled", params: { name: "T", course: "B" } });
    events = [];
    const res = await call(remove, { method: "DELETE", params: { id: note.id }, token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(await db().notification.count({ where: { id: note.id } })).toBe(0);
    expect(events).toEqual([{ type: "notification:delete", payload: { id: note.id } }]);
    const again = await call(remove, { method: "DELETE", params: { id: note.id }, token: admin.token });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe("Xabarnoma topilmadi");
  });

  it("answers 403 to a student and 401 without a token, deleting nothing", async () => {
    const student = await createUser();
    const note = await createNotification({ type: "course_enrolled", params: { name: "T", course: "B" } });
    expect((await call(remove, { method: "DELETE", params: { id: note.id }, token: student.token })).status).toBe(403);
    expect((await call(remove, { method: "DELETE", params: { id: note.id } })).status).toBe(401);
    expect(await db().notification.count({ where: { id: note.id } })).toBe(1);
  });
});
