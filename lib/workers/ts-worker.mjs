// Runs a worker body written in TypeScript from source (lib/workers/worker-files.ts): registers
// tsx in this thread, then imports the body. The compiled server never uses it.
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
await import(workerData.tsBody);
