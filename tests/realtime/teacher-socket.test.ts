import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { SignJWT } from "jose";
import pg from "pg";
import type { Server } from "socket.io";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as createProjectRoute } from "@/app/api/admin/lessons/[lessonId]/projects/route";
import { POST as askRoute } from "@/app/api/lessons/[lessonId]/questions/route";
import { POST as submitRoute } from "@/app/api/projects/[id]/submissions/route";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { addGroupTeacher, removeGroupTeacher, updateGroup } from "@/lib/groups/manage-groups";
import { createNotification } from "@/lib/notifications/create-notification";
import { notificationSocketActions } from "@/lib/notifications/socket-actions";
import { adminEmitter, attachAdminSocket, roomDisconnector } from "@/lib/realtime/admin-socket";
import { ADMIN_SOCKET_PATH } from "@/lib/realtime/events";
import { installAdminEmitter, installSocketDisconnector } from "@/lib/realtime/publish";
import { call } from "../support/call";
import { createCourse, enrol, type TestCourse } from "../support/course-factory";
import { createUser, type TestUser } from "../support/factories";

// Issue 41: a teacher's socket hears of new questions and project iterations of their own groups'
// courses and students, and nothing else; a student, a visitor or an expired token gets no
// socket at all. One instance of the app's socket layer on a real HTTP server; the events are
// made by the real route handlers.

let http: HttpServer;
let io: Server;
let pool: pg.Pool;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  http = createServer();
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  io = attachAdminSocket(http, pool, notificationSocketActions);
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  installAdminEmitter(adminEmitter(io));
  installSocketDisconnector(roomDisconnector(io));
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  installAdminEmitter(undefined);
  installSocketDisconnector(undefined);
  await new Promise<void>((resolve) => io.close(() => resolve()));
  await pool.end();
});

function client(token: string | undefined): Socket {
  const socket = connect(url, { path: ADMIN_SOCKET_PATH, transports: ["websocket"], auth: token ? { token } : {}, reconnection: false, forceNew: true });
  sockets.push(socket);
  return socket;
}

async function connected(token: string): Promise<Socket> {
  const socket = client(token);
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", reject);
  });
  return socket;
}

function refused(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    socket.once("connect", () => reject(new Error("connected")));
    socket.once("connect_error", (error) => resolve(error.message));
  });
}

/** The next `event` the socket hears, whatever it is about. */
function next<T>(socket: Socket, event: string): Promise<T> {
  return new Promise((resolve) => socket.once(event, (payload: T) => resolve(payload)));
}

type Classroom = { course: TestCourse; lessonId: string; teacher: TestUser; student: TestUser; groupId: string };

/** A course, a group studying it with a teacher, and an enrolled student of the group. */
async function classroom(): Promise<Classroom> {
  const course = await createCourse({ modules: 1, lessonsPerModule: 1 });
  const teacher = await createUser({ role: "teacher", fullName: "Ustoz" });
  const student = await createUser({ fullName: "Aziz" });
  await enrol(student.id, course.id);
  const group = await db().group.create({ data: { name: `G ${course.id}`, kind: "online", startDate: new Date(), courseId: course.id }, select: { id: true } });
  await db().groupTeacher.create({ data: { groupId: group.id, teacherId: teacher.id } });
  await db().groupStudent.create({ data: { groupId: group.id, studentId: student.id } });
  return { course, lessonId: course.modules[0]!.lessons[0]!.id, teacher, student, groupId: group.id };
}

async function ask(room: Classroom, body = "Nega ishlamayapti?"): Promise<string> {
  const res = await call(askRoute, { token: room.student.token, params: { lessonId: room.lessonId }, body: { body } });
  expect(res.status).toBe(200);
  return (res.body.thread as { id: string }).id;
}

async function projectOf(room: Classroom): Promise<string> {
  const admin = await createUser({ role: "admin" });
  const res = await call(createProjectRoute, {
    token: admin.token,
    params: { lessonId: room.lessonId },
    body: {
      titleUz: "Loyiha",
      titleRu: "Проект",
      statementUz: "Sahifa yozing",
      statementRu: "Напишите страницу",
      acceptFiles: false,
      acceptArchive: false,
      acceptLink: true,
      checklistUz: ["Ochiladi"],
      checklistRu: ["Открывается"],
    },
  });
  expect(res.status).toBe(201);
  return (res.body.project as { id: string }).id;
}

async function sendIteration(room: Classroom, projectId: string): Promise<string> {
  const body = new FormData();
  body.append("link", "https://github.com/qadam/loyiha");
  const res = await call(submitRoute, { method: "POST", token: room.student.token, params: { id: projectId }, body });
  expect(res.status).toBe(201);
  return (res.body.submission as { id: string }).id;
}

