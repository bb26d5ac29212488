import type { AdminEvent } from "./events";

// server.ts installs the socket.io emitter here; route handlers (bundled apart by Next)
// reach it through globalThis. Without a server (unit and API tests) events go nowhere.

/** Sends to every admin socket, and to the teacher sockets of the groups named. */
type Emitter = (event: AdminEvent, groupIds?: readonly string[]) => void;
const holder = globalThis as typeof globalThis & { qadamAdminEmitter?: Emitter };

export function installAdminEmitter(emitter: Emitter | undefined): void {
  holder.qadamAdminEmitter = emitter;
}

export function publishToAdmins(event: AdminEvent): void {
  holder.qadamAdminEmitter?.(event);
}

/**
 * A mentors' event (issue 41): every admin, and the teachers of the groups named (each socket
 * once, however many of its rooms are named). Callers name the groups from the database, so a
 * teacher of another course never hears of it.
 */
export function publishToMentors(event: AdminEvent, groupIds: readonly string[]): void {
  holder.qadamAdminEmitter?.(event, groupIds);
}

// Role, password and delete changes end the user's open sockets on every instance, and an ended
// session (logout, 'Chiqarish', 'Barcha qurilmalardan chiqish') ends the sockets it opened
// (issue 25: they kept receiving notifications). server.ts installs socket.io's disconnect of a
// room through the PostgreSQL adapter; domain functions call it after their commit.
type Disconnector = (room: string) => void;
const disconnectors = globalThis as typeof globalThis & { qadamSocketDisconnector?: Disconnector };

export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
export const groupRoom = (groupId: string) => `group:${groupId}`;

export function installSocketDisconnector(disconnector: Disconnector | undefined): void {
  disconnectors.qadamSocketDisconnector = disconnector;
}

export function disconnectUserSockets(userId: string): void {
  disconnectors.qadamSocketDisconnector?.(userRoom(userId));
}

export function disconnectSessionSockets(sessionId: string): void {
  disconnectors.qadamSocketDisconnector?.(sessionRoom(sessionId));
}
