"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { CodeIcon } from "@/components/courses/icons";
import { DeleteIconButton, EditIconButton } from "@/components/admin/shared/icon-buttons";
import { LessonExercisesModal } from "@/components/admin/practice/lesson-exercises-modal";
import { OutlineForm } from "./outline-form";
import type { CmsModule } from "./types";

/** Which form is open in the detail modal, by id (the module or lesson shown is the cached one). */
export type Editor = { kind: "module"; moduleId: string | null } | { kind: "lesson"; moduleId: string; lessonId: string | null };
/** What the admin asked to delete, by id. */
export type DeleteTarget = { kind: "module"; moduleId: string } | { kind: "lesson"; moduleId: string; lessonId: string };

type Props = {
  courseId: string;
  module: CmsModule;
  expanded: boolean;
  editor: Editor | null;
  onToggle: () => void;
  onEdit: (editor: Editor | null) => void;
  onDelete: (target: DeleteTarget) => void;
  onSaved: (text: string) => void;
};

/** One module of the accordion: its header, its edit form, and (open) its lessons. */
export function ModuleItem({ courseId, module, expanded, editor, onToggle, onEdit, onDelete, onSaved }: Props) {
  const t = useTranslations("admin.courseDetail");
  const practice = useTranslations("admin.practice");
  // The lesson whose exercises are open (issue 20), by id; the lesson shown is the cached one.
  const [exercisesOf, setExercisesOf] = useState<string | null>(null);
  const exercisesLesson = module.lessons.find((lesson) => lesson.id === exercisesOf);
  const close = () => onEdit(null);
  const editingModule = editor?.kind === "module" && editor.moduleId === module.id;
  const lessonEditor = editor?.kind === "lesson" && editor.moduleId === module.id ? editor : null;
  return (
    <li className="rounded-xl bg-surface ring-1 ring-white/10">
      <div className="flex items-center gap-2 p-3">
        <button type="button" className="flex min-w-0 flex-1 items-center gap-2 text-left" aria-expanded={expanded} aria-controls={`module-${module.id}`} onClick={onToggle}>
          <svg viewBox="0 0 20 20" className={cn("size-4 shrink-0 text-gray-400 transition-transform", expanded && "rotate-90")} fill="currentColor" aria-hidden>
            <path d="M7.2 4.2a.75.75 0 0 1 1.06 0l5.25 5.25a.75.75 0 0 1 0 1.06L8.26 15.8a.75.75 0 1 1-1.06-1.06L11.94 10 7.2 5.26a.75.75 0 0 1 0-1.06Z" />
          </svg>
          <span className="min-w-0">
            <span className="block truncate text-sm font-medium text-white">{module.title}</span>
            <span className="block text-xs text-gray-500">{t("lessons", { count: module.lessons.length })}</span>
          </span>
        </button>
        <EditIconButton label={`${t("editModule")}: ${module.title}`} onClick={() => onEdit({ kind: "module", moduleId: module.id })} />
        <DeleteIconButton label={`${t("deleteModuleTitle")}: ${module.title}`} onClick={() => onDelete({ kind: "module", moduleId: module.id })} />
      </div>
      {editingModule ? (
        <div className="px-3 pb-3">
          <OutlineForm kind="module" courseId={courseId} module={module} onCancel={close} onSaved={onSaved} />
        </div>
      ) : null}
      {expanded ? (
        <div id={`module-${module.id}`} className="space-y-2 border-t border-white/5 p-3">
          {module.description ? <p className="text-xs text-gray-400">{module.description}</p> : null}
          {module.lessons.length === 0 ? <p className="text-sm text-gray-500">{t("noLessons")}</p> : null}
          <ul className="space-y-2">
            {module.lessons.map((lesson) => (
              <li key={lesson.id} className="rounded-lg bg-surface-raised py-2 pl-3 pr-1 ring-1 ring-white/5">
                <div className="flex items-center gap-2">
                  <span className="min-w-0 flex-1 truncate text-sm text-gray-100">{lesson.title}</span>
                  <span className="hidden gap-1 sm:flex">
                    {lesson.videoUrl ? <Badge tone="info">{t("video")}</Badge> : null}
                    {lesson.codeSourceUrl ? <Badge tone="neutral">{t("code")}</Badge> : null}
                  </span>
                  <Button size="sm" variant="ghost" className="px-2" onClick={() => setExercisesOf(lesson.id)} aria-label={`${practice("open")}: ${lesson.title}`} title={practice("open")}>
                    <CodeIcon className="size-4" />
                  </Button>
                  <EditIconButton label={`${t("editLesson")}: ${lesson.title}`} onClick={() => onEdit({ kind: "lesson", moduleId: module.id, lessonId: lesson.id })} />
                  <DeleteIconButton label={`${t("deleteLessonTitle")}: ${lesson.title}`} onClick={() => onDelete({ kind: "lesson", moduleId: module.id, lessonId: lesson.id })} />
                </div>
                {lessonEditor?.lessonId === lesson.id ? (
                  <div className="mt-3">
                    <OutlineForm kind="lesson" moduleId={module.id} lesson={lesson} onCancel={close} onSaved={onSaved} />
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
          {lessonEditor && lessonEditor.lessonId === null ? (
            <OutlineForm kind="lesson" moduleId={module.id} lesson={null} onCancel={close} onSaved={onSaved} />
          ) : (
            <Button size="sm" variant="secondary" onClick={() => onEdit({ kind: "lesson", moduleId: module.id, lessonId: null })}>
              {t("addLesson")}
            </Button>
          )}
        </div>
      ) : null}
      {exercisesLesson ? <LessonExercisesModal lesson={exercisesLesson} onClose={() => setExercisesOf(null)} /> : null}
    </li>
  );
}
