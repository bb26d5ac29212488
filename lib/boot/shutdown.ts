import type { Server } from "node:http";
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

/**
 * Stops listening and resolves once every connection has ended: requests in flight are
 * answered, and keep-alive connections are closed as soon as they fall idle (checked every
 * 50 ms, so a connection whose answer went out just now does not wait for its idle timeout).
 */
export function closeHttpServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    server.close(() => {
      clearInterval(idle);
      resolve();
    });
  });
}
