import type { IncomingMessage, ServerResponse } from "node:http";
import { clientGone } from "./intake";

/**
 * Issue 46 item 2: while one admin sent 400 dashboards at once, another admin's list waited 6 s.
 * The admin lane (lib/api/admin-lane.ts) orders handlers, but all 400 requests were inside Next
 * at once, and each costs the event loop its routing, proxy and session read before it reaches
 * the lane: the other admin's request waited behind all of that. Here, before Next, one
 * session (its token: the bearer header or the `jwt` cookie) has at most SESSION_IN_FLIGHT
 * requests inside Next; the others wait their turn in order, unread, and past SESSION_WAITING
 * are answered 429 with Retry-After. A request without a token is not held here (its limits
 * are per address). A browser opens at most 6 connections to a host over HTTP/1.1, so a page's
 * own requests never wait; nothing inside Next waits for another request of its session.
 */
export const SESSION_IN_FLIGHT = 8;
export const SESSION_WAITING = 512;
const RETRY_AFTER_SECONDS = 5;

type Lane = { running: number; waiting: (() => void)[] };

export class SessionGate {
  private readonly lanes = new Map<string, Lane>();

  constructor(private readonly limits: { inFlight: number; waiting: number } = { inFlight: SESSION_IN_FLIGHT, waiting: SESSION_WAITING }) {}

  /** Sessions with requests inside Next or waiting (the tests read it). */
  get sessions(): number {
    return this.lanes.size;
  }

  /**
   * Runs `start` (the request's whole handling, which ends when `res` closes) now, or at the
   * session's turn; past the session's waiting bound `refuse` answers instead.
   */
  admit(key: string | null, req: IncomingMessage, res: ServerResponse, start: () => void, refuse: (retryAfterSeconds: number) => void): void {
    if (key === null) return start();
    let lane = this.lanes.get(key);
    if (!lane) {
      lane = { running: 0, waiting: [] };
      this.lanes.set(key, lane);
    }
    if (lane.running < this.limits.inFlight) return this.run(key, lane, req, res, start);
    if (lane.waiting.length >= this.limits.waiting) return refuse(RETRY_AFTER_SECONDS);
    const queued = lane;
    queued.waiting.push(() => this.run(key, queued, req, res, start));
  }

  private run(key: string, lane: Lane, req: IncomingMessage, res: ServerResponse, start: () => void): void {
    // A client that left while it waited holds no place: `start` drops it (lib/request/intake.ts).
    if (clientGone(req, res)) {
      start();
      return this.next(key, lane);
    }
    lane.running++;
    res.once("close", () => {
      lane.running--;
      this.next(key, lane);
    });
    start();
  }

  private next(key: string, lane: Lane): void {
    const waiting = lane.waiting.shift();
    if (waiting) waiting();
    else if (lane.running === 0) this.lanes.delete(key);
  }
}
