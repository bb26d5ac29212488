import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";
import type { Server } from "socket.io";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { markShuttingDown } from "@/lib/lifecycle/readiness";
import { db } from "@/lib/db/client";
import { createNotification } from "@/lib/notifications/create-notification";
import { POST as changePassword } from "@/app/api/auth/change-password/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { DELETE as endOneSession } from "@/app/api/auth/sessions/[id]/route";
import { POST as endOthers } from "@/app/api/auth/sessions/end-others/route";
import { notificationSocketActions } from "@/lib/notifications/socket-actions";
import { adminEmitter, attachAdminSocket, roomDisconnector } from "@/lib/realtime/admin-socket";
import { ADMIN_SOCKET_PATH } from "@/lib/realtime/events";
import { installAdminEmitter, installSocketDisconnector } from "@/lib/realtime/publish";
import { deleteUser } from "@/lib/users/delete-user";
import { updateProfile } from "@/lib/users/update-profile";
import { updateUserAccount } from "@/lib/users/update-user-account";
import { call } from "../support/call";
import { createUser, TEST_PASSWORD, type TestUser } from "../support/factories";

// Two instances of the app's socket layer in this process: each its own HTTP server, socket.io
// server and pg pool, sharing only the test's PostgreSQL database, as two Node processes
// behind a load balancer would.
type Instance = { http: HttpServer; io: Server; pool: pg.Pool; url: string };

async function startInstance(): Promise<Instance> {
  const http = createServer();
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  const io = attachAdminSocket(http, pool, notificationSocketActions);
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const { port } = http.address() as AddressInfo;
  return { http, io, pool, url: `http://127.0.0.1:${port}` };
}

async function stopInstance(instance: Instance) {
  await new Promise<void>((resolve) => instance.io.close(() => resolve()));
  await instance.pool.end();
}

function client(url: string, token: string | undefined, extraHeaders?: Record<string, string>): Socket {
  return connect(url, {
    path: ADMIN_SOCKET_PATH,
    transports: ["websocket"],
    auth: token ? { token } : {},
    reconnection: false,
    forceNew: true,
    ...(extraHeaders ? { extraHeaders } : {}),
  });
}

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", reject);
  });
}

function refused(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    socket.once("connect", () => reject(new Error("connected")));
    socket.once("connect_error", (error) => resolve(error.message));
  });
}

function next<T>(socket: Socket, event: string): Promise<T> {
  return new Promise((resolve) => socket.once(event, (payload: T) => resolve(payload)));
}

let a: Instance;
let b: Instance;
const sockets: Socket[] = [];

beforeAll(async () => {
  a = await startInstance();
  b = await startInstance();
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  installAdminEmitter(undefined);
  installSocketDisconnector(undefined);
  await stopInstance(a);
  await stopInstance(b);
});

describe("admin notifications across two instances", () => {
  it("delivers new, read and delete events to admins on both instances", async () => {
    const admin = await createUser({ role: "admin" });
    const onA = client(a.url, admin.token);
    const onB = client(b.url, admin.token);
    sockets.push(onA, onB);
    await Promise.all([connected(onA), connected(onB)]);
    // Both adapters have subscribed once instance A can see the socket held by instance B
    // (counted in this admin's room: sockets of tests that ran before may still be open).
    await expect.poll(async () => (await a.io.in(`user:${admin.id}`).fetchSockets()).length, { timeout: 15_000, interval: 200 }).toBe(2);

    // A notification created where A's emitter is installed reaches the admin on B too.
    installAdminEmitter(adminEmitter(a.io));
    const newOnA = next<{ notification: { id: string; title: string } }>(onA, "notification:new");
    const newOnB = next<{ notification: { id: string; title: string } }>(onB, "notification:new");
    const created = await createNotification({ type: "user_registered", params: { name: "Aziza" } });
    const [gotA, gotB] = await Promise.all([newOnA, newOnB]);
    expect(gotA.notification).toMatchObject({ id: created.id, title: "Yangi foydalanuvchi", read: false });
    expect(gotB.notification).toMatchObject({ id: created.id, title: "Yangi foydalanuvchi" });

    // The admin on B reads it: B's server marks it read and A's page hears of it.
    installAdminEmitter(adminEmitter(b.io));
    const readOnA = next<{ id: string }>(onA, "notification:read");
    onB.emit("notification:read", { id: created.id });
    expect(await readOnA).toEqual({ id: created.id });
    expect((await db().notification.findUniqueOrThrow({ where: { id: created.id } })).read).toBe(true);

    // The admin on A deletes it: gone from the database, and B's page hears of it.
    installAdminEmitter(adminEmitter(a.io));
    const deleteOnB = next<{ id: string }>(onB, "notification:delete");
    onA.emit("notification:delete", { id: created.id });
    expect(await deleteOnB).toEqual({ id: created.id });
    expect(await db().notification.count({ where: { id: created.id } })).toBe(0);
  });

  it("refuses a student token, a missing token and a demoted admin at the handshake", async () => {
    const student = await createUser();
    const demoted = await createUser({ role: "admin" });
    await db().user.update({ where: { id: demoted.id }, data: { role: "student" } });
    for (const token of [student.token, undefined, demoted.token]) {
      const socket = client(b.url, token);
      sockets.push(socket);
      expect(await refused(socket)).toBe("unauthorized");
    }
  });

  it("ignores a client event from a socket whose admin was demoted after connecting", async () => {
    const admin = await createUser({ role: "admin" });
    const socket = client(a.url, admin.token);
    sockets.push(socket);
    await connected(socket);
    const note = await createNotification({ type: "course_enrolled", params: { name: "T", course: "B" } });
    await db().user.update({ where: { id: admin.id }, data: { role: "student" } });
    const dropped = new Promise<string>((resolve) => socket.once("disconnect", (reason) => resolve(reason)));
    socket.emit("notification:delete", { id: note.id });
    expect(await dropped).toBe("io server disconnect");
    expect(await db().notification.count({ where: { id: note.id } })).toBe(1);
  });
});

