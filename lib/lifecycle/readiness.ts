// Whether this process is shutting down, for /api/health/ready. server.ts sets it the moment
// a signal arrives, before the listener closes, so a balancer stops sending new requests while
// those already sent are still accepted and answered. Next bundles the route apart from
// server.ts, so the flag lives on globalThis.
const holder = globalThis as typeof globalThis & { qadamLifecycle?: { shuttingDown: boolean } };
const lifecycle = (holder.qadamLifecycle ??= { shuttingDown: false });

export function markShuttingDown(): void {
  lifecycle.shuttingDown = true;
}

export function isShuttingDown(): boolean {
  return lifecycle.shuttingDown;
}
