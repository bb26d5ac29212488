"use client";

import { useMutation } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError, apiCall } from "@/lib/api/client";

export type SaveState = { state: "saving" | "saved" | "failed"; message?: string };

// onSaved is a method so a job can name its route's answer type (method parameters are bivariant).
type Job = { url: string; body: Record<string, unknown>; onSaved?(answer: unknown): void };

const TYPING_PAUSE_MS = 450;

/**
 * Saves register cells as they are typed, each request a mutation (apiCall) whose answer the
 * job writes into the query cache. Per cell, only the newest value waits and at most one request
 * is in flight, so a slow answer never lands after a newer one and overwrites it; edits of one
 * cell made while it saves are merged into the next request. Each cell keeps its own
 * saving / saved / failed state (what happened to the admin's writes, not server data), and a
 * failed cell can be sent again.
 */
export function useCellSaves() {
  const [states, setStates] = useState<Record<string, SaveState>>({});
  const waiting = useRef(new Map<string, Job>());
  const failed = useRef(new Map<string, Job>());
  const inFlight = useRef(new Set<string>());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const { mutateAsync } = useMutation({ mutationFn: (job: Job) => apiCall<unknown>(job.url, { method: "PUT", json: job.body }) });

  const setState = useCallback((key: string, value: SaveState) => setStates((current) => ({ ...current, [key]: value })), []);

  const send = useCallback(
    async (key: string) => {
      const timer = timers.current.get(key);
      if (timer) clearTimeout(timer);
      timers.current.delete(key);
      if (inFlight.current.has(key)) return;
      inFlight.current.add(key);
      // A value typed while the previous one was saving goes out as soon as that answer is in.
      for (let job = waiting.current.get(key); job; job = waiting.current.get(key)) {
        waiting.current.delete(key);
        failed.current.delete(key);
        setState(key, { state: "saving" });
        try {
          const answer = await mutateAsync(job);
          if (waiting.current.has(key)) continue;
          job.onSaved?.(answer);
          setState(key, { state: "saved" });
        } catch (error) {
          if (waiting.current.has(key)) continue;
          failed.current.set(key, job);
          const message = error instanceof ApiError ? error.serverMessage : null;
          setState(key, { state: "failed", ...(message ? { message } : {}) });
        }
      }
      inFlight.current.delete(key);
    },
    [mutateAsync, setState],
  );

  /** Queues a save of `key`; `now` sends at once (leaving the cell), else after a typing pause. */
  const queue = useCallback(
    (key: string, job: Job, now = false) => {
      const earlier = waiting.current.get(key) ?? failed.current.get(key);
      waiting.current.set(key, earlier && earlier.url === job.url ? { ...job, body: { ...earlier.body, ...job.body } } : job);
      const timer = timers.current.get(key);
      if (timer) clearTimeout(timer);
      if (now) void send(key);
      else timers.current.set(key, setTimeout(() => void send(key), TYPING_PAUSE_MS));
    },
    [send],
  );

  /** Sends a waiting cell now (when the cursor leaves it). */
  const flush = useCallback(
    (key: string) => {
      if (waiting.current.has(key)) void send(key);
    },
    [send],
  );

  const retry = useCallback(
    (key: string) => {
      const job = failed.current.get(key);
      if (!job) return;
      waiting.current.set(key, job);
      void send(key);
    },
    [send],
  );

  // Leaving the page sends what is still waiting for a typing pause rather than dropping it.
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const key of [...pending.keys()]) void send(key);
    };
  }, [send]);

  return { states, queue, flush, retry };
}