describe("a changed admin loses their open sockets on every instance (issue 8 item 6)", () => {
  const asCaller = (user: TestUser) => ({ id: user.id, role: user.role, fullName: user.fullName, phone: user.phone });

  async function adminOnB() {
    const admin = await createUser({ role: "admin" });
    const socket = client(b.url, admin.token);
    sockets.push(socket);
    await connected(socket);
    // A can see B's socket once both adapters listen; then a disconnect sent from A reaches it.
    await expect.poll(async () => (await a.io.in(`user:${admin.id}`).fetchSockets()).length, { timeout: 15_000, interval: 200 }).toBe(1);
    const dropped = new Promise<string>((resolve) => socket.once("disconnect", (reason) => resolve(reason)));
    // The domain functions run where A's socket layer is installed.
    installSocketDisconnector(roomDisconnector(a.io));
    return { admin, socket, dropped };
  }

  it("demoting an admin on A disconnects their socket on B", async () => {
    const boss = await createUser({ role: "admin" });
    const { admin, dropped } = await adminOnB();
    await updateUserAccount({ caller: asCaller(boss), userId: admin.id, input: { fullName: "Sobiq admin", phone: admin.phone, role: "student" } });
    expect(await dropped).toBe("io server disconnect");
  });

  it("deleting an admin on A disconnects their socket on B", async () => {
    const boss = await createUser({ role: "admin" });
    const { admin, dropped } = await adminOnB();
    await deleteUser({ caller: asCaller(boss), userId: admin.id });
    expect(await dropped).toBe("io server disconnect");
  });

  it("an admin's password change on A disconnects their socket on B", async () => {
    const { admin, dropped } = await adminOnB();
    const res = await call(changePassword, { token: admin.token, body: { currentPassword: TEST_PASSWORD, newPassword: "newsecret1" } });
    expect(res.status).toBe(200);
    expect(await dropped).toBe("io server disconnect");
  });

  it("keeps the socket of an admin whose name alone changed", async () => {
    const boss = await createUser({ role: "admin" });
    const { admin, socket } = await adminOnB();
    await updateProfile({ caller: asCaller(boss), userId: admin.id, input: { fullName: "Yangi ism", phone: admin.phone } });
    // The socket still answers a round trip after the edit.
    const reply = await socket.timeout(10_000).emitWithAck("notification:read", { id: "unknown-id" });
    expect(reply).toEqual({ success: false, code: "notification_not_found" });
    expect(socket.connected).toBe(true);
  });
});

