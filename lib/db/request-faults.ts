import { AsyncLocalStorage } from "node:async_hooks";

// server.ts runs each request inside a store; the pool marks it when the database did not
// answer, so a page that then fails answers 503 with Retry-After instead of 500. Next bundles
// the pool's module apart from server.ts, so the one storage lives on globalThis.
export type RequestFaults = { databaseUnavailable: boolean };

const holder = globalThis as typeof globalThis & { qadamRequestFaults?: AsyncLocalStorage<RequestFaults> };
export const requestFaults: AsyncLocalStorage<RequestFaults> = (holder.qadamRequestFaults ??= new AsyncLocalStorage<RequestFaults>());
