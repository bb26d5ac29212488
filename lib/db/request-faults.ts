import { AsyncLocalStorage } from "node:async_hooks";

// server.ts runs each request inside a store; the pool marks it when the database did not
// answer, so a page that then fails answers 503 with Retry-After instead of 500. The pool
// also keeps the last outcome of any query: while it was a failure, server.ts checks the
// database before it lets a page start streaming (a streamed page's status is sent first).
// Next bundles the pool's module apart from server.ts, so both live on globalThis.
// A wait for one of our connections that ran out while the database answered marks `poolBusy`
// instead: the page answers 429 and the busy page (issue 46 item 4).
export type RequestFaults = { databaseUnavailable: boolean; poolBusy?: boolean };

const holder = globalThis as typeof globalThis & {
  qadamRequestFaults?: AsyncLocalStorage<RequestFaults>;
  qadamDatabaseState?: { failing: boolean };
};
export const requestFaults: AsyncLocalStorage<RequestFaults> = (holder.qadamRequestFaults ??= new AsyncLocalStorage<RequestFaults>());

/** `failing`: the last database call of this process found the database unavailable. */
export const databaseState: { failing: boolean } = (holder.qadamDatabaseState ??= { failing: false });
