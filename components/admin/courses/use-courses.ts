"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "@/lib/api/client";
import { adminKeys } from "@/components/admin/data/query-keys";
import type { CmsCourse, CmsCourseDetails } from "./types";

// The courses area's reads and writes (CONTRIBUTING.md "Admin data"): the list and each course's
// details live in the query cache under adminKeys.courses(), so one invalidation after a write
// refreshes the grid and an open detail modal together.

type CourseList = { courses: CmsCourse[] };

const listKey = adminKeys.courses();
const detailsKey = (courseId: string) => [...adminKeys.courses(), "details", courseId] as const;

export const coursePath = (courseId: string) => `/api/admin/courses/${encodeURIComponent(courseId)}`;
export const modulePath = (courseId: string, moduleId?: string) => `${coursePath(courseId)}/modules${moduleId ? `/${encodeURIComponent(moduleId)}` : ""}`;
export const lessonPath = (moduleId: string, lessonId?: string) =>
  `/api/admin/modules/${encodeURIComponent(moduleId)}/lessons${lessonId ? `/${encodeURIComponent(lessonId)}` : ""}`;

/** GET /api/admin/courses: every live course in the catalogue's order. */
export function useCourses() {
  return useQuery({ queryKey: listKey, queryFn: () => apiCall<CourseList>("/api/admin/courses"), select: (data) => data.courses });
}

/** GET /api/admin/courses/{id}/details: the course with its modules and lessons. */
export function useCourseDetails(courseId: string) {
  return useQuery({
    queryKey: detailsKey(courseId),
    queryFn: () => apiCall<{ course: CmsCourseDetails }>(`${coursePath(courseId)}/details`),
    select: (data) => data.course,
  });
}

/** After a write: the list and every open course's details are read again. */
export function useRefreshCourses() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: adminKeys.courses() });
}

/**
 * Spec §4 reorder: the grid shows the new order at once (written into the cached list), and a
 * refused order reads the list again so it shows what the server kept.
 */
export function useReorderCourses({ onSuccess, onError }: { onSuccess: () => void; onError: (error: unknown) => void }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reordered: CmsCourse[]) => apiCall("/api/admin/courses/reorder", { method: "PATCH", json: { orderedIds: reordered.map((course) => course.id) } }),
    onMutate: async (reordered) => {
      await client.cancelQueries({ queryKey: listKey, exact: true });
      client.setQueryData<CourseList>(listKey, (data) => (data ? { ...data, courses: reordered } : data));
    },
    onSuccess,
    onError: async (error) => {
      onError(error);
      await client.invalidateQueries({ queryKey: listKey, exact: true });
    },
  });
}

/** Spec §4 status switch: the cached details take the new status once the server agreed. */
export function useSetCourseStatus(courseId: string, { onError }: { onError: () => void }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (status: CmsCourse["status"]) => apiCall(`${coursePath(courseId)}/status`, { method: "PATCH", json: { status } }),
    onSuccess: async (_, status) => {
      client.setQueryData<{ course: CmsCourseDetails }>(detailsKey(courseId), (data) => (data ? { course: { ...data.course, status } } : data));
      await client.invalidateQueries({ queryKey: listKey, exact: true });
    },
    onError,
  });
}
