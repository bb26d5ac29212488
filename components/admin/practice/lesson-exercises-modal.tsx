"use client";

import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmModal } from "@/components/ui/confirm-modal";
import { Modal } from "@/components/ui/modal";
import { Skeleton } from "@/components/ui/skeleton";
import { useSelfClearing } from "@/components/ui/use-self-clearing";
import { DeleteIconButton, EditIconButton } from "@/components/admin/shared/icon-buttons";
import { statementParts } from "@/components/practice/statement-parts";
import { StatementText } from "@/components/practice/statement-text";
import { errorText } from "@/lib/api/client";
import { localizedText } from "@/lib/i18n/localized-text";
import { ExerciseForm } from "./exercise-form";
import { ProjectForm } from "./project-form";
import { useDeleteExercise, useLessonExercises, useReorderExercises, type CmsExercise } from "./use-exercises";
import { useAdminProject } from "./use-projects";

type Message = { tone: "success" | "error"; text: string };
/** Which exercise the form edits (null: a new one), in which form (a project has its own, issue 41), or the list. */
type Editing = { exerciseId: string | null; project: boolean } | null;

/** The lesson's list holds its projects too (issue 41), though ExerciseRow names the checked kinds only. */
const isProject = (exercise: CmsExercise) => (exercise.kind as string) === "project";

/** The check students fail most often: its message's `code` shown as code (React text, never HTML). */
function FailedCheck({ check }: { check: { description: string; failures: number } }) {
  const t = useTranslations("admin.practice");
  return t.rich("stats.mostFailedValue", { check: () => <StatementText inline text={check.description} />, failures: check.failures });
}

