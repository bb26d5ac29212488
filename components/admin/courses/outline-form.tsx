"use client";

import { useTranslations } from "next-intl";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { FormActions } from "@/components/admin/shared/form-actions";
import { Alert } from "@/components/ui/alert";
import { Field, Input, Textarea } from "@/components/ui/field";
import { apiCall, errorText } from "@/lib/api/client";
import { lessonUpdateBody } from "@/lib/courses/admin/lesson-form";
import { moduleUpdateBody } from "@/lib/courses/admin/module-form";
import type { CmsLesson, CmsModule } from "./types";
import { useErrorOf } from "@/components/admin/shared/field-error";
import { lessonPath, modulePath, useRefreshCourses } from "./use-courses";

type Props = { onCancel: () => void; onSaved: (text: string) => void } & (
  | { kind: "module"; courseId: string; module: CmsModule | null }
  | { kind: "lesson"; moduleId: string; lesson: CmsLesson | null }
);

// A lesson's fields are a module's and its two links; each is checked by its own lib schema.
type Values = z.input<typeof lessonUpdateBody>;
const resolvers = {
  module: zodResolver(moduleUpdateBody),
  lesson: zodResolver(lessonUpdateBody),
};

/** Add (no module or lesson) or edit a module or a lesson of the course outline; only an edit asks for the order. */
export function OutlineForm(props: Props) {
  const t = useTranslations("admin.courseDetail");
  const common = useTranslations("admin.common");
  const refresh = useRefreshCourses();
  const lesson = props.kind === "lesson" ? props.lesson : null;
  const item = props.kind === "lesson" ? props.lesson : props.module;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof moduleUpdateBody>>({
    resolver: resolvers[props.kind],
    shouldFocusError: false,
    defaultValues: {
      // The stored texts: title and description are the reader's language, the form edits each one.
      title: item?.titleUz ?? "",
      titleRu: item?.titleRu ?? "",
      description: item?.descriptionUz ?? "",
      descriptionRu: item?.descriptionRu ?? "",
      ...(props.kind === "lesson" ? { videoUrl: lesson?.videoUrl ?? "", codeSourceUrl: lesson?.codeSourceUrl ?? "" } : {}),
      order: item ? String(item.order) : undefined,
    },
  });
  const errorOf = useErrorOf(errors);
  const path = props.kind === "lesson" ? lessonPath(props.moduleId, props.lesson?.id) : modulePath(props.courseId, props.module?.id);
  const words =
    props.kind === "lesson"
      ? {
          heading: item ? t("editLesson") : t("newLesson"),
          saved: item ? t("lessonUpdated") : t("lessonAdded"),
          title: t("lessonTitle"),
          titleRu: t("lessonTitleRu"),
          description: t("lessonDescription"),
          descriptionRu: t("lessonDescriptionRu"),
        }
      : {
          heading: item ? t("editModule") : t("newModule"),
          saved: item ? t("moduleUpdated") : t("moduleAdded"),
          title: t("moduleTitle"),
          titleRu: t("moduleTitleRu"),
          description: t("moduleDescription"),
          descriptionRu: t("moduleDescriptionRu"),
        };
  const save = useMutation({
    mutationFn: (body: z.output<typeof moduleUpdateBody>) => apiCall(path, { method: item ? "PUT" : "POST", json: body }),
    onSuccess: async () => {
      await refresh();
      props.onSaved(words.saved);
    },
  });
  const prefix = props.kind === "lesson" ? (props.lesson ? `lesson-${props.lesson.id}` : `lesson-new-${props.moduleId}`) : props.module ? `module-${props.module.id}` : "module-new";
  const title = errorOf("title", `${prefix}-title`);
  const titleRu = errorOf("titleRu", `${prefix}-title-ru`);
  const description = errorOf("description", `${prefix}-description`);
  const descriptionRu = errorOf("descriptionRu", `${prefix}-description-ru`);
  const descriptionMax = props.kind === "lesson" ? 10_000 : 5000;
  const video = errorOf("videoUrl", `${prefix}-video`);
  const code = errorOf("codeSourceUrl", `${prefix}-code`);
  const order = errorOf("order", `${prefix}-order`);

  return (
    <div className="rounded-xl bg-surface-overlay/60 p-4 ring-1 ring-white/10">
      <form onSubmit={handleSubmit((body) => save.mutate(body))} noValidate className="space-y-3" aria-label={words.heading}>
        <p className="text-sm font-semibold text-white">{words.heading}</p>
        {save.error ? <Alert tone="error">{errorText(save.error, { fallback: common("generic") })}</Alert> : null}
        <Field id={`${prefix}-title`} label={words.title} error={title.error}>
          <Input id={`${prefix}-title`} maxLength={200} {...title.control} {...register("title")} />
        </Field>
        <Field id={`${prefix}-title-ru`} label={words.titleRu} error={titleRu.error}>
          <Input id={`${prefix}-title-ru`} lang="ru" maxLength={200} {...titleRu.control} {...register("titleRu")} />
        </Field>
        <Field id={`${prefix}-description`} label={words.description} error={description.error}>
          <Textarea id={`${prefix}-description`} rows={2} maxLength={descriptionMax} {...description.control} {...register("description")} />
        </Field>
        <Field id={`${prefix}-description-ru`} label={words.descriptionRu} error={descriptionRu.error}>
          <Textarea id={`${prefix}-description-ru`} lang="ru" rows={2} maxLength={descriptionMax} {...descriptionRu.control} {...register("descriptionRu")} />
        </Field>
        {props.kind === "lesson" ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <Field id={`${prefix}-video`} label={t("videoUrl")} error={video.error}>
              <Input id={`${prefix}-video`} type="url" placeholder={t("videoPlaceholder")} {...video.control} {...register("videoUrl")} />
            </Field>
            <Field id={`${prefix}-code`} label={t("codeSourceUrl")} error={code.error}>
              <Input id={`${prefix}-code`} type="url" placeholder={t("codePlaceholder")} {...code.control} {...register("codeSourceUrl")} />
            </Field>
          </div>
        ) : null}
        {item ? (
          <Field id={`${prefix}-order`} label={t("order")} error={order.error}>
            <Input id={`${prefix}-order`} type="number" min={0} step={1} {...order.control} {...register("order")} />
          </Field>
        ) : null}
        <FormActions size="sm" saving={save.isPending} onCancel={props.onCancel} />
      </form>
    </div>
  );
}
