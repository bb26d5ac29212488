"use client";

import { useEffect, useRef, type RefObject } from "react";
import type { Socket } from "socket.io-client";
import { ADMIN_SOCKET_PATH, type AdminClientEvents, type AdminServerEventsOnTheWire } from "@/lib/realtime/events";

type AdminSocket = Socket<AdminServerEventsOnTheWire, AdminClientEvents>;
type LiveNotification = Parameters<AdminServerEventsOnTheWire["notification:new"]>[0]["notification"];

/** A teacher's socket (issue 41) hears only questions and reviews, so it names only those. */
export type AdminSocketHandlers = {
  onNew?: (notification: LiveNotification) => void;
  onRead?: (id: string) => void;
  onDelete?: (id: string) => void;
  /** Every notification up to that moment was marked read ("mark all read" by some admin). */
  onReadAll?: () => void;
  onConnectionChange?: (connected: boolean) => void;
  /** A student asked a question under a lesson (issue 41). */
  onQuestion?: () => void;
  /** A student sent a project iteration for review (issue 41). */
  onReview?: () => void;
};

/** The channel's events, passed to the handlers of the latest render. */
function subscribe(socket: AdminSocket, latest: RefObject<AdminSocketHandlers>) {
  socket.on("connect", () => latest.current.onConnectionChange?.(true));
  socket.on("disconnect", (reason) => {
    latest.current.onConnectionChange?.(false);
    // The server ends a user's sockets when their role, password or account changes
    // (lib/realtime/admin-socket.ts). One fresh handshake with the current cookie decides
    // whether this page may listen again: after a password change it may; a demoted or
    // deleted admin's is refused, and socket.io does not retry a refused handshake.
    if (reason === "io server disconnect") socket.connect();
  });
  socket.on("notification:new", ({ notification }) => latest.current.onNew?.(notification));
  socket.on("notification:read", ({ id }) => latest.current.onRead?.(id));
  socket.on("notification:read-all", () => latest.current.onReadAll?.());
  socket.on("notification:delete", ({ id }) => latest.current.onDelete?.(id));
  socket.on("question:new", () => latest.current.onQuestion?.());
  socket.on("review:new", () => latest.current.onReview?.());
}

/**
 * The live admin channel (spec §4): same origin, the jwt cookie authenticates the handshake,
 * WebSocket only so no sticky sessions are needed. Handlers may change between renders. A
 * teacher's pages open the same channel (components/teach/teach-live.tsx): the server puts their
 * socket in their groups' rooms only.
 */
export function useAdminSocket(handlers: AdminSocketHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    // socket.io-client (about 13 kB gzip) is fetched after the first paint, not with every
    // admin page's first load (issue 14); the channel opens a moment later, and its
    // "connect" catches up on anything sent before (onConnectionChange).
    let socket: AdminSocket | undefined;
    let closed = false;
    void import("socket.io-client").then(({ io }) => {
      if (closed) return;
      socket = io({ path: ADMIN_SOCKET_PATH, transports: ["websocket"] });
      subscribe(socket, latest);
    });
    return () => {
      closed = true;
      socket?.disconnect();
    };
  }, []);
}
