import { workerThread } from "./worker-thread";

// bounded-pool.test.ts's worker: counts the jobs it starts in shared memory (slot 1) and holds
// each until slot 0 is set.
const { port, onJob } = workerThread<{ shared: SharedArrayBuffer }>();

onJob((id, job) => {
  const cells = new Int32Array(job.shared);
  const ran = Atomics.add(cells, 1, 1) + 1;
  Atomics.wait(cells, 0, 0);
  port.postMessage({ id, answer: { ran } });
});
