"use client";

import { useTranslations } from "next-intl";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormActions } from "@/components/admin/shared/form-actions";
import { Alert } from "@/components/ui/alert";
import { Field, Input, Textarea } from "@/components/ui/field";
import { moduleUpdateBody, type ModuleUpdateInput } from "@/lib/courses/admin/module-form";
import { apiCall, errorText } from "@/lib/api/client";
import type { CmsModule } from "./types";
import { useErrorOf } from "@/components/admin/shared/field-error";
import { modulePath, useRefreshCourses } from "./use-courses";

type Props = { courseId: string; module: CmsModule | null; onCancel: () => void; onSaved: (text: string) => void };

/** Add (module = null) or edit a module; only an edit asks for the order. */
export function ModuleForm({ courseId, module, onCancel, onSaved }: Props) {
  const t = useTranslations("admin.courseDetail");
  const common = useTranslations("admin.common");
  const refresh = useRefreshCourses();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(moduleUpdateBody),
    shouldFocusError: false,
    defaultValues: { title: module?.title ?? "", description: module?.description ?? "", order: module ? String(module.order) : undefined },
  });
  const errorOf = useErrorOf(errors);
  const save = useMutation({
    mutationFn: (body: ModuleUpdateInput) => apiCall(modulePath(courseId, module?.id), { method: module ? "PUT" : "POST", json: body }),
    onSuccess: async () => {
      await refresh();
      onSaved(module ? t("moduleUpdated") : t("moduleAdded"));
    },
  });
  const prefix = module ? `module-${module.id}` : "module-new";
  const title = errorOf("title", `${prefix}-title`);
  const description = errorOf("description", `${prefix}-description`);
  const order = errorOf("order", `${prefix}-order`);

  return (
    <div className="rounded-xl bg-surface-overlay/60 p-4 ring-1 ring-white/10">
      <form onSubmit={handleSubmit((body) => save.mutate(body))} noValidate className="space-y-3" aria-label={module ? t("editModule") : t("newModule")}>
        <p className="text-sm font-semibold text-white">{module ? t("editModule") : t("newModule")}</p>
        {save.error ? <Alert tone="error">{errorText(save.error, { fallback: common("generic") })}</Alert> : null}
        <Field id={`${prefix}-title`} label={t("moduleTitle")} error={title.error}>
          <Input id={`${prefix}-title`} maxLength={200} {...title.control} {...register("title")} />
        </Field>
        <Field id={`${prefix}-description`} label={t("moduleDescription")} error={description.error}>
          <Textarea id={`${prefix}-description`} rows={2} maxLength={5000} {...description.control} {...register("description")} />
        </Field>
        {module ? (
          <Field id={`${prefix}-order`} label={t("order")} error={order.error}>
            <Input id={`${prefix}-order`} type="number" min={0} step={1} {...order.control} {...register("order")} />
          </Field>
        ) : null}
        <FormActions size="sm" saving={save.isPending} onCancel={onCancel} />
      </form>
    </div>
  );
}
