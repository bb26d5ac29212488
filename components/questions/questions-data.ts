"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiCall, type Jsonified } from "@/lib/api/client";
import type { QuestionPage } from "@/lib/questions/find-questions";
import type { QuestionOrder } from "@/lib/questions/schemas";
import type { QuestionThreadView } from "@/lib/questions/shapes";

// The questions under a lesson (issue 41), read and written through the page's query cache:
// every write invalidates the questions read (the lesson's pages, a mentor's queue), so the
// lists show what the server holds.

export type ThreadPage = Jsonified<QuestionPage>;
export type Thread = Jsonified<QuestionThreadView>;

export const questionKeys = {
  all: ["questions"] as const,
  queue: (source: "admin" | "teacher", page: number) => ["questions", "queue", source, page] as const,
  lesson: (lessonId: string) => ["questions", "lesson", lessonId] as const,
  page: (lessonId: string, order: QuestionOrder, page: number) => ["questions", "lesson", lessonId, order, page] as const,
};

const lessonPath = (lessonId: string) => `/api/lessons/${encodeURIComponent(lessonId)}/questions`;

export function useLessonQuestions(lessonId: string, order: QuestionOrder, page: number) {
  return useQuery({
    queryKey: questionKeys.page(lessonId, order, page),
    queryFn: () => apiCall<ThreadPage>(lessonPath(lessonId), { params: { order, page: String(page) } }),
  });
}

/** Every write of this area: the call, then the lesson's pages are read again. */
export function useQuestionWrite<V>(write: (variables: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => client.invalidateQueries({ queryKey: questionKeys.all }) });
}

export const questionCalls = {
  ask: (lessonId: string, body: string) => apiCall(lessonPath(lessonId), { method: "POST", json: { body } }),
  answer: (threadId: string, body: string) => apiCall(`/api/questions/threads/${encodeURIComponent(threadId)}/answers`, { method: "POST", json: { body } }),
  follow: (threadId: string, on: boolean) => apiCall(`/api/questions/threads/${encodeURIComponent(threadId)}/subscription`, { method: "PUT", json: { on } }),
  helpful: (postId: string, on: boolean) => apiCall(`/api/questions/posts/${encodeURIComponent(postId)}/helpful`, { method: "PUT", json: { on } }),
  report: (postId: string) => apiCall(`/api/questions/posts/${encodeURIComponent(postId)}/report`, { method: "POST", json: {} }),
  hide: (postId: string) => apiCall(`/api/questions/posts/${encodeURIComponent(postId)}/hide`, { method: "POST" }),
};