describe("an ended session loses its open sockets on every instance (issue 25 item 3)", () => {
  /** A real sign-in (a session of its own), with its socket open on B and seen from A. */
  async function signedInOnB(admin: TestUser, address: string) {
    const res = await call(login, { body: { phone: admin.phone, password: TEST_PASSWORD }, clientAddress: address });
    expect(res.status).toBe(200);
    const token = res.body.token as string;
    const socket = client(b.url, token);
    sockets.push(socket);
    await connected(socket);
    const sessionId = (await db().session.findFirstOrThrow({ where: { userId: admin.id }, orderBy: { createdAt: "desc" } })).id;
    await expect.poll(async () => (await a.io.in(`session:${sessionId}`).fetchSockets()).length, { timeout: 15_000, interval: 200 }).toBe(1);
    const dropped = new Promise<string>((resolve) => socket.once("disconnect", (reason) => resolve(reason)));
    return { token, socket, sessionId, dropped };
  }

  /** After its drop, the socket hears nothing more, and its token cannot open another. */
  async function cutOff(token: string, socket: Socket) {
    expect(socket.connected).toBe(false);
    const heard: unknown[] = [];
    socket.on("notification:new", (payload) => heard.push(payload));
    const witness = client(b.url, (await createUser({ role: "admin" })).token);
    sockets.push(witness);
    await connected(witness);
    installAdminEmitter(adminEmitter(a.io));
    const arrived = next(witness, "notification:new");
    await createNotification({ type: "user_registered", params: { name: "Keyingi" } });
    await arrived;
    expect(heard).toEqual([]);
    const again = client(b.url, token);
    sockets.push(again);
    expect(await refused(again)).toBe("unauthorized");
  }

  beforeAll(() => installSocketDisconnector(roomDisconnector(a.io)));

  it("signing out on A disconnects that session's socket on B and keeps the other session's", async () => {
    const admin = await createUser({ role: "admin" });
    const first = await signedInOnB(admin, "10.25.3.1");
    const second = await signedInOnB(admin, "10.25.3.2");
    expect((await call(logout, { token: first.token })).status).toBe(200);
    expect(await first.dropped).toBe("io server disconnect");
    await cutOff(first.token, first.socket);
    expect(second.socket.connected).toBe(true);
  });

  it("ending one session from another disconnects its socket", async () => {
    const admin = await createUser({ role: "admin" });
    const phone = await signedInOnB(admin, "10.25.3.3");
    const laptop = await signedInOnB(admin, "10.25.3.4");
    const res = await call(endOneSession, { method: "DELETE", token: laptop.token, params: { id: phone.sessionId } });
    expect(res.status).toBe(200);
    expect(await phone.dropped).toBe("io server disconnect");
    await cutOff(phone.token, phone.socket);
  });

  it("'log out everywhere' disconnects the sockets of every other session", async () => {
    const admin = await createUser({ role: "admin" });
    const phone = await signedInOnB(admin, "10.25.3.5");
    const tablet = await signedInOnB(admin, "10.25.3.6");
    const laptop = await signedInOnB(admin, "10.25.3.7");
    expect((await call(endOthers, { token: laptop.token })).status).toBe(200);
    expect(await Promise.all([phone.dropped, tablet.dropped])).toEqual(["io server disconnect", "io server disconnect"]);
    await cutOff(phone.token, phone.socket);
    await cutOff(tablet.token, tablet.socket);
  });
});

describe("the handshake's Origin", () => {
  it("refuses a page of another site, accepts our own host and clients that send none", async () => {
    const admin = await createUser({ role: "admin" });
    const foreign = client(b.url, admin.token, { origin: "https://evil.example" });
    sockets.push(foreign);
    await expect(refused(foreign)).resolves.toBeTypeOf("string");
    const own = client(b.url, admin.token, { origin: b.url });
    const none = client(b.url, admin.token);
    sockets.push(own, none);
    await Promise.all([connected(own), connected(none)]);
  });
});

describe("a shutting-down instance", () => {
  const lifecycle = () => (globalThis as { qadamLifecycle?: { shuttingDown: boolean } }).qadamLifecycle!;
  afterEach(() => void (lifecycle().shuttingDown = false));

  it("takes no new admin socket: its listener stays open until exit (lib/boot/shutdown.ts)", async () => {
    const admin = await createUser({ role: "admin" });
    markShuttingDown();
    const late = client(b.url, admin.token);
    sockets.push(late);
    await expect(refused(late)).resolves.toBeTypeOf("string");
  });
});

describe("database errors in socket handlers", () => {
  it("answers the client and keeps the process free of unhandled rejections", async () => {
    const admin = await createUser({ role: "admin" });
    const socket = client(a.url, admin.token);
    sockets.push(socket);
    await connected(socket);
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    // A real database failure: the table the role re-check reads is gone for a moment.
    await db().$executeRawUnsafe(`ALTER TABLE "User" RENAME TO "UserAway"`);
    try {
      const reply = await socket.timeout(10_000).emitWithAck("notification:read", { id: "any-id" });
      expect(reply).toMatchObject({ success: false });
    } finally {
      await db().$executeRawUnsafe(`ALTER TABLE "UserAway" RENAME TO "User"`);
      await new Promise((resolve) => setImmediate(resolve));
      process.off("unhandledRejection", onUnhandled);
    }
    expect(unhandled).toEqual([]);
    expect(socket.connected).toBe(true);
  });
});
