"use client";

import { useMutation, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiCall, type Jsonified } from "@/lib/api/client";
import type { PracticeFile } from "@/lib/practice/contract";
import type { QuizAnswers } from "@/lib/practice/quiz";
import type { PracticeProgress, QuizSubmissionAnswer, StudentExercise, SubmissionAnswer } from "@/lib/practice/shapes";

// The learning page's practice data (CONTRIBUTING "Admin data", the same layer on the student
// side): every read is a query under practiceKeys, every write a mutation that writes what the
// server answered into that cache, so the sidebar, the exercise and a remount all show it.

export type LessonExercise = Jsonified<StudentExercise>;
export type LessonPractice = { exercises: LessonExercise[]; progress: PracticeProgress; lessonDone: boolean };
export type Submission = Jsonified<SubmissionAnswer>;

export const practiceKeys = {
  all: ["practice"] as const,
  lesson: (lessonId: string) => ["practice", "lesson", lessonId] as const,
  hint: (exerciseId: string, index: number) => ["practice", "hint", exerciseId, index] as const,
  solution: (exerciseId: string) => ["practice", "solution", exerciseId] as const,
};

const exercisePath = (exerciseId: string) => `/api/exercises/${encodeURIComponent(exerciseId)}`;

/**
 * GET /api/lessons/{id}/exercises: the lesson's exercises with the caller's status and draft;
 * `initial` is what the server already read for the page (issue 44 item 8), so nothing is asked.
 */
export function useLessonPractice(lessonId: string, initial?: LessonPractice) {
  return useQuery({
    queryKey: practiceKeys.lesson(lessonId),
    queryFn: () => readLesson(lessonId),
    initialData: initial,
  });
}

const readLesson = (lessonId: string) => apiCall<LessonPractice>(`/api/lessons/${encodeURIComponent(lessonId)}/exercises`);

/**
 * The practice this page has read, by lesson (nothing is fetched here): the sidebar's live
 * figures, which follow every check the student makes.
 */
export function useCachedPractice(lessonIds: string[]): Map<string, LessonPractice> {
  return useQueries({
    queries: lessonIds.map((lessonId) => ({ queryKey: practiceKeys.lesson(lessonId), queryFn: () => readLesson(lessonId), enabled: false })),
    combine: (results) => new Map(results.flatMap((result, index) => (result.data ? [[lessonIds[index]!, result.data] as const] : []))),
  });
}

function updateExercise(data: LessonPractice | undefined, exerciseId: string, change: (exercise: LessonExercise) => LessonExercise): LessonPractice | undefined {
  if (!data) return data;
  const exercises = data.exercises.map((exercise) => (exercise.id === exerciseId ? change(exercise) : exercise));
  return { ...data, exercises };
}

/** The lesson's practice once the server has judged an exercise: its status, the lesson's progress and whether the lesson is done. */
function withVerdict(data: LessonPractice | undefined, exerciseId: string, answer: Pick<Submission, "status" | "lessonDone">): LessonPractice | undefined {
  const next = updateExercise(data, exerciseId, (exercise) => ({ ...exercise, status: answer.status }));
  if (!next) return next;
  const passed = next.exercises.filter((exercise) => exercise.status.passed).length;
  return { ...next, progress: { passed, total: next.exercises.length }, lessonDone: answer.lessonDone };
}

/** PUT /api/exercises/{id}/draft: the files as typed, so a reload or another device opens them. */
export function useSaveDraft(lessonId: string, exerciseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (files: PracticeFile[]) => apiCall<{ draft: LessonExercise["draft"] }>(`${exercisePath(exerciseId)}/draft`, { method: "PUT", json: { files } }),
    onSuccess: ({ draft }) => {
      if (draft) client.setQueryData<LessonPractice>(practiceKeys.lesson(lessonId), (data) => updateExercise(data, exerciseId, (exercise) => ({ ...exercise, draft })));
    },
  });
}

/**
 * The same save for a page being left: `keepalive` lets the request outlive the page, which a
 * mutation cannot promise.
 */
export function saveDraftOnLeave(exerciseId: string, files: PracticeFile[]) {
  void fetch(`${exercisePath(exerciseId)}/draft`, {
    method: "PUT",
    credentials: "same-origin",
    keepalive: true,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ files }),
  }).catch(() => undefined);
}

/** POST /api/exercises/{id}/submissions: the server runs the checks; its verdict is what counts. */
export function useSubmit(lessonId: string, exerciseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (files: PracticeFile[]) => apiCall<Submission>(`${exercisePath(exerciseId)}/submissions`, { method: "POST", json: { files } }),
    onSuccess: (answer) => {
      client.setQueryData<LessonPractice>(practiceKeys.lesson(lessonId), (data) => withVerdict(data, exerciseId, answer));
    },
  });
}

/** POST /api/exercises/{id}/answers (issue 40): the server grades the quiz; its status and the lesson's progress follow. */
export function useAnswerQuiz(lessonId: string, exerciseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answers: QuizAnswers) => apiCall<Jsonified<QuizSubmissionAnswer>>(`${exercisePath(exerciseId)}/answers`, { method: "POST", json: { answers } }),
    onSuccess: (answer) => {
      client.setQueryData<LessonPractice>(practiceKeys.lesson(lessonId), (data) => withVerdict(data, exerciseId, answer));
    },
  });
}

/** GET /api/exercises/{id}/hints/{index}: one hint, asked for when the student opens it. */
export function useHint(exerciseId: string, index: number) {
  return useQuery({
    queryKey: practiceKeys.hint(exerciseId, index),
    queryFn: () => apiCall<{ index: number; hint: string; hintsCount: number }>(`${exercisePath(exerciseId)}/hints/${index}`),
    staleTime: Infinity,
  });
}

/** GET /api/exercises/{id}/solution: after the student's pass, when they ask to see it. */
export function useSolution(exerciseId: string, enabled: boolean) {
  return useQuery({
    queryKey: practiceKeys.solution(exerciseId),
    queryFn: () => apiCall<{ files: PracticeFile[] }>(`${exercisePath(exerciseId)}/solution`),
    enabled,
    staleTime: Infinity,
  });
}
