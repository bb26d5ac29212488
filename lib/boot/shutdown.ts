import type { IncomingMessage, Server, ServerResponse } from "node:http";
import net, { type Socket } from "node:net";
import { logError, logInfo } from "@/lib/log/logger";

export type ShutdownStep = {
  name: string;
  timeoutMs: number;
  run(): Promise<unknown> | unknown;
  /** False for a step whose failure loses nothing (the result stays clean); true by default. */
  critical?: boolean;
  /** Called when the step overran its time, before the next step starts. */
  onTimeout?(): void;
};

/**
 * Runs the steps one after the other, each bounded by its own timeout, and logs each outcome.
 * A step that fails or overruns does not stop the ones after it. True when every critical
 * step finished in time.
 */
export async function runShutdownSteps(steps: ShutdownStep[]): Promise<boolean> {
  let clean = true;
  for (const step of steps) {
    const started = Date.now();
    let timer: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      Promise.resolve()
        .then(() => step.run())
        .then(
          () => "done",
          (error: unknown) => `failed: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300),
        ),
      new Promise<string>((resolve) => (timer = setTimeout(() => resolve("timed_out"), step.timeoutMs))),
    ]);
    clearTimeout(timer);
    const ms = Date.now() - started;
    if (outcome === "done") {
      logInfo("shutdown_step", { step: step.name, ms });
      continue;
    }
    if (step.critical !== false) clean = false;
    logError("shutdown_step", { step: step.name, outcome, ms });
    if (outcome === "timed_out") step.onTimeout?.();
  }
  return clean;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
// Lets the poll phase run once: connections the kernel holds are accepted and data waiting on
// sockets is read before a decision is taken (a timer that fired late after a busy spell
// would otherwise come first).
const pollOnce = () => new Promise<void>((resolve) => setImmediate(resolve));

// readAtIdle: bytes read when the last answer went out; more since means a new request is coming.
type ConnectionState = { inFlight: number; used: boolean; upgraded: boolean; readAtIdle: number; openedAt: number; responses: Set<ServerResponse> };

// What a request still unanswered at the drain's limit gets (issue 24): never a reset.
const CUT_OFF_STATUS = 503;
const CUT_OFF_HEADERS = { "Content-Type": "application/json; charset=utf-8", "Retry-After": "5", Connection: "close" };
const CUT_OFF_BODY = JSON.stringify({ success: false, code: "server_busy" });
const RAW_CUT_OFF = `HTTP/1.1 503 Service Unavailable\r\nRetry-After: 5\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`;

/**
 * Drains an HTTP server without resetting a request a client has already sent. Node's own
 * server.close() destroys every connection without a request under way, which includes one
 * accepted a moment ago whose request has not been read yet; so the listener is closed
 * directly, and a connection is ended only once it is idle after answering, or has sent
 * nothing for a second (a keep-alive connection's next request is let in and answered).
 */
export function trackConnections(server: Server) {
  const connections = new Map<Socket, ConnectionState>();
  let lastConnectionAt = 0;
  server.on("connection", (socket: Socket) => {
    lastConnectionAt = Date.now();
    connections.set(socket, { inFlight: 0, used: false, upgraded: false, readAtIdle: 0, openedAt: Date.now(), responses: new Set() });
    socket.once("close", () => connections.delete(socket));
  });
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    // Held here: by the time an answer to a refused body closes, req.socket is null (issue 25).
    const socket = req.socket;
    const state = connections.get(socket);
    if (!state) return;
    state.inFlight += 1;
    state.used = true;
    state.responses.add(res);
    res.once("close", () => {
      state.inFlight -= 1;
      state.responses.delete(res);
      state.readAtIdle = socket.bytesRead;
    });
  });
  server.on("upgrade", (req: IncomingMessage) => {
    const state = connections.get(req.socket);
    if (state) state.upgraded = true;
  });

  return {
    /** Keeps accepting until no connection has come for `quietMs` (at most `maxMs`), then stops listening. */
    async stopAccepting(quietMs: number, maxMs: number): Promise<void> {
      const until = Date.now() + maxMs;
      for (;;) {
        const seen = lastConnectionAt;
        await sleep(quietMs);
        await pollOnce();
        if (lastConnectionAt === seen || Date.now() >= until) break;
      }
      // net's close stops listening at once; its callback would wait for every connection.
      net.Server.prototype.close.call(server);
    },
    /** Resolves once every connection has closed: requests in flight are answered first. */
    async drain(): Promise<void> {
      while (connections.size > 0) {
        await pollOnce();
        const now = Date.now();
        for (const [socket, state] of connections) {
          if (state.inFlight > 0) continue;
          const idleAfterAnswer = state.used && socket.bytesRead === state.readAtIdle;
          const neverSent = !state.used && socket.bytesRead === 0 && now - state.openedAt > 1000;
          // end() lets an answer still in the socket's buffer go out first.
          if (idleAfterAnswer) socket.end();
          else if (state.upgraded || neverSent) socket.destroy();
        }
        if (connections.size > 0) await sleep(50);
      }
    },
    /**
     * At the drain's limit: a request whose answer has not started gets 503 with Retry-After
     * (its handler may still finish, unheard), a connection whose request was not read yet a
     * bare 503, and each is ended rather than reset; an answer already streaming is cut.
     */
    closeAll(): void {
      for (const [socket, state] of connections) {
        const waiting = [...state.responses].filter((res) => !res.headersSent);
        if (state.upgraded || (state.responses.size > 0 && waiting.length === 0)) {
          socket.destroy();
          continue;
        }
        for (const res of waiting) res.writeHead(CUT_OFF_STATUS, CUT_OFF_HEADERS).end(CUT_OFF_BODY);
        const unread = waiting.length === 0 && !(state.used && socket.bytesRead === state.readAtIdle);
        if (unread) socket.end(RAW_CUT_OFF);
        else socket.end();
        // Whatever the client still sends is read and dropped for a moment: closing with unread
        // bytes would make the kernel send a reset, which can discard the answer on its way.
        socket.resume();
        setTimeout(() => socket.destroy(), 1000).unref();
      }
    },
  };
}