/** Issue 20, the CMS: a lesson's exercises — add, edit, reorder, delete, publish — with how students do on each. */
export function LessonExercisesModal({ lesson, onClose }: { lesson: { id: string; title: string }; onClose: () => void }) {
  const t = useTranslations("admin.practice");
  const common = useTranslations("admin.common");
  const locale = useLocale();
  const { data: exercises, isError, refetch } = useLessonExercises(lesson.id);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleteId, setDeleteId] = useState<string | null>(null);
  const [message, setMessage] = useSelfClearing<Message>(3000);
  const remove = useDeleteExercise();
  const reorder = useReorderExercises(lesson.id);
  const editingExercise = editing?.exerciseId ? (exercises?.find((exercise) => exercise.id === editing.exerciseId) ?? null) : null;
  const editingProject = useAdminProject(editing?.project && editing.exerciseId ? editing.exerciseId : null);
  const deleting = deleteId ? exercises?.find((exercise) => exercise.id === deleteId) : undefined;
  const titleOf = (exercise: CmsExercise) => localizedText(locale === "ru" ? "ru" : "uz", exercise.titleUz, exercise.titleRu);
  // A label or a sentence carries the title's words without its `code` marks.
  const plainTitleOf = (exercise: CmsExercise) => statementParts(titleOf(exercise)).map((part) => part.text).join("");

  function move(index: number, by: -1 | 1) {
    if (!exercises) return;
    const ids = exercises.map((exercise) => exercise.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    reorder.mutate(ids, { onError: (error) => setMessage({ tone: "error", text: errorText(error, { fallback: common("generic") }) }) });
  }

  return (
    <Modal open onClose={onClose} title={t("title", { lesson: lesson.title })} className="max-w-4xl">
      {editing?.project ? (
        editing.exerciseId && !editingProject.data ? (
          editingProject.isError ? (
            <div className="space-y-2">
              <Alert tone="error">{common("loadError")}</Alert>
              <Button variant="secondary" size="sm" onClick={() => setEditing(null)}>
                {common("cancel")}
              </Button>
            </div>
          ) : (
            <Skeleton className="h-64 w-full" />
          )
        ) : (
          <ProjectForm
            key={editing.exerciseId ?? "new-project"}
            lessonId={lesson.id}
            project={editing.exerciseId ? (editingProject.data ?? null) : null}
            onCancel={() => setEditing(null)}
            onSaved={(text) => {
              setEditing(null);
              setMessage({ tone: "success", text });
            }}
          />
        )
      ) : editing ? (
        <ExerciseForm
          key={editing.exerciseId ?? "new"}
          lessonId={lesson.id}
          exercise={editingExercise}
          onCancel={() => setEditing(null)}
          onSaved={(text) => {
            setEditing(null);
            setMessage({ tone: "success", text });
          }}
        />
      ) : (
        <div className="space-y-4">
          {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
          {isError && !exercises ? (
            <div className="space-y-2">
              <Alert tone="error">{common("loadError")}</Alert>
              <Button variant="secondary" size="sm" onClick={() => void refetch()}>
                {common("retry")}
              </Button>
            </div>
          ) : !exercises ? (
            <div className="space-y-2">
              <Skeleton className="h-16 w-full" />
              <Skeleton className="h-16 w-full" />
            </div>
          ) : exercises.length === 0 ? (
            <p className="text-sm text-gray-400">{t("empty")}</p>
          ) : (
            <ol className="space-y-2" data-testid="admin-exercises">
              {exercises.map((exercise, index) => (
                <li key={exercise.id} className="rounded-xl bg-surface p-3 ring-1 ring-white/10" data-testid="admin-exercise">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="min-w-0 flex-1 basis-40 text-sm font-medium text-white">
                      {index + 1}. <StatementText inline text={titleOf(exercise)} />
                    </span>
                    <Badge tone="neutral">{t(`kinds.${exercise.kind}`)}</Badge>
                    <Badge tone={exercise.published ? "success" : "warning"}>{exercise.published ? t("published") : t("draft")}</Badge>
                    <span className="flex items-center">
                      <Button variant="ghost" size="sm" className="px-2" aria-label={t("moveUp")} title={t("moveUp")} disabled={index === 0 || reorder.isPending} onClick={() => move(index, -1)}>
                        ↑
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        className="px-2"
                        aria-label={t("moveDown")}
                        title={t("moveDown")}
                        disabled={index === exercises.length - 1 || reorder.isPending}
                        onClick={() => move(index, 1)}
                      >
                        ↓
                      </Button>
                      <EditIconButton label={`${t("editTitle")}: ${plainTitleOf(exercise)}`} onClick={() => setEditing({ exerciseId: exercise.id, project: isProject(exercise) })} />
                      <DeleteIconButton label={`${t("deleteTitle")}: ${plainTitleOf(exercise)}`} onClick={() => setDeleteId(exercise.id)} />
                    </span>
                  </div>
                  <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-xs text-gray-400 sm:grid-cols-4" data-testid="exercise-stats">
                    <div>
                      <dt className="inline">{t("stats.passed")}: </dt>
                      <dd className="inline font-medium text-gray-200" data-testid="stats-passed">
                        {exercise.stats.passed} / {exercise.stats.students}
                      </dd>
                    </div>
                    <div>
                      <dt className="inline">{t("stats.submissions")}: </dt>
                      <dd className="inline font-medium text-gray-200">{exercise.stats.submissions}</dd>
                    </div>
                    <div className="col-span-2">
                      <dt className="inline">{t("stats.mostFailed")}: </dt>
                      <dd className="inline font-medium text-gray-200">
                        {exercise.stats.mostFailedCheck ? <FailedCheck check={exercise.stats.mostFailedCheck} /> : "—"}
                      </dd>
                    </div>
                  </dl>
                </li>
              ))}
            </ol>
          )}
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => setEditing({ exerciseId: null, project: false })} data-testid="add-exercise">
              {t("add")}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setEditing({ exerciseId: null, project: true })} data-testid="add-project">
              {t("project.add")}
            </Button>
          </div>
        </div>
      )}
      <ConfirmModal
        open={deleting !== undefined}
        title={t("deleteTitle")}
        confirmLabel={common("delete")}
        cancelLabel={common("cancel")}
        danger
        onClose={() => setDeleteId(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id).then(
            () => setMessage({ tone: "success", text: t("deleted") }),
            (error: unknown) => setMessage({ tone: "error", text: errorText(error, { fallback: common("generic") }) }),
          );
          setDeleteId(null);
        }}
      >
        <p className="text-sm text-gray-300">{deleting ? t("deleteConfirm", { title: plainTitleOf(deleting) }) : null}</p>
      </ConfirmModal>
    </Modal>
  );
}
