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
// refused: accepted once new work was refused; its request is answered 503, never run.
type ConnectionState = {
  refused: boolean;
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
 * Drains an HTTP server without resetting a connection the kernel accepted (issue 24).
 *
 * Closing a listening socket makes the kernel reset every connection whose handshake it has
 * completed but which the process has not accept()ed yet: under load, and on a starved CPU,
 * that is every connection that came in the last moments. So the listener stays open for the
 * whole shutdown: new connections are first served (a balancer learns of the drain late), then
 * refused (each request answered 503 with Retry-After and Connection: close, never run), and
 * the listener is closed last, right before exit, once no connection has come for a moment
 * and every one has closed (`stopListening`).
 *
 * Node's own server.close() destroys every connection without a request under way, which
 * includes one accepted a moment ago whose request has not been read yet; so the listener is
 * closed directly, and each connection is ended by an answer: its request's, or, when it has
 * sent no request by the drain's limit for one, a 503 with Retry-After. `handler` answers the
 * requests (the server's own request handler: a request read on a connection already ended
 * with our 503 is not run).
 */
export function trackConnections(server: Server, handler: Handler) {
  const connections = new Map<Socket, ConnectionState>();
  let lastConnectionAt = 0;
  // Set by refuseNew(): how long a refused connection's request is waited for.
  let refusing: { requestWaitMs: number } | undefined;
  server.on("connection", (socket: Socket) => {
    lastConnectionAt = Date.now();
    const state: ConnectionState = {
      refused: refusing !== undefined,
      inFlight: 0,
      used: false,
      upgraded: false,
      told: false,
      readAtIdle: 0,
      responses: new Set(),
    };
    connections.set(socket, state);
    socket.once("close", () => connections.delete(socket));
    if (!refusing) return;
    // One that sends nothing is told 503 all the same, and ended.
    const timer = setTimeout(() => {
      if (!state.used && !state.told && !state.upgraded) endConnection(socket, state, RAW_CUT_OFF);
    }, refusing.requestWaitMs);
    socket.once("close", () => clearTimeout(timer));
  });
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    // Held here: by the time an answer to a refused body closes, req.socket is null (issue 25).
    const socket = req.socket;
    const state = connections.get(socket);
    // The client was told 503 (retry) before this request was read: running it would do what
    // the client believes was not done. Its bytes are dropped until the connection closes.
    if (state?.told) return void req.resume();
    if (state?.refused) {
      state.used = true;
      // Answered once its body is read: a reset from unread bytes could discard the answer.
      req.resume();
      req.once("end", () => {
        res.writeHead(CUT_OFF_STATUS, CUT_OFF_HEADERS).end(CUT_OFF_BODY);
        endConnection(socket, state);
      });
      return;
    }
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

  /**
   * At the drain's limit: a request whose answer has not started gets 503 with Retry-After
   * (its handler may still finish, unheard), a connection whose request was not read yet a
   * bare 503, and each is ended rather than reset; an answer already streaming is cut.
   */
  function closeAll(): void {
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
  }

  /** Resolves once no connection has come for `quietMs` and `done()` holds, or at the latest at `until` (then false). */
  async function untilQuiet(quietMs: number, until: number, done: () => boolean): Promise<boolean> {
    for (;;) {
      const seen = lastConnectionAt;
      await sleep(quietMs);
      await pollOnce();
      if (lastConnectionAt === seen && done()) return true;
      if (Date.now() >= until) return false;
    }
  }

  return {
    /**
     * Serves new connections until none has come for `quietMs` (at most `maxMs`): a balancer
     * still sending is served. From then on a new connection's request is answered 503 with
     * Retry-After and Connection: close and not run; one that sends nothing within
     * `requestWaitMs` gets the 503 as well. The listener stays open (see stopListening).
     */
    async refuseNew(quietMs: number, maxMs: number, requestWaitMs: number): Promise<void> {
      await untilQuiet(quietMs, Date.now() + maxMs, () => true);
      refusing = { requestWaitMs };
    },
    /**
     * The last step before exit: closes the listener once no connection has come for
     * `quietMs` and every connection has closed, or at the latest at `until` (a time), when
     * those left are ended as at the drain's limit.
     *
     * Why like this: the kernel completes handshakes on its own, and closing the listening
     * socket resets every connection it holds that the process has not accepted yet; nothing
     * in Node (or in Linux: shutdown() on a listener does the same, and a smaller backlog drops
     * handshakes half-way, which resets them too) stops that. So the listener stays open until
     * the very end, refusing politely, while readiness has long been 503 and balancers have
     * stopped sending; it is closed right after a poll phase accepted what the kernel held and
     * `quietMs` passed with no new connection. Only a client that keeps connecting after the
     * whole drain (past readiness, the refusals and this window) can still meet a reset.
     */
    async stopListening(quietMs: number, until: number): Promise<void> {
      const quiet = await untilQuiet(quietMs, until, () => {
        // A WebSocket opened since the drain (an admin page reconnecting) is closed, as there.
        for (const [socket, state] of connections) if (state.upgraded) socket.destroy();
        return connections.size === 0;
      });
      if (!quiet) closeAll();
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
      // Refused connections are answered on their own: a balancer still sending must not keep
      // the drain from ending.
      const draining = () => [...connections].filter(([, state]) => !state.refused);
      while (draining().length > 0) {
        await pollOnce();
        const waitedEnough = Date.now() >= until;
        for (const [socket, state] of draining()) {
          if (state.inFlight > 0 || state.told) continue;
          if (state.upgraded) {
            socket.destroy();
            continue;
          }
          // end() lets an answer still in the socket's buffer go out first.
          if (state.used && socket.bytesRead === state.readAtIdle) endConnection(socket, state);
          else if (waitedEnough) endConnection(socket, state, RAW_CUT_OFF);
        }
        if (draining().length > 0) await sleep(50);
      }
    },
    closeAll,
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
  // … and one accepted once new work is refused (its answer is a 503 either way).
  refusedRequestWaitMs: 1_000,
  // The listener closes once no connection has come for this long and every one has closed…
  listenQuietMs: 300,
  // … or at the latest this long after the signal: within the 30 s an orchestrator allows.
  // Connections queued on a busy server keep coming for a while after a balancer stopped.
  listenDeadlineMs: 25_000,
};

/**
 * The HTTP server's part of a shutdown (server.ts), around `middle`: the steps that close what
 * requests use (sockets, pools, the database). `beforeDrain` runs as the drain starts.
 */
export function httpShutdownSteps(
  connections: ReturnType<typeof trackConnections>,
  { beforeDrain, middle }: { beforeDrain?(): void; middle: ShutdownStep[] },
): ShutdownStep[] {
  const listenUntil = Date.now() + DRAIN.listenDeadlineMs;
  return [
    // Connections the kernel already holds, and those a balancer still sends, are accepted and
    // served; once none has come for a moment, new ones are refused with 503 (still accepted).
    {
      name: "refuse_new",
      timeoutMs: DRAIN.acceptMaxMs + 1000,
      run: () => connections.refuseNew(DRAIN.acceptQuietMs, DRAIN.acceptMaxMs, DRAIN.refusedRequestWaitMs),
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
    // Last, right before exit: see stopListening. When the steps before took until the
    // deadline, it closes after one poll phase.
    {
      name: "close_listener",
      timeoutMs: DRAIN.listenDeadlineMs + 1000,
      run: () => connections.stopListening(DRAIN.listenQuietMs, listenUntil),
    },
  ];
}
