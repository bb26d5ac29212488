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
// told: the connection was ended with an answer of ours; a request read after that is not run.
type ConnectionState = {
  inFlight: number;
  used: boolean;
  upgraded: boolean;
  told: boolean;
  readAtIdle: number;
  responses: Set<ServerResponse>;
};

// What a request still unanswered at the drain's limit gets (issue 24): never a reset.
const CUT_OFF_STATUS = 503;
const CUT_OFF_HEADERS = { "Content-Type": "application/json; charset=utf-8", "Retry-After": "5", Connection: "close" };
const CUT_OFF_BODY = JSON.stringify({ success: false, code: "server_busy" });
const RAW_CUT_OFF = `HTTP/1.1 503 Service Unavailable\r\nRetry-After: 5\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`;
// How long an ended connection's late bytes are read and dropped before it is destroyed.
const LINGER_MS = 1000;

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Drains an HTTP server without resetting a connection the kernel accepted (issue 24). Node's
 * own server.close() destroys every connection without a request under way, which includes one
 * accepted a moment ago whose request has not been read yet; so the listener is closed
 * directly, and each connection is ended by an answer: its request's, or, when it has sent
 * no request by the drain's limit for one, a 503 with Retry-After. `handler` answers the
 * requests (the server's own request handler: a request read on a connection already ended
 * with our 503 is not run).
 */
export function trackConnections(server: Server, handler: Handler) {
  const connections = new Map<Socket, ConnectionState>();
  let lastConnectionAt = 0;
  server.on("connection", (socket: Socket) => {
    lastConnectionAt = Date.now();
    connections.set(socket, { inFlight: 0, used: false, upgraded: false, told: false, readAtIdle: 0, responses: new Set() });
    socket.once("close", () => connections.delete(socket));
  });
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    // Held here: by the time an answer to a refused body closes, req.socket is null (issue 25).
    const socket = req.socket;
    const state = connections.get(socket);
    // The client was told 503 (retry) before this request was read: running it would do what
    // the client believes was not done. Its bytes are dropped until the connection closes.
    if (state?.told) return void req.resume();
    if (state) {
      state.inFlight += 1;
      state.used = true;
      state.responses.add(res);
      res.once("close", () => {
        state.inFlight -= 1;
        state.responses.delete(res);
        state.readAtIdle = socket.bytesRead;
      });
    }
    handler(req, res);
  });
  server.on("upgrade", (req: IncomingMessage) => {
    const state = connections.get(req.socket);
    if (state) state.upgraded = true;
  });

  /** Ends a connection after `last` (if any) went out, reading and dropping what still comes for a moment. */
  function endConnection(socket: Socket, state: ConnectionState, last?: string): void {
    state.told = true;
    if (last) socket.end(last);
    else socket.end();
    // Closing with unread bytes would make the kernel send a reset, which can discard the
    // answer on its way: whatever the client still sends is read and dropped, until the client
    // closes its side or for a moment. Then one poll phase reads what the kernel holds before
    // the socket is closed (on a starved loop the timer comes before the reading).
    socket.resume();
    socket.once("end", () => socket.destroy());
    setTimeout(() => setImmediate(() => socket.destroy()), LINGER_MS).unref();
  }

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
    /**
     * Resolves once every connection has closed. Requests in flight are answered first; a
     * connection idle after its answer is ended; one whose request has not (wholly) come is
     * waited for `requestWaitMs` from now, then told 503 with Retry-After and ended.
     */
    async drain(requestWaitMs: number): Promise<void> {
      const until = Date.now() + requestWaitMs;
      while (connections.size > 0) {
        await pollOnce();
        const waitedEnough = Date.now() >= until;
        for (const [socket, state] of connections) {
          if (state.inFlight > 0 || state.told) continue;
          if (state.upgraded) {
            socket.destroy();
            continue;
          }
          // end() lets an answer still in the socket's buffer go out first.
          if (state.used && socket.bytesRead === state.readAtIdle) endConnection(socket, state);
          else if (waitedEnough) endConnection(socket, state, RAW_CUT_OFF);
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
        if (state.told) continue;
        const waiting = [...state.responses].filter((res) => !res.headersSent);
        if (state.upgraded || (state.responses.size > 0 && waiting.length === 0)) {
          socket.destroy();
          continue;
        }
        for (const res of waiting) res.writeHead(CUT_OFF_STATUS, CUT_OFF_HEADERS).end(CUT_OFF_BODY);
        const unread = waiting.length === 0 && !(state.used && socket.bytesRead === state.readAtIdle);
        endConnection(socket, state, unread ? RAW_CUT_OFF : undefined);
      }
    },
  };
}

/** The drain's timings (docs/operations.md, Shutdown). */
export const DRAIN = {
  // New connections are accepted and served until none has come for this long…
  acceptQuietMs: 300,
  // … but no longer than this.
  acceptMaxMs: 3_000,
  timeoutMs: 10_000,
  // A connection accepted whose request has not come is waited for this long in the drain.
  requestWaitMs: 5_000,
};

/**
 * The HTTP server's part of a shutdown (server.ts), around `middle`: the steps that close what
 * requests use (sockets, pools, the database). `beforeDrain` runs as the drain starts.
 */
export function httpShutdownSteps(
  connections: ReturnType<typeof trackConnections>,
  { beforeDrain, middle }: { beforeDrain?(): void; middle: ShutdownStep[] },
): ShutdownStep[] {
  return [
    // Connections the kernel already holds are accepted and answered: the listener closes
    // once none has come for a moment.
    {
      name: "stop_accepting",
      timeoutMs: DRAIN.acceptMaxMs + 1000,
      run: () => connections.stopAccepting(DRAIN.acceptQuietMs, DRAIN.acceptMaxMs),
    },
    {
      // Every request in flight is answered.
      name: "drain_http",
      timeoutMs: DRAIN.timeoutMs,
      run: () => {
        beforeDrain?.();
        return connections.drain(DRAIN.requestWaitMs);
      },
      onTimeout: () => connections.closeAll(),
    },
    ...middle,
  ];
}
