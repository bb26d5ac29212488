"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { useMutation } from "@tanstack/react-query";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormActions } from "@/components/admin/shared/form-actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, Input, Select, Textarea } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { COURSE_HOURS_MAX, courseFormBody } from "@/lib/courses/admin/course-form";
import { COURSE_LEVELS, MAX_DURATION_WEEKS } from "@/lib/courses/labels";
import type { CmsCourse } from "./types";
import { useErrorOf } from "@/components/admin/shared/field-error";
import { coursePath, useRefreshCourses } from "./use-courses";
import { apiCall, errorText } from "@/lib/api/client";

type Props = { course: CmsCourse | null; courses: CmsCourse[]; onClose: () => void; onSaved: (message: string) => void };

const IMAGE_TYPES = "image/png,image/jpeg,image/webp,image/gif";
const TEXT_FIELDS = ["title", "titleRu", "description", "descriptionRu", "instructor", "price", "duration", "level", "category", "prerequisiteId", "prerequisiteRule", "watchThreshold", "hours"] as const;

/** What the admin types; `tags` comma-separated (spec §2), the image a chosen file. */
type CourseFormValues = Record<(typeof TEXT_FIELDS)[number] | "tags", string> & { image: File | null; removeImage: boolean };

/** The multipart fields the form sends: exactly what `courseFormBody` parses on the server. */
function toMultipart(values: CourseFormValues): Record<string, string | File> {
  const fields: Record<string, string | File> = {};
  for (const key of TEXT_FIELDS) fields[key] = values[key].trim();
  // Spec §2: tags are typed comma-separated and travel as a JSON text array.
  fields.tags = JSON.stringify([...new Set(values.tags.split(",").map((tag) => tag.trim()).filter(Boolean))]);
  if (values.image) fields.imageUrl = values.image;
  else if (values.removeImage) fields.removeImage = "1";
  return fields;
}

// The lib schema checks the very fields that will be sent; its errors are named by those fields.
const parseCourseForm = zodResolver(courseFormBody);
const resolver: Resolver<CourseFormValues> = async (values, context, options) => {
  const result = await parseCourseForm(toMultipart(values), context, options as unknown as Parameters<typeof parseCourseForm>[2]);
  return Object.keys(result.errors).length > 0 ? { values: {}, errors: result.errors } : { values, errors: {} };
};

