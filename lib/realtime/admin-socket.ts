import type { Server as HttpServer } from "node:http";
import { createAdapter } from "@socket.io/postgres-adapter";
import type pg from "pg";
import { Server } from "socket.io";
import { z } from "zod";
import { callerFromToken, readToken } from "@/lib/auth/session";
import { deleteNotification } from "@/lib/notifications/delete-notification";
import { markNotificationRead } from "@/lib/notifications/mark-notification-read";
import { logError } from "@/lib/log/logger";
import { installAdminEmitter, type AdminEvent } from "./publish";

export const ADMIN_SOCKET_PATH = "/ws/admin-notifications";
const ADMINS_ROOM = "admins";
const idMessage = z.object({ id: z.string().min(1).max(64) });

async function adminFromHandshake(headers: Record<string, string | string[] | undefined>, auth: Record<string, unknown>) {
  const fromAuth = typeof auth.token === "string" ? auth.token : null;
  const token = fromAuth ?? readToken(new Headers({ cookie: String(headers.cookie ?? "") }))?.token;
  if (!token) return null;
  const caller = await callerFromToken(token);
  return caller?.role === "admin" ? { caller, token } : null;
}

/** Sends an event to every admin socket of every instance (through the PostgreSQL adapter). */
export function adminEmitter(io: Server): (event: AdminEvent) => void {
  return (event) => void io.to(ADMINS_ROOM).emit(event.type, event.payload);
}

/**
 * socket.io for admins only, WebSocket transport only (no sticky sessions needed), with
 * events crossing instances through PostgreSQL. Each client event re-checks the role, so
 * a demoted admin's open socket stops working at once.
 */
export function attachAdminSocket(httpServer: HttpServer, pool: pg.Pool): Server {
  const io = new Server(httpServer, { path: ADMIN_SOCKET_PATH, transports: ["websocket"], serveClient: false });
  io.adapter(createAdapter(pool, { errorHandler: (error) => logError("socket_adapter", { message: error.message }) }));

  io.use((socket, next) => {
    adminFromHandshake(socket.handshake.headers, socket.handshake.auth)
      .then((admin) => {
        if (!admin) return next(new Error("unauthorized"));
        socket.data.token = admin.token;
        next();
      })
      .catch(() => next(new Error("unavailable")));
  });

  io.on("connection", (socket) => {
    void socket.join(ADMINS_ROOM);
    const act = (action: (id: string) => Promise<void>) => async (message: unknown) => {
      const parsed = idMessage.safeParse(message);
      if (!parsed.success) return;
      const caller = await callerFromToken(String(socket.data.token));
      if (caller?.role !== "admin") return void socket.disconnect(true);
      await action(parsed.data.id).catch(() => {});
    };
    socket.on("notification:read", act(markNotificationRead));
    socket.on("notification:delete", act(deleteNotification));
  });

  installAdminEmitter(adminEmitter(io));
  return io;
}
