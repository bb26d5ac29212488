import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";

// Spins, and ends itself once its parent is gone: a run killed midway (a CI job cancelled) left
// these behind, holding every core until someone killed them by hand.
const BUSY_LOOP = "const parent = process.ppid; for (let i = 1; ; i++) if (i % 1e7 === 0 && process.ppid !== parent) process.exit()";

/** A busy loop per core beside the test, until the returned stop is called or the test's process ends. */
export function saturateCpus(): () => void {
  const loops = Array.from({ length: availableParallelism() }, () => spawn(process.execPath, ["-e", BUSY_LOOP], { stdio: "ignore" }));
  return () => loops.forEach((loop) => loop.kill("SIGKILL"));
}
