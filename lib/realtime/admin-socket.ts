import type { IncomingHttpHeaders, Server as HttpServer } from "node:http";
import { createAdapter } from "@socket.io/postgres-adapter";
import type pg from "pg";
import { Server } from "socket.io";
import { z } from "zod";
import { toAppError } from "@/lib/api/map-error";
import { isShuttingDown } from "@/lib/lifecycle/readiness";
import { callerFromToken, readToken } from "@/lib/auth/session";
import { trustsProxy } from "@/lib/env";
import { logError } from "@/lib/log/logger";
import { ADMIN_SOCKET_PATH, type AdminClientEvents, type AdminEvent, type AdminServerEvents, type AdminSocketData, type SocketReply } from "./events";
import { teacherGroupIds } from "./mentor-groups";
import { groupRoom, installAdminEmitter, installSocketDisconnector, sessionRoom, userRoom } from "./publish";

type AdminServer = Server<AdminClientEvents, AdminServerEvents, Record<string, never>, AdminSocketData>;
const ADMINS_ROOM = "admins";
const idMessage = z.object({ id: z.string().min(1).max(64) });

/**
 * The handshake's mentor: an admin, or a teacher with the active groups they teach now (issue
 * 41), both read from the database as every request's caller is. Anyone else is refused.
 */
async function mentorFromHandshake(headers: Record<string, string | string[] | undefined>, auth: Record<string, unknown>) {
  const fromAuth = typeof auth.token === "string" ? auth.token : null;
  const token = fromAuth ?? readToken(new Headers({ cookie: String(headers.cookie ?? "") }))?.token;
  if (!token) return null;
  const caller = await callerFromToken(token);
  if (caller?.role === "admin") return { caller, token, role: "admin" as const, groupIds: [] };
  if (caller?.role === "teacher") return { caller, token, role: "teacher" as const, groupIds: await teacherGroupIds(caller.id) };
  return null;
}

/**
 * A handshake a browser made from another site: its Origin names another host than the one it
 * connected to (X-Forwarded-Host only behind a trusted proxy). No Origin at all is a client
 * that is not a browser: its token alone decides.
 */
export function isForeignOrigin(headers: IncomingHttpHeaders, trustProxy: boolean): boolean {
  const origin = headers.origin;
  if (!origin) return false;
  const forwarded = trustProxy ? headers["x-forwarded-host"] : undefined;
  const host = (typeof forwarded === "string" ? forwarded.split(",")[0]!.trim() : undefined) ?? headers.host;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

/**
 * Sends an event to every admin socket of every instance (through the PostgreSQL adapter), and
 * to the teacher sockets in the rooms of the groups named; a socket in several of the rooms gets it once.
 */
export function adminEmitter(io: AdminServer): (event: AdminEvent, groupIds?: readonly string[]) => void {
  const emit = <E extends keyof AdminServerEvents>(rooms: string[], type: E, payload: Parameters<AdminServerEvents[E]>[0]) =>
    void io.to(rooms).emit(type, ...([payload] as Parameters<AdminServerEvents[E]>));
  return (event, groupIds = []) => emit([ADMINS_ROOM, ...groupIds.map(groupRoom)], event.type, event.payload);
}

/** Ends every socket in one room (a user's, a session's) on every instance (through the PostgreSQL adapter). */
export function roomDisconnector(io: AdminServer): (room: string) => void {
  return (room) => io.in(room).disconnectSockets(true);
}

type Ack = (reply: SocketReply) => void;

/**
 * What an admin's socket may ask of a notification, by the notification's id: given by server.ts,
 * since lib/notifications, which does it, publishes through this area.
 */
export type AdminSocketActions = { [E in keyof AdminClientEvents]: (id: string) => Promise<void> };

/**
 * socket.io for admins, and for teachers (issue 41: the events of their groups' questions and
 * projects only), WebSocket transport only (no sticky sessions needed), with events crossing
 * instances through PostgreSQL. Each socket joins its user's room and its session's, so a role,
 * password or delete change, or the end of its session, ends it on every instance; each client
 * event re-checks the admin role too. A teacher's socket joins its groups' rooms, never the admins'.
 */
export function attachAdminSocket(httpServer: HttpServer, pool: pg.Pool, actions: AdminSocketActions): AdminServer {
  const io: AdminServer = new Server(httpServer, {
    path: ADMIN_SOCKET_PATH,
    transports: ["websocket"],
    serveClient: false,
    // Another site's page must not open an admin's socket with the admin's cookie. A shutting-
    // down instance takes no new socket: its listener stays open until exit (lib/boot/shutdown.ts).
    allowRequest: (request, callback) => callback(null, !isShuttingDown() && !isForeignOrigin(request.headers, trustsProxy())),
  });
  io.adapter(createAdapter(pool, { errorHandler: (error) => logError("socket_adapter", { message: error.message }) }));

  io.use((socket, next) => {
    mentorFromHandshake(socket.handshake.headers, socket.handshake.auth)
      .then((mentor) => {
        if (!mentor) return next(new Error("unauthorized"));
        socket.data.token = mentor.token;
        socket.data.userId = mentor.caller.id;
        socket.data.sessionId = mentor.caller.sessionId ?? null;
        socket.data.role = mentor.role;
        socket.data.groupIds = mentor.groupIds;
        next();
      })
      .catch(() => next(new Error("unavailable")));
  });

  io.on("connection", (socket) => {
    const sessionId = socket.data.sessionId;
    const roleRooms = socket.data.role === "admin" ? [ADMINS_ROOM] : socket.data.groupIds.map(groupRoom);
    void socket.join([...roleRooms, userRoom(String(socket.data.userId)), ...(sessionId ? [sessionRoom(sessionId)] : [])]);
    // A listener's rejected promise would be an unhandled rejection: every failure, the
    // database's included, is caught here, logged, and answered to an ack if one was sent.
    const act = (action: (id: string) => Promise<void>) => async (message: unknown, ack?: unknown) => {
      const reply: Ack = typeof ack === "function" ? (ack as Ack) : () => {};
      try {
        const parsed = idMessage.safeParse(message);
        if (!parsed.success) return reply({ success: false, code: "invalid_input" });
        const caller = await callerFromToken(String(socket.data.token));
        if (caller?.role !== "admin") return void socket.disconnect(true);
        await action(parsed.data.id);
        reply({ success: true });
      } catch (error) {
        const appError = toAppError(error);
        if (appError.status >= 500) {
          logError("socket_event_failed", { socketId: socket.id, code: appError.code, cause: error instanceof Error ? error.message.slice(0, 200) : "unknown" });
        }
        reply({ success: false, code: appError.code });
      }
    };
    socket.on("notification:read", act(actions["notification:read"]));
    socket.on("notification:delete", act(actions["notification:delete"]));
  });

  installAdminEmitter(adminEmitter(io));
  installSocketDisconnector(roomDisconnector(io));
  return io;
}
