"use client";

import { useTranslations } from "next-intl";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormActions } from "@/components/admin/shared/form-actions";
import { Alert } from "@/components/ui/alert";
import { Field, Input, Textarea } from "@/components/ui/field";
import { lessonUpdateBody, type LessonUpdateInput } from "@/lib/courses/admin/lesson-form";
import { apiCall, errorText } from "@/lib/api/client";
import type { CmsLesson } from "./types";
import { useErrorOf } from "@/components/admin/shared/field-error";
import { lessonPath, useRefreshCourses } from "./use-courses";

type Props = { moduleId: string; lesson: CmsLesson | null; onCancel: () => void; onSaved: (text: string) => void };

/** Add (lesson = null) or edit a lesson; only an edit asks for the order. */
export function LessonForm({ moduleId, lesson, onCancel, onSaved }: Props) {
  const t = useTranslations("admin.courseDetail");
  const common = useTranslations("admin.common");
  const refresh = useRefreshCourses();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(lessonUpdateBody),
    shouldFocusError: false,
    defaultValues: {
      title: lesson?.title ?? "",
      description: lesson?.description ?? "",
      videoUrl: lesson?.videoUrl ?? "",
      codeSourceUrl: lesson?.codeSourceUrl ?? "",
      order: lesson ? String(lesson.order) : undefined,
    },
  });
  const errorOf = useErrorOf(errors);
  const save = useMutation({
    mutationFn: (body: LessonUpdateInput) => apiCall(lessonPath(moduleId, lesson?.id), { method: lesson ? "PUT" : "POST", json: body }),
    onSuccess: async () => {
      await refresh();
      onSaved(lesson ? t("lessonUpdated") : t("lessonAdded"));
    },
  });
  const prefix = lesson ? `lesson-${lesson.id}` : `lesson-new-${moduleId}`;
  const title = errorOf("title", `${prefix}-title`);
  const description = errorOf("description", `${prefix}-description`);
  const video = errorOf("videoUrl", `${prefix}-video`);
  const code = errorOf("codeSourceUrl", `${prefix}-code`);
  const order = errorOf("order", `${prefix}-order`);

  return (
    <div className="rounded-xl bg-surface-overlay/60 p-4 ring-1 ring-white/10">
      <form onSubmit={handleSubmit((body) => save.mutate(body))} noValidate className="space-y-3" aria-label={lesson ? t("editLesson") : t("newLesson")}>
        <p className="text-sm font-semibold text-white">{lesson ? t("editLesson") : t("newLesson")}</p>
        {save.error ? <Alert tone="error">{errorText(save.error, { fallback: common("generic") })}</Alert> : null}
        <Field id={`${prefix}-title`} label={t("lessonTitle")} error={title.error}>
          <Input id={`${prefix}-title`} maxLength={200} {...title.control} {...register("title")} />
        </Field>
        <Field id={`${prefix}-description`} label={t("lessonDescription")} error={description.error}>
          <Textarea id={`${prefix}-description`} rows={2} maxLength={10_000} {...description.control} {...register("description")} />
        </Field>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id={`${prefix}-video`} label={t("videoUrl")} error={video.error}>
            <Input id={`${prefix}-video`} type="url" placeholder={t("videoPlaceholder")} {...video.control} {...register("videoUrl")} />
          </Field>
          <Field id={`${prefix}-code`} label={t("codeSourceUrl")} error={code.error}>
            <Input id={`${prefix}-code`} type="url" placeholder={t("codePlaceholder")} {...code.control} {...register("codeSourceUrl")} />
          </Field>
        </div>
        {lesson ? (
          <Field id={`${prefix}-order`} label={t("order")} error={order.error}>
            <Input id={`${prefix}-order`} type="number" min={0} step={1} {...order.control} {...register("order")} />
          </Field>
        ) : null}
        <FormActions size="sm" saving={save.isPending} onCancel={onCancel} />
      </form>
    </div>
  );
}
