import type { Jsonified } from "@/lib/api/client";
import type { Notification } from "@/lib/db/generated/client";

// The admin socket's contract, shared by the server (lib/realtime/admin-socket.ts, publish.ts)
// and the admin client (components/admin/use-admin-socket.ts): socket.io checks every emit and
// listener against these maps at compile time.

export const ADMIN_SOCKET_PATH = "/ws/admin-notifications";

/**
 * A notification as the admins' bell shows it. The contract names its fields; lib/notifications
 * selects exactly these (its notificationSelect is checked against them) and publishes here.
 */
export type NotificationView = Pick<Notification, "id" | "type" | "params" | "title" | "body" | "read" | "createdAt">;

/** What the server sends to every admin socket. */
export type AdminServerEvents = {
  "notification:new": (payload: { notification: NotificationView }) => void;
  "notification:read": (payload: { id: string }) => void;
  "notification:delete": (payload: { id: string }) => void;
  /** "Mark all read": every notification created up to `before` (ISO time) is read. */
  "notification:read-all": (payload: { before: string }) => void;
  /** A student asked a question under a lesson (issue 41): the unanswered lists are stale. */
  "question:new": (payload: { threadId: string; lessonId: string }) => void;
  /** A student sent a project iteration for review (issue 41): the review queues are stale. */
  "review:new": (payload: { submissionId: string }) => void;
};

export type SocketReply = { success: boolean; code?: string };

/** What an admin socket may send; the server answers an ack with a `SocketReply`. */
export type AdminClientEvents = {
  "notification:read": (message: { id: string }, ack?: (reply: SocketReply) => void) => void;
  "notification:delete": (message: { id: string }, ack?: (reply: SocketReply) => void) => void;
};

/**
 * What the handshake stores on each socket; `sessionId` is the sign-in it was opened with (its end
 * ends the socket). A teacher's socket (`role` teacher) holds the active groups they taught then.
 */
export type AdminSocketData = { token: string; userId: string; sessionId: string | null; role: "admin" | "teacher"; groupIds: string[] };

/** The server's events as the browser receives them: JSON, so dates are strings. */
export type AdminServerEventsOnTheWire = {
  [E in keyof AdminServerEvents]: (payload: Jsonified<Parameters<AdminServerEvents[E]>[0]>) => void;
};

/** One server event as a value, for publishing from domain functions. */
export type AdminEvent = { [E in keyof AdminServerEvents]: { type: E; payload: Parameters<AdminServerEvents[E]>[0] } }[keyof AdminServerEvents];
