import { AsyncLocalStorage } from "node:async_hooks";

// The signal of the request under way, aborted when its client leaves (Next aborts it when the
// connection closes). The route wrapper runs each handler inside it, so a queue deep in the work
// (the worker pools of lib/workers/bounded-pool.ts) can drop a job whose client has gone by its
// turn (issue 46 item 8). Next bundles each route apart: the store lives on globalThis.
const holder = globalThis as typeof globalThis & { qadamRequestSignal?: AsyncLocalStorage<AbortSignal> };
const store: AsyncLocalStorage<AbortSignal> = (holder.qadamRequestSignal ??= new AsyncLocalStorage<AbortSignal>());

/** Runs `work` as the request that `signal` belongs to. */
export function asRequest<T>(signal: AbortSignal, work: () => T): T {
  return store.run(signal, work);
}

/** Whether the client of the request under way (if any) has gone: asked later, it answers for the request of now. */
export function clientLeftCheck(): () => boolean {
  const signal = store.getStore();
  return () => signal?.aborted ?? false;
}