describe("a teacher's socket", () => {
  it("hears of a question under their group's course, as the admins do", async () => {
    const room = await classroom();
    const admin = await createUser({ role: "admin" });
    const [teacherSocket, adminSocket] = await Promise.all([connected(room.teacher.token), connected(admin.token)]);
    const heardByTeacher = next<{ threadId: string; lessonId: string }>(teacherSocket, "question:new");
    const heardByAdmin = next<{ threadId: string }>(adminSocket, "question:new");
    const threadId = await ask(room);
    expect(await heardByTeacher).toEqual({ threadId, lessonId: room.lessonId });
    expect((await heardByAdmin).threadId).toBe(threadId);
  });

  it("hears of a question in a course its group's student is enrolled in, though the group studies another", async () => {
    const room = await classroom();
    const other = await createCourse({ modules: 1, lessonsPerModule: 1 });
    await enrol(room.student.id, other.id);
    const socket = await connected(room.teacher.token);
    const heard = next<{ threadId: string }>(socket, "question:new");
    const threadId = await ask({ ...room, course: other, lessonId: other.modules[0]!.lessons[0]!.id });
    expect((await heard).threadId).toBe(threadId);
  });

  it("never hears of another course's question: the first it hears is its own course's", async () => {
    const mine = await classroom();
    const theirs = await classroom();
    const socket = await connected(mine.teacher.token);
    const heard = next<{ threadId: string }>(socket, "question:new");
    // Sent in this order through one server: a socket that heard the first would hear it first.
    await ask(theirs, "Boshqa kursning savoli");
    const own = await ask(mine, "O'z kursimning savoli");
    expect((await heard).threadId).toBe(own);
  });

  it("hears of its group's student's project iteration, and never of another group's", async () => {
    const mine = await classroom();
    const theirs = await classroom();
    const [myProject, theirProject] = await Promise.all([projectOf(mine), projectOf(theirs)]);
    const socket = await connected(mine.teacher.token);
    const heard = next<{ submissionId: string }>(socket, "review:new");
    await sendIteration(theirs, theirProject);
    const own = await sendIteration(mine, myProject);
    expect(await heard).toEqual({ submissionId: own });
  });

  it("never hears the admins' notifications", async () => {
    const room = await classroom();
    const admin = await createUser({ role: "admin" });
    const [teacherSocket, adminSocket] = await Promise.all([connected(room.teacher.token), connected(admin.token)]);
    const heard: unknown[] = [];
    teacherSocket.on("notification:new", (payload) => heard.push(payload));
    const arrived = next(adminSocket, "notification:new");
    await createNotification({ type: "user_registered", params: { name: "Yangi" } });
    await arrived;
    // A question of the teacher's own course, sent after: once it arrives, the notification would have too.
    const question = next(teacherSocket, "question:new");
    await ask(room);
    await question;
    expect(heard).toEqual([]);
  });

  it("may not act on notifications: the admin re-check drops the socket and deletes nothing", async () => {
    const room = await classroom();
    const socket = await connected(room.teacher.token);
    const note = await createNotification({ type: "user_registered", params: { name: "Saqlansin" } });
    const dropped = new Promise<string>((resolve) => socket.once("disconnect", (reason) => resolve(reason)));
    socket.emit("notification:delete", { id: note.id });
    expect(await dropped).toBe("io server disconnect");
    expect(await db().notification.count({ where: { id: note.id } })).toBe(1);
  });

  it("is ended when the teacher leaves the group, and a new one no longer hears of it", async () => {
    const room = await classroom();
    const admin = await createUser({ role: "admin" });
    const socket = await connected(room.teacher.token);
    const dropped = new Promise<string>((resolve) => socket.once("disconnect", (reason) => resolve(reason)));
    await removeGroupTeacher({ caller: { id: admin.id, role: "admin", fullName: admin.fullName, phone: admin.phone }, groupId: room.groupId, teacherId: room.teacher.id });
    expect(await dropped).toBe("io server disconnect");

    // Back on, with a group of their own still: they hear that group's questions, not the old one's.
    const kept = await classroom();
    await db().groupTeacher.create({ data: { groupId: kept.groupId, teacherId: room.teacher.id } });
    const again = await connected(room.teacher.token);
    const heard = next<{ threadId: string }>(again, "question:new");
    await ask(room, "Eski guruhning savoli");
    const own = await ask(kept, "Qolgan guruhning savoli");
    expect((await heard).threadId).toBe(own);
  });

  it("is ended when the group is archived or the teacher is added to another group", async () => {
    const room = await classroom();
    const admin = await createUser({ role: "admin" });
    const caller = { id: admin.id, role: "admin" as const, fullName: admin.fullName, phone: admin.phone };
    const first = await connected(room.teacher.token);
    const firstDropped = new Promise<string>((resolve) => first.once("disconnect", (reason) => resolve(reason)));
    await updateGroup({ caller, groupId: room.groupId, input: { archived: true } });
    expect(await firstDropped).toBe("io server disconnect");

    // Added to a new group, the open socket is ended, and the next one hears the new group's questions.
    const second = await connected(room.teacher.token);
    const secondDropped = new Promise<string>((resolve) => second.once("disconnect", (reason) => resolve(reason)));
    const fresh = await classroom();
    await addGroupTeacher({ caller, groupId: fresh.groupId, teacherId: room.teacher.id });
    expect(await secondDropped).toBe("io server disconnect");
    const third = await connected(room.teacher.token);
    const heard = next<{ threadId: string }>(third, "question:new");
    await ask(room, "Arxivdagi guruhning savoli");
    const own = await ask(fresh, "Yangi guruhning savoli");
    expect((await heard).threadId).toBe(own);
  });
});

describe("the handshake refuses", () => {
  it("a student, a parent, no token and a forged token", async () => {
    const student = await createUser();
    const parent = await createUser({ role: "parent" });
    for (const token of [student.token, parent.token, undefined, `${student.token.slice(0, -4)}AAAA`]) {
      expect(await refused(client(token))).toBe("unauthorized");
    }
  });

  it("an expired teacher's token", async () => {
    const room = await classroom();
    const secret = new TextEncoder().encode(env().JWT_SECRET);
    const expired = await new SignJWT({ ver: 0, role: "teacher", fullName: room.teacher.fullName, phone: room.teacher.phone, sid: room.teacher.sessionId })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(room.teacher.id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 8 * 24 * 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 24 * 3600)
      .sign(secret);
    expect(await refused(client(expired))).toBe("unauthorized");
  });

  it("a teacher demoted to student after the token was issued", async () => {
    const room = await classroom();
    await db().user.update({ where: { id: room.teacher.id }, data: { role: "student" } });
    expect(await refused(client(room.teacher.token))).toBe("unauthorized");
  });
});
