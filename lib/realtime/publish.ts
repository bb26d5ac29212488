import type { AdminEvent } from "./events";

// server.ts installs the socket.io emitter here; route handlers (bundled apart by Next)
// reach it through globalThis. Without a server (unit and API tests) events go nowhere.

type Emitter = (event: AdminEvent) => void;
const holder = globalThis as typeof globalThis & { qadamAdminEmitter?: Emitter };

export function installAdminEmitter(emitter: Emitter | undefined): void {
  holder.qadamAdminEmitter = emitter;
}

export function publishToAdmins(event: AdminEvent): void {
  holder.qadamAdminEmitter?.(event);
}

// Role, password and delete changes end the user's open sockets on every instance (server.ts
// installs socket.io's disconnect through the PostgreSQL adapter; domain functions call it
// after their commit).
type Disconnector = (userId: string) => void;
const disconnectors = globalThis as typeof globalThis & { qadamUserDisconnector?: Disconnector };

export function installUserDisconnector(disconnector: Disconnector | undefined): void {
  disconnectors.qadamUserDisconnector = disconnector;
}

export function disconnectUserSockets(userId: string): void {
  disconnectors.qadamUserDisconnector?.(userId);
}
