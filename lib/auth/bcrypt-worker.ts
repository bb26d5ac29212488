import { workerThread } from "@/lib/workers/worker-thread";
import type { BcryptAnswer, BcryptJob } from "./bcrypt-pool";

// The bcrypt pool's worker (lib/auth/bcrypt-pool.ts). bcryptjs is imported when the thread
// starts, not statically: a worker that cannot load it answers each job `unavailable`, and the
// caller then hashes in-thread, instead of the worker dying on every start.

const { port, onJob } = workerThread<BcryptJob>();
type Bcrypt = typeof import("bcryptjs").default;

class Unavailable extends Error {}

const loaded: Promise<Bcrypt> = import("bcryptjs").then((module: { default?: Bcrypt }) => module.default ?? (module as unknown as Bcrypt));
loaded.catch(() => {}); // answered per job below; unhandled, it would end the worker

const messageOf = (error: unknown) => String((error as Error | null)?.message ?? error);

onJob((id, job) => {
  loaded
    .then(
      (bcrypt): Promise<string | boolean> => (job.op === "hash" ? bcrypt.hash(job.password, job.cost) : bcrypt.compare(job.password, job.hash)),
      (error: unknown): Promise<string | boolean> => Promise.reject(new Unavailable(messageOf(error))),
    )
    .then(
      (result) => port.postMessage({ id, answer: { result } satisfies BcryptAnswer }),
      (error: unknown) => port.postMessage({ id, answer: { error: messageOf(error), unavailable: error instanceof Unavailable } satisfies BcryptAnswer }),
    );
});
