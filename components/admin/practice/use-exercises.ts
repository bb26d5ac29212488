"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "@/lib/api/client";
import { adminKeys } from "@/components/admin/data/query-keys";
import type { Jsonified } from "@/lib/api/client";
import type { ExerciseInput } from "@/lib/practice/contract";
import type { AdminExercise, ExerciseStats, StudentPracticeRow } from "@/lib/practice/shapes";

// The practice area of the CMS (issue 20): a lesson's exercises with their figures, and one
// student's practice, under adminKeys.practice() so that one invalidation after a write
// refreshes every open list.

export type CmsExercise = Jsonified<AdminExercise> & { stats: ExerciseStats };
export type CmsStudentPractice = Jsonified<StudentPracticeRow>;

const lessonKey = (lessonId: string) => [...adminKeys.practice(), "lesson", lessonId] as const;
const studentKey = (userId: string) => [...adminKeys.practice(), "student", userId] as const;
const lessonPath = (lessonId: string) => `/api/admin/lessons/${encodeURIComponent(lessonId)}/exercises`;
const exercisePath = (exerciseId: string) => `/api/admin/exercises/${encodeURIComponent(exerciseId)}`;

/** GET /api/admin/lessons/{id}/exercises: drafts too, in the lesson's order, each with its figures. */
export function useLessonExercises(lessonId: string) {
  return useQuery({
    queryKey: lessonKey(lessonId),
    queryFn: () => apiCall<{ exercises: CmsExercise[] }>(lessonPath(lessonId)),
    // The figures change with students' submissions, which no socket event announces: each
    // opening of the list reads them again rather than showing the cached ones.
    refetchOnMount: "always",
    select: (data) => data.exercises,
  });
}

/** GET /api/admin/users/{id}/practice: the exercises a student has tried, with the last submission. */
export function useStudentPractice(userId: string) {
  return useQuery({
    queryKey: studentKey(userId),
    queryFn: () => apiCall<{ exercises: CmsStudentPractice[] }>(`/api/admin/users/${encodeURIComponent(userId)}/practice`),
    refetchOnMount: "always",
    select: (data) => data.exercises,
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: adminKeys.practice() });
}

/** POST (new) or PUT (edit) the whole exercise; publishing is refused while the solution fails a check. */
export function useSaveExercise(lessonId: string, exerciseId: string | null) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ExerciseInput) => apiCall<{ exercise: Jsonified<AdminExercise> }>(exerciseId ? exercisePath(exerciseId) : lessonPath(lessonId), { method: exerciseId ? "PUT" : "POST", json: body }),
    onSuccess: refresh,
  });
}

export function useDeleteExercise() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (exerciseId: string) => apiCall(exercisePath(exerciseId), { method: "DELETE" }), onSuccess: refresh });
}

/** PUT …/exercises/order: the list shows the new order at once; a refused one reads it again. */
export function useReorderExercises(lessonId: string) {
  const client = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (ids: string[]) => apiCall(`${lessonPath(lessonId)}/order`, { method: "PUT", json: { ids } }),
    onMutate: async (ids) => {
      await client.cancelQueries({ queryKey: lessonKey(lessonId) });
      client.setQueryData<{ exercises: CmsExercise[] }>(lessonKey(lessonId), (data) =>
        data ? { exercises: ids.flatMap((id) => data.exercises.filter((exercise) => exercise.id === id)) } : data,
      );
    },
    onSettled: refresh,
  });
}
