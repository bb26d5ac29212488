import type { IncomingMessage, ServerResponse } from "node:http";
import { refuseBeforeNext } from "@/lib/errors/refuse-before-next";
import { countDroppedRequest } from "@/lib/request/dropped";
import { requestLocale } from "@/lib/request/request-context";
import { clientGone } from "@/lib/request/intake";
import { env } from "@/lib/env";
import { QUEUE_WAIT_BUDGET_MS } from "@/lib/workers/bounded-pool";
import { FairQueue } from "@/lib/workers/fair-queue";
import { defaultPoolSize, MAX_QUEUE } from "./bcrypt-pool";

/**
 * The requests whose handler checks or hashes a password or a one-time code with bcrypt: each
 * holds a bcrypt worker for ~130 ms of CPU, so they finish no faster than the workers allow
 * however many are let in. The forms posted before scripts (app/auth) go straight in, to the
 * bcrypt pool's own bound: their refusal is a redirect to the form's page, which only the route
 * knows, and a wave signs in from pages whose scripts have run.
 */
export const PASSWORD_ROUTES: readonly string[] = [
  "/api/auth/login",
  "/api/auth/register",
  "/api/auth/change-password",
  "/api/auth/login-code",
  "/api/auth/login-code/request",
  "/api/auth/password-reset/request",
  "/api/auth/password-reset/confirm",
  "/api/auth/password-reset/link",
];

/**
 * A few password requests at a time are let into Next; the rest wait before it, unread, in a
 * queue per client address served in turn (issue 46 item 6). A 9:00 wave of 60 logins otherwise
 * went through Next's routing, the route wrapper and the limits' reads all at once, in the first
 * 20-30 ms of the wave, and the health checks in flight then waited 160-236 ms behind that burst;
 * the logins themselves then queued for the bcrypt workers anyway. Let in as the workers free up,
 * their passage through the event loop interleaves with everyone else's requests, and one address
 * sending many cannot hold up the school's logins behind its own.
 *
 * At its turn, a request whose client has gone is not run, and one that waited past `budgetMs`
 * is answered 503 server_busy with Retry-After; beyond `maxWaiting` waiting, a new one is too.
 */
export class PasswordGate {
  private readonly waiting = new FairQueue<() => void>();
  private running = 0;

  constructor(private readonly options: { concurrency: number; maxWaiting: number; budgetMs: number }) {}

  /** Whether `req` is a password request (POST to one of PASSWORD_ROUTES). */
  static covers(req: IncomingMessage): boolean {
    if (req.method !== "POST") return false;
    const path = (req.url ?? "/").split("?", 1)[0]!.replace(/\/+$/, "");
    return PASSWORD_ROUTES.includes(path);
  }

  get stats(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.size };
  }

  /** Runs `start` now or in `address`'s turn; the place is held until the response closes. */
  enter(req: IncomingMessage, res: ServerResponse, address: string, start: () => void): void {
    const run = () => {
      this.running++;
      res.once("close", () => {
        this.running--;
        this.next();
      });
      start();
    };
    if (this.running < this.options.concurrency && this.waiting.size === 0) return run();
    if (this.waiting.size >= this.options.maxWaiting) return refuseBusy(req, res);
    const queuedAt = performance.now();
    this.waiting.push(address, () => {
      if (clientGone(req, res)) {
        countDroppedRequest("client_gone");
        res.statusCode = 499;
        return res.destroy();
      }
      if (performance.now() - queuedAt > this.options.budgetMs) {
        countDroppedRequest("queue_budget");
        return refuseBusy(req, res);
      }
      run();
    });
  }

  /** Starts waiting requests in the free places; one dropped or refused at its turn leaves its place to the next. */
  private next(): void {
    while (this.running < this.options.concurrency) {
      const turn = this.waiting.shift();
      if (!turn) return;
      turn();
    }
  }
}

/**
 * The server's gate: two requests per bcrypt worker, so a worker has the next hash waiting when
 * it finishes one, and as many waiting, for as long, as the workers' own queue allows.
 */
export function serverPasswordGate(): PasswordGate {
  return new PasswordGate({ concurrency: 2 * defaultPoolSize(env().BCRYPT_WORKERS), maxWaiting: MAX_QUEUE, budgetMs: QUEUE_WAIT_BUDGET_MS });
}

/** 503 server_busy in the caller's language, as the route wrapper would answer it. */
function refuseBusy(req: IncomingMessage, res: ServerResponse): void {
  refuseBeforeNext(res, "server_busy", requestLocale(req.headers), { "retry-after": "5" });
}
