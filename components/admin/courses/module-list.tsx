"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { useMutation } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { DeleteConfirm } from "@/components/admin/shared/delete-confirm";
import { apiCall, errorText } from "@/lib/api/client";
import { OutlineForm } from "./outline-form";
import { ModuleItem, type DeleteTarget, type Editor } from "./module-item";
import type { CmsCourseDetails } from "./types";
import { lessonPath, modulePath, useRefreshCourses } from "./use-courses";

type Props = { course: CmsCourseDetails; onMessage: (message: { tone: "success" | "error"; text: string }) => void };

/** Spec §2: the course's modules as an accordion (several open at once), with their lessons. */
export function ModuleList({ course, onMessage }: Props) {
  const t = useTranslations("admin.courseDetail");
  const common = useTranslations("admin.common");
  const refresh = useRefreshCourses();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [editor, setEditor] = useState<Editor | null>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);

  const remove = useMutation({
    mutationFn: (target: DeleteTarget) =>
      apiCall(target.kind === "module" ? modulePath(course.id, target.moduleId) : lessonPath(target.moduleId, target.lessonId), { method: "DELETE" }),
    onSuccess: async (_, target) => {
      setEditor(null);
      await refresh();
      onMessage({ tone: "success", text: target.kind === "module" ? t("moduleDeleted") : t("lessonDeleted") });
    },
    onError: (error) => onMessage({ tone: "error", text: errorText(error, { fallback: common("generic") }) }),
  });

  function saved(text: string) {
    setEditor(null);
    onMessage({ tone: "success", text });
  }

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  // The title the confirmation names comes from the cached course, like everything shown.
  const deletingModule = deleting ? course.modules.find((module) => module.id === deleting.moduleId) : undefined;
  const deletingTitle =
    deleting?.kind === "lesson" ? deletingModule?.lessons.find((lesson) => lesson.id === deleting.lessonId)?.title : deletingModule?.title;

  return (
    <>
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-white">{t("modules")}</h3>
        <Button size="sm" onClick={() => setEditor({ kind: "module", moduleId: null })}>
          {t("addModule")}
        </Button>
      </div>

      {editor?.kind === "module" && editor.moduleId === null ? <OutlineForm kind="module" courseId={course.id} module={null} onCancel={() => setEditor(null)} onSaved={saved} /> : null}

      {course.modules.length === 0 ? (
        <p className="rounded-xl py-6 text-center text-sm text-gray-400 ring-1 ring-white/5">{t("noModules")}</p>
      ) : (
        <ul className="space-y-2">
          {course.modules.map((module) => (
            <ModuleItem
              key={module.id}
              courseId={course.id}
              module={module}
              expanded={open.has(module.id)}
              editor={editor}
              onToggle={() => toggle(module.id)}
              onEdit={setEditor}
              onDelete={setDeleting}
              onSaved={saved}
            />
          ))}
        </ul>
      )}

      <DeleteConfirm
        target={deleting}
        title={deleting?.kind === "lesson" ? t("deleteLessonTitle") : t("deleteModuleTitle")}
        text={deleting ? t(deleting.kind === "module" ? "deleteModuleConfirm" : "deleteLessonConfirm", { title: deletingTitle ?? "" }) : ""}
        remove={remove.mutateAsync}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
