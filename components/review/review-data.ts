"use client";

import { useQuery } from "@tanstack/react-query";
import { apiCall, type Jsonified } from "@/lib/api/client";
import type { QueueItem } from "@/lib/review/shapes";

// The mentor's review queue (issue 41) through the page's query cache: a live `review:new` on the
// socket invalidates reviewKeys.all (the admin's notifications provider, the teacher's TeachLive).

export type ReviewQueuePage = Jsonified<{ items: QueueItem[] }>;

export const reviewKeys = {
  all: ["review"] as const,
  queue: () => ["review", "queue"] as const,
};

/** GET /api/review/queue, starting from what the page was rendered with. */
export function useReviewQueue(initial: ReviewQueuePage) {
  return useQuery({ queryKey: reviewKeys.queue(), queryFn: () => apiCall<ReviewQueuePage>("/api/review/queue"), initialData: initial });
}
