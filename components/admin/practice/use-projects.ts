"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminKeys } from "@/components/admin/data/query-keys";
import { apiCall } from "@/lib/api/client";
import type { CreateProjectInput } from "@/lib/review/contract";
import type { CmsProject } from "./project-form-values";

// A lesson's project in the CMS (issue 41), under adminKeys.practice() with the exercises, so that
// a save refreshes the lesson's list too.

const projectPath = (projectId: string) => `/api/admin/projects/${encodeURIComponent(projectId)}`;

/** GET /api/admin/projects/{id}: the project as the form edits it. */
export function useAdminProject(projectId: string | null) {
  return useQuery({
    queryKey: [...adminKeys.practice(), "project", projectId] as const,
    queryFn: () => apiCall<{ project: CmsProject }>(projectPath(projectId!)),
    enabled: projectId !== null,
    refetchOnMount: "always",
    select: (data) => data.project,
  });
}

/** POST (new, at the end of the lesson) or PUT (edit) the whole project. */
export function useSaveProject(lessonId: string, projectId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProjectInput) =>
      apiCall<{ message: string; project: { id: string } }>(projectId ? projectPath(projectId) : `/api/admin/lessons/${encodeURIComponent(lessonId)}/projects`, {
        method: projectId ? "PUT" : "POST",
        json: body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.practice() }),
  });
}
