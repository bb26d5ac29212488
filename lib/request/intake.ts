import type { IncomingMessage, ServerResponse } from "node:http";
import { countDroppedRequest } from "@/lib/request/dropped";

/**
 * Issue 46 item 8: after bursts of 64 connections whose clients gave up, the server went on
 * rendering and hashing for them, and even /api/health/live waited 20–100 s behind that work.
 * A request is started two turns of the event loop after it is read, and dropped unread when its
 * client has gone by then: while the loop was busy, a client's request and its close lie in the
 * kernel's buffers together, and Node reads the close a turn after the request (a read that
 * does not fill the buffer ends one turn). Node itself has given up on such a request (the
 * connection is closed; with `httpAllowHalfOpen` off, a half-closed one too), so no answer could
 * reach anyone. The two turns cost microseconds when the loop is idle.
 */
export function startUnlessGone(req: IncomingMessage, res: ServerResponse, start: () => void): void {
  setImmediate(() =>
    setImmediate(() => {
      if (!clientGone(req, res)) return start();
      countDroppedRequest("client_gone");
      // What the access log says of it (nginx's "client closed request"); nobody reads the status.
      res.statusCode = 499;
      res.destroy();
    }),
  );
}

/** Whether the request's client has closed its connection (or Node has given up on it). */
export function clientGone(req: IncomingMessage, res: ServerResponse): boolean {
  return req.destroyed || res.destroyed || req.socket.destroyed || !req.socket.writable;
}
