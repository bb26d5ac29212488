// Requests not run (issue 46 item 8), counted where they are dropped: the server's intake
// (lib/request/intake.ts), the route wrapper and the admin lane, which Next bundles apart from
// server.ts, so the counts live on globalThis. /metrics reports them
// (qadam_requests_dropped_total, lib/metrics/registry.ts) without the route bundles loading
// the metrics library.

/** client_gone: the client had left before the work's turn; queue_budget: it waited past its queue's budget and was answered 503. */
export type DropReason = "client_gone" | "queue_budget";

const holder = globalThis as typeof globalThis & { qadamDropped?: Record<DropReason, number> };

function counts(): Record<DropReason, number> {
  holder.qadamDropped ??= { client_gone: 0, queue_budget: 0 };
  return holder.qadamDropped;
}

export function countDroppedRequest(reason: DropReason): void {
  counts()[reason] += 1;
}

/** The counts since the process started. */
export function droppedRequests(): Readonly<Record<DropReason, number>> {
  return { ...counts() };
}