/** Add (course = null) or edit a course; sent as multipart so the image travels with it. */
export function CourseFormModal({ course, courses, onClose, onSaved }: Props) {
  const t = useTranslations("admin.courses");
  const common = useTranslations("admin.common");
  const refresh = useRefreshCourses();
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors },
  } = useForm<CourseFormValues>({
    resolver,
    shouldFocusError: false,
    defaultValues: {
      // The stored texts: title and description are the reader's language, the form edits each one.
      title: course?.titleUz ?? "",
      titleRu: course?.titleRu ?? "",
      description: course?.descriptionUz ?? "",
      descriptionRu: course?.descriptionRu ?? "",
      instructor: course?.instructor ?? "",
      price: course ? String(course.price) : "",
      duration: course ? String(course.durationWeeks) : "",
      level: course?.levelKey ?? "beginner",
      category: course?.category ?? "",
      tags: course?.tags.join(", ") ?? "",
      prerequisiteId: course?.prerequisiteId ?? "",
      prerequisiteRule: course?.prerequisiteRule ?? "bought",
      watchThreshold: String(course?.watchThreshold ?? 80),
      hours: course?.hours === null || course?.hours === undefined ? "" : String(course.hours),
      image: null,
      removeImage: false,
    },
  });
  const errorOf = useErrorOf(errors);
  const save = useMutation({
    mutationFn: (values: CourseFormValues) => {
      const data = new FormData();
      for (const [key, value] of Object.entries(toMultipart(values))) data.set(key, value);
      return apiCall(course ? coursePath(course.id) : "/api/admin/courses", { method: course ? "PUT" : "POST", body: data });
    },
    onSuccess: () => {
      void refresh();
      onSaved(course ? t("updated") : t("added"));
    },
  });
  // Any other live course may be the prerequisite; the server refuses one that closes a loop.
  const prerequisiteOptions = courses.filter((other) => other.id !== course?.id);
  const file = useWatch({ control, name: "image" });
  const removeImage = useWatch({ control, name: "removeImage" });
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const shownImage = preview ?? (removeImage ? null : (course?.imageUrl ?? null));
  const fields = {
    title: errorOf("title", "course-title"),
    titleRu: errorOf("titleRu", "course-title-ru"),
    description: errorOf("description", "course-description"),
    descriptionRu: errorOf("descriptionRu", "course-description-ru"),
    instructor: errorOf("instructor", "course-instructor"),
    price: errorOf("price", "course-price"),
    duration: errorOf("duration", "course-duration"),
    level: errorOf("level", "course-level"),
    category: errorOf("category", "course-category"),
    tags: errorOf("tags", "course-tags"),
    prerequisiteId: errorOf("prerequisiteId", "course-prerequisite"),
    prerequisiteRule: errorOf("prerequisiteRule", "course-prerequisite-rule"),
    watchThreshold: errorOf("watchThreshold", "course-watch-threshold"),
    hours: errorOf("hours", "course-hours"),
  };

  return (
    <Modal open onClose={onClose} title={course ? t("editTitle") : t("addTitle")} className="max-w-2xl">
      <form onSubmit={handleSubmit((values) => save.mutate(values))} noValidate className="space-y-4">
        {save.error ? <Alert tone="error">{errorText(save.error, { fallback: course ? t("updateError") : t("addError"), network: common("network") })}</Alert> : null}
        <Field id="course-title" label={t("fieldTitle")} error={fields.title.error}>
          <Input id="course-title" maxLength={200} {...fields.title.control} {...register("title")} />
        </Field>
        <Field id="course-title-ru" label={t("fieldTitleRu")} hint={t("russianHint")} error={fields.titleRu.error}>
          <Input id="course-title-ru" lang="ru" maxLength={200} {...fields.titleRu.control} {...register("titleRu")} />
        </Field>
        <Field id="course-description" label={t("fieldDescription")} error={fields.description.error}>
          <Textarea id="course-description" rows={3} maxLength={5000} {...fields.description.control} {...register("description")} />
        </Field>
        <Field id="course-description-ru" label={t("fieldDescriptionRu")} error={fields.descriptionRu.error}>
          <Textarea id="course-description-ru" lang="ru" rows={3} maxLength={5000} {...fields.descriptionRu.control} {...register("descriptionRu")} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="course-instructor" label={t("fieldInstructor")} error={fields.instructor.error}>
            <Input id="course-instructor" maxLength={200} {...fields.instructor.control} {...register("instructor")} />
          </Field>
          <Field id="course-price" label={t("fieldPrice")} error={fields.price.error}>
            <Input id="course-price" type="number" min={0} step={1} inputMode="numeric" placeholder="500000" {...fields.price.control} {...register("price")} />
          </Field>
          <Field id="course-duration" label={t("fieldDuration")} error={fields.duration.error}>
            <Input
              id="course-duration"
              type="number"
              min={1}
              max={MAX_DURATION_WEEKS}
              step={1}
              inputMode="numeric"
              placeholder="8"
              {...fields.duration.control}
              {...register("duration")}
            />
          </Field>
          <Field id="course-level" label={t("fieldLevel")} error={fields.level.error}>
            <Select id="course-level" {...fields.level.control} {...register("level")}>
              {COURSE_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {t(`levels.${level}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="course-category" label={t("fieldCategory")} error={fields.category.error}>
            <Input id="course-category" maxLength={100} {...fields.category.control} {...register("category")} />
          </Field>
          <Field id="course-tags" label={t("fieldTags")} error={fields.tags.error}>
            <Input id="course-tags" placeholder={t("tagsPlaceholder")} {...fields.tags.control} {...register("tags")} />
          </Field>
        </div>
        <Field id="course-prerequisite" label={t("fieldPrerequisite")} hint={t("prerequisiteHint")} error={fields.prerequisiteId.error}>
          <Select id="course-prerequisite" {...fields.prerequisiteId.control} {...register("prerequisiteId")}>
            <option value="">{t("noPrerequisite")}</option>
            {prerequisiteOptions.map((other) => (
              <option key={other.id} value={other.id}>
                {other.title}
              </option>
            ))}
          </Select>
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="course-prerequisite-rule" label={t("fieldPrerequisiteRule")} error={fields.prerequisiteRule.error}>
            <Select id="course-prerequisite-rule" {...fields.prerequisiteRule.control} {...register("prerequisiteRule")}>
              <option value="bought">{t("prerequisiteBought")}</option>
              <option value="finished">{t("prerequisiteFinished")}</option>
            </Select>
          </Field>
          <Field id="course-watch-threshold" label={t("fieldWatchThreshold")} hint={t("watchThresholdHint")} error={fields.watchThreshold.error}>
            <Input id="course-watch-threshold" type="number" inputMode="numeric" min={50} max={100} {...fields.watchThreshold.control} {...register("watchThreshold")} />
          </Field>
        </div>
        <Field id="course-hours" label={t("fieldHours")} hint={t("hoursHint")} error={fields.hours.error}>
          <Input id="course-hours" type="number" inputMode="numeric" min={1} max={COURSE_HOURS_MAX} {...fields.hours.control} {...register("hours")} />
        </Field>
        <Field id="course-image" label={t("fieldImage")} hint={t("imageHint")}>
          <input
            id="course-image"
            type="file"
            accept={IMAGE_TYPES}
            onChange={(event) => {
              setValue("image", event.target.files?.[0] ?? null);
              setValue("removeImage", false);
            }}
            className="block w-full text-sm text-gray-300 file:mr-3 file:rounded-lg file:border-0 file:bg-surface-overlay file:px-3 file:py-2 file:text-sm file:font-medium file:text-gray-100 hover:file:bg-gray-700"
          />
        </Field>
        {shownImage ? (
          <div className="flex items-end gap-3">
            <img src={shownImage} alt={t("imagePreview")} className="h-28 w-44 rounded-lg object-cover ring-1 ring-white/10" />
            {course?.imageUrl && !file ? (
              <Button size="sm" variant="ghost" onClick={() => setValue("removeImage", true)}>
                {t("removeImage")}
              </Button>
            ) : null}
          </div>
        ) : null}
        <FormActions saving={save.isPending} onCancel={onClose} className="pt-2" />
      </form>
    </Modal>
  );
}
