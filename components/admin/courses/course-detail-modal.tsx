"use client";

import { useCallback, useEffect, useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { FormActions } from "@/components/admin/shared/form-actions";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Field, Input, Textarea } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { Skeleton } from "@/components/ui/skeleton";
import { apiFetch } from "@/lib/api/client";
import { DeleteIconButton, EditIconButton } from "@/components/admin/shared/icon-buttons";
import { ConfirmModal } from "@/components/ui/confirm-modal";
import type { CmsCourseDetails, CmsLesson, CmsModule } from "./types";
import { useSelfClearing } from "@/components/ui/use-self-clearing";

type Editor =
  | { kind: "module"; module: CmsModule | null }
  | { kind: "lesson"; moduleId: string; lesson: CmsLesson | null };
type Deleting = { kind: "module"; module: CmsModule } | { kind: "lesson"; moduleId: string; lesson: CmsLesson };
type Message = { tone: "success" | "error"; text: string };


/** Spec §2 course detail: status switch, module accordion (several open), modules and lessons. */
export function CourseDetailModal({ courseId, onClose, onChanged }: { courseId: string; onClose: () => void; onChanged: () => void }) {
  const t = useTranslations("admin.courseDetail");
  const courses = useTranslations("admin.courses");
  const common = useTranslations("admin.common");
  const [course, setCourse] = useState<CmsCourseDetails | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [open, setOpen] = useState<Set<string>>(new Set());
  const [editor, setEditor] = useState<Editor | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  // Spec §9: module and lesson messages clear after 3 s.
  const [message, setMessage] = useSelfClearing<Message>(3000);
  const [statusBusy, setStatusBusy] = useState(false);

  const load = useCallback(async () => {
    const result = await apiFetch<{ course: CmsCourseDetails }>(`/api/admin/courses/${encodeURIComponent(courseId)}/details`);
    if (!result.ok) return setLoadError(true);
    setLoadError(false);
    setCourse(result.data.course);
  }, [courseId]);

  useEffect(() => {
    void load();
  }, [load]);

  async function toggleStatus() {
    if (!course) return;
    // Spec §4: send the opposite; the switch moves only once the server agreed.
    const next = course.status === "active" ? "draft" : "active";
    setStatusBusy(true);
    const result = await apiFetch(`/api/admin/courses/${encodeURIComponent(course.id)}/status`, { method: "PATCH", json: { status: next } });
    setStatusBusy(false);
    if (!result.ok) return setMessage({ tone: "error", text: t("statusError") });
    setCourse({ ...course, status: next });
    onChanged();
  }

  async function afterChange(text: string) {
    setEditor(null);
    setMessage({ tone: "success", text });
    await load();
    onChanged();
  }

  async function confirmDelete() {
    if (!deleting || !course) return;
    const path =
      deleting.kind === "module"
        ? `/api/admin/courses/${encodeURIComponent(course.id)}/modules/${encodeURIComponent(deleting.module.id)}`
        : `/api/admin/modules/${encodeURIComponent(deleting.moduleId)}/lessons/${encodeURIComponent(deleting.lesson.id)}`;
    const result = await apiFetch(path, { method: "DELETE" });
    const kind = deleting.kind;
    setDeleting(null);
    if (!result.ok) return setMessage({ tone: "error", text: result.message ?? common("generic") });
    await afterChange(kind === "module" ? t("moduleDeleted") : t("lessonDeleted"));
  }

  const toggleOpen = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const active = course?.status === "active";

  return (
    <Modal open onClose={onClose} title={course?.title ?? courses("details")} className="max-w-3xl">
      {loadError ? (
        <Alert tone="error">{t("loadError")}</Alert>
      ) : !course ? (
        <div className="space-y-3">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : (
        <div className="space-y-5">
          <p className="whitespace-pre-line text-sm text-gray-300">{course.description}</p>
          <div className="flex items-center justify-between gap-3 rounded-xl bg-surface p-3 ring-1 ring-white/5">
            <span className="text-sm font-medium text-gray-300" id="course-status-label">
              {t("status")}
            </span>
            <div className="flex items-center gap-3">
              <Badge tone={active ? "success" : "neutral"}>{courses(active ? "status.active" : "status.draft")}</Badge>
              <button
                type="button"
                role="switch"
                aria-checked={active}
                aria-labelledby="course-status-label"
                disabled={statusBusy}
                onClick={() => void toggleStatus()}
                className={cn(
                  "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:opacity-50",
                  active ? "bg-brand-600" : "bg-gray-600",
                )}
              >
                <span className={cn("inline-block size-5 rounded-full bg-white shadow transition-transform", active ? "translate-x-5" : "translate-x-0.5")} />
              </button>
            </div>
          </div>

          {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}

          <div className="flex items-center justify-between gap-2">
            <h3 className="text-base font-semibold text-white">{t("modules")}</h3>
            <Button size="sm" onClick={() => setEditor({ kind: "module", module: null })}>
              {t("addModule")}
            </Button>
          </div>

          {editor?.kind === "module" && editor.module === null ? (
            <ModuleForm courseId={course.id} module={null} onCancel={() => setEditor(null)} onSaved={afterChange} />
          ) : null}

          {course.modules.length === 0 ? (
            <p className="rounded-xl py-6 text-center text-sm text-gray-400 ring-1 ring-white/5">{t("noModules")}</p>
          ) : (
            <ul className="space-y-2">
              {course.modules.map((module) => {
                const expanded = open.has(module.id);
                return (
                  <li key={module.id} className="rounded-xl bg-surface ring-1 ring-white/10">
                    <div className="flex items-center gap-2 p-3">
                      <button
                        type="button"
                        className="flex min-w-0 flex-1 items-center gap-2 text-left"
                        aria-expanded={expanded}
                        aria-controls={`module-${module.id}`}
                        onClick={() => toggleOpen(module.id)}
                      >
                        <svg viewBox="0 0 20 20" className={cn("size-4 shrink-0 text-gray-400 transition-transform", expanded && "rotate-90")} fill="currentColor" aria-hidden>
                          <path d="M7.2 4.2a.75.75 0 0 1 1.06 0l5.25 5.25a.75.75 0 0 1 0 1.06L8.26 15.8a.75.75 0 1 1-1.06-1.06L11.94 10 7.2 5.26a.75.75 0 0 1 0-1.06Z" />
                        </svg>
                        <span className="min-w-0">
                          <span className="block truncate text-sm font-medium text-white">{module.title}</span>
                          <span className="block text-xs text-gray-500">{t("lessons", { count: module.lessons.length })}</span>
                        </span>
                      </button>
                      <EditIconButton label={`${t("editModule")}: ${module.title}`} onClick={() => setEditor({ kind: "module", module })} />
                      <DeleteIconButton label={`${t("deleteModuleTitle")}: ${module.title}`} onClick={() => setDeleting({ kind: "module", module })} />
                    </div>
                    {editor?.kind === "module" && editor.module?.id === module.id ? (
                      <div className="px-3 pb-3">
                        <ModuleForm courseId={course.id} module={module} onCancel={() => setEditor(null)} onSaved={afterChange} />
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
                                <EditIconButton label={`${t("editLesson")}: ${lesson.title}`} onClick={() => setEditor({ kind: "lesson", moduleId: module.id, lesson })} />
                                <DeleteIconButton label={`${t("deleteLessonTitle")}: ${lesson.title}`} onClick={() => setDeleting({ kind: "lesson", moduleId: module.id, lesson })} />
                              </div>
                              {editor?.kind === "lesson" && editor.lesson?.id === lesson.id ? (
                                <div className="mt-3">
                                  <LessonForm moduleId={module.id} lesson={lesson} onCancel={() => setEditor(null)} onSaved={afterChange} />
                                </div>
                              ) : null}
                            </li>
                          ))}
                        </ul>
                        {editor?.kind === "lesson" && editor.moduleId === module.id && editor.lesson === null ? (
                          <LessonForm moduleId={module.id} lesson={null} onCancel={() => setEditor(null)} onSaved={afterChange} />
                        ) : (
                          <Button size="sm" variant="secondary" onClick={() => setEditor({ kind: "lesson", moduleId: module.id, lesson: null })}>
                            {t("addLesson")}
                          </Button>
                        )}
                      </div>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
      <ConfirmModal
        open={deleting !== null}
        title={deleting?.kind === "lesson" ? t("deleteLessonTitle") : t("deleteModuleTitle")}
        confirmLabel={common("delete")}
        cancelLabel={common("cancel")}
        danger
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        <p className="text-sm text-gray-300">
          {deleting?.kind === "module"
            ? t("deleteModuleConfirm", { title: deleting.module.title })
            : deleting?.kind === "lesson"
              ? t("deleteLessonConfirm", { title: deleting.lesson.title })
              : ""}
        </p>
      </ConfirmModal>
    </Modal>
  );
}

function orderError(order: string): boolean {
  return !/^\d+$/.test(order.trim());
}

function ModuleForm({ courseId, module, onCancel, onSaved }: { courseId: string; module: CmsModule | null; onCancel: () => void; onSaved: (text: string) => Promise<void> }) {
  const t = useTranslations("admin.courseDetail");
  const common = useTranslations("admin.common");
  const [form, setForm] = useState({ title: module?.title ?? "", description: module?.description ?? "", order: String(module?.order ?? 0) });
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const prefix = module ? `module-${module.id}` : "module-new";

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.title.trim()) return setError(t("moduleRequired"));
    if (module && orderError(form.order)) return setError(t("orderMin"));
    const body = { title: form.title.trim(), description: form.description.trim(), ...(module ? { order: Number(form.order) } : {}) };
    setSaving(true);
    setError(null);
    const base = `/api/admin/courses/${encodeURIComponent(courseId)}/modules`;
    const result = await apiFetch(module ? `${base}/${encodeURIComponent(module.id)}` : base, { method: module ? "PUT" : "POST", json: body });
    setSaving(false);
    if (!result.ok) return setError(result.message ?? common("generic"));
    await onSaved(module ? t("moduleUpdated") : t("moduleAdded"));
  }

  return (
    <div className="rounded-xl bg-surface-overlay/60 p-4 ring-1 ring-white/10">
      <form onSubmit={submit} noValidate className="space-y-3" aria-label={module ? t("editModule") : t("newModule")}>
        <p className="text-sm font-semibold text-white">{module ? t("editModule") : t("newModule")}</p>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <Field id={`${prefix}-title`} label={t("moduleTitle")}>
          <Input id={`${prefix}-title`} value={form.title} onChange={(event) => setForm({ ...form, title: event.target.value })} />
        </Field>
        <Field id={`${prefix}-description`} label={t("moduleDescription")}>
          <Textarea id={`${prefix}-description`} rows={2} value={form.description} onChange={(event) => setForm({ ...form, description: event.target.value })} />
        </Field>
        {module ? (
          <Field id={`${prefix}-order`} label={t("order")}>
            <Input id={`${prefix}-order`} type="number" min={0} step={1} value={form.order} onChange={(event) => setForm({ ...form, order: event.target.value })} />
          </Field>
        ) : null}
        <FormActions size="sm" saving={saving} onCancel={onCancel} />
      </form>
    </div>
  );
}

function LessonForm({ moduleId, lesson, onCancel, onSaved }: { moduleId: string; lesson: CmsLesson | null; onCancel: () => void; onSaved: (text: string) => Promise<void> }) {
  const t = useTranslations("admin.courseDetail");
  const common = useTranslations("admin.common");
  const [form, setForm] = useState({
    title: lesson?.title ?? "",
    description: lesson?.description ?? "",
    videoUrl: lesson?.videoUrl ?? "",
    codeSourceUrl: lesson?.codeSourceUrl ?? "",
    order: String(lesson?.order ?? 0),
  });
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const prefix = lesson ? `lesson-${lesson.id}` : `lesson-new-${moduleId}`;
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [key]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.title.trim()) return setError(t("lessonRequired"));
    if (lesson && orderError(form.order)) return setError(t("orderMin"));
    const body = {
      title: form.title.trim(),
      description: form.description.trim(),
      videoUrl: form.videoUrl.trim(),
      codeSourceUrl: form.codeSourceUrl.trim(),
      ...(lesson ? { order: Number(form.order) } : {}),
    };
    setSaving(true);
    setError(null);
    const base = `/api/admin/modules/${encodeURIComponent(moduleId)}/lessons`;
    const result = await apiFetch(lesson ? `${base}/${encodeURIComponent(lesson.id)}` : base, { method: lesson ? "PUT" : "POST", json: body });
    setSaving(false);
    if (!result.ok) return setError(result.message ?? common("generic"));
    await onSaved(lesson ? t("lessonUpdated") : t("lessonAdded"));
  }

  return (
    <div className="rounded-xl bg-surface-overlay/60 p-4 ring-1 ring-white/10">
      <form onSubmit={submit} noValidate className="space-y-3" aria-label={lesson ? t("editLesson") : t("newLesson")}>
        <p className="text-sm font-semibold text-white">{lesson ? t("editLesson") : t("newLesson")}</p>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <Field id={`${prefix}-title`} label={t("lessonTitle")}>
          <Input id={`${prefix}-title`} value={form.title} onChange={set("title")} />
        </Field>
        <Field id={`${prefix}-description`} label={t("lessonDescription")}>
          <Textarea id={`${prefix}-description`} rows={2} value={form.description} onChange={set("description")} />
        </Field>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id={`${prefix}-video`} label={t("videoUrl")}>
            <Input id={`${prefix}-video`} type="url" placeholder={t("videoPlaceholder")} value={form.videoUrl} onChange={set("videoUrl")} />
          </Field>
          <Field id={`${prefix}-code`} label={t("codeSourceUrl")}>
            <Input id={`${prefix}-code`} type="url" placeholder={t("codePlaceholder")} value={form.codeSourceUrl} onChange={set("codeSourceUrl")} />
          </Field>
        </div>
        {lesson ? (
          <Field id={`${prefix}-order`} label={t("order")}>
            <Input id={`${prefix}-order`} type="number" min={0} step={1} value={form.order} onChange={set("order")} />
          </Field>
        ) : null}
        <FormActions size="sm" saving={saving} onCancel={onCancel} />
      </form>
    </div>
  );
}
