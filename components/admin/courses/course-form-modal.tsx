"use client";

import { useEffect, useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { FormActions } from "@/components/admin/shared/form-actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, Input, Select, Textarea } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { apiFetch } from "@/lib/api/client";
import { COURSE_LEVELS, type CmsCourse } from "./types";

type Props = { course: CmsCourse | null; courses: CmsCourse[]; onClose: () => void; onSaved: (message: string) => void };

const IMAGE_TYPES = "image/png,image/jpeg,image/webp,image/gif";

/** Add (course = null) or edit a course; sent as multipart so the image travels with it. */
export function CourseFormModal({ course, courses, onClose, onSaved }: Props) {
  const t = useTranslations("admin.courses");
  const common = useTranslations("admin.common");
  const [form, setForm] = useState({
    title: course?.title ?? "",
    description: course?.description ?? "",
    instructor: course?.instructor ?? "",
    price: course ? String(course.price) : "",
    duration: course ? String(course.durationWeeks) : "",
    level: course?.level ?? "beginner",
    category: course?.category ?? "",
    tags: course?.tags.join(", ") ?? "",
    prerequisiteId: course?.prerequisiteId ?? "",
  });
  // Any other live course may be the prerequisite; the server refuses one that closes a loop.
  const prerequisiteOptions = courses.filter((other) => other.id !== course?.id);
  const [file, setFile] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const set = (key: keyof typeof form) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [key]: event.target.value }));
  const shownImage = preview ?? (removeImage ? null : course?.imageUrl ?? null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { title, description, instructor, price, duration } = form;
    if ([title, description, instructor, price, duration].some((value) => value.trim() === "")) return setError(t("required"));
    if (!/^\d+$/.test(price.trim())) return setError(t("priceMin"));
    const data = new FormData();
    for (const key of ["title", "description", "instructor", "price", "duration", "level", "category", "prerequisiteId"] as const) data.set(key, form[key].trim());
    // Spec §2: tags are typed comma-separated and travel as a JSON text array.
    const tags = [...new Set(form.tags.split(",").map((tag) => tag.trim()).filter(Boolean))];
    data.set("tags", JSON.stringify(tags));
    if (file) data.set("imageUrl", file);
    else if (removeImage) data.set("removeImage", "1");
    setSaving(true);
    setError(null);
    const result = await apiFetch(course ? `/api/admin/courses/${encodeURIComponent(course.id)}` : "/api/admin/courses", {
      method: course ? "PUT" : "POST",
      body: data,
    });
    setSaving(false);
    if (result.ok) return onSaved(course ? t("updated") : t("added"));
    setError(result.status === 0 ? common("network") : result.message ?? (course ? t("updateError") : t("addError")));
  }

  return (
    <Modal open onClose={onClose} title={course ? t("editTitle") : t("addTitle")} className="max-w-2xl">
      <form onSubmit={submit} noValidate className="space-y-4">
        {error ? <Alert tone="error">{error}</Alert> : null}
        <Field id="course-title" label={t("fieldTitle")}>
          <Input id="course-title" value={form.title} onChange={set("title")} />
        </Field>
        <Field id="course-description" label={t("fieldDescription")}>
          <Textarea id="course-description" value={form.description} onChange={set("description")} rows={3} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="course-instructor" label={t("fieldInstructor")}>
            <Input id="course-instructor" value={form.instructor} onChange={set("instructor")} />
          </Field>
          <Field id="course-price" label={t("fieldPrice")}>
            <Input id="course-price" type="number" min={0} step={1} inputMode="numeric" placeholder="500000" value={form.price} onChange={set("price")} />
          </Field>
          <Field id="course-duration" label={t("fieldDuration")}>
            <Input id="course-duration" type="number" min={1} max={104} step={1} inputMode="numeric" placeholder="8" value={form.duration} onChange={set("duration")} />
          </Field>
          <Field id="course-level" label={t("fieldLevel")}>
            <Select id="course-level" value={form.level} onChange={set("level")}>
              {COURSE_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {t(`levels.${level}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="course-category" label={t("fieldCategory")}>
            <Input id="course-category" value={form.category} onChange={set("category")} />
          </Field>
          <Field id="course-tags" label={t("fieldTags")}>
            <Input id="course-tags" placeholder={t("tagsPlaceholder")} value={form.tags} onChange={set("tags")} />
          </Field>
        </div>
        <Field id="course-prerequisite" label={t("fieldPrerequisite")} hint={t("prerequisiteHint")}>
          <Select id="course-prerequisite" value={form.prerequisiteId} onChange={set("prerequisiteId")}>
            <option value="">{t("noPrerequisite")}</option>
            {prerequisiteOptions.map((other) => (
              <option key={other.id} value={other.id}>
                {other.title}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="course-image" label={t("fieldImage")} hint={t("imageHint")}>
          <input
            id="course-image"
            type="file"
            accept={IMAGE_TYPES}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setRemoveImage(false);
            }}
            className="block w-full text-sm text-gray-300 file:mr-3 file:rounded-lg file:border-0 file:bg-surface-overlay file:px-3 file:py-2 file:text-sm file:font-medium file:text-gray-100 hover:file:bg-gray-700"
          />
        </Field>
        {shownImage ? (
          <div className="flex items-end gap-3">
            <img src={shownImage} alt={t("imagePreview")} className="h-28 w-44 rounded-lg object-cover ring-1 ring-white/10" />
            {course?.imageUrl && !file ? (
              <Button size="sm" variant="ghost" onClick={() => setRemoveImage(true)}>
                {t("removeImage")}
              </Button>
            ) : null}
          </div>
        ) : null}
        <FormActions saving={saving} onCancel={onClose} className="pt-2" />
      </form>
    </Modal>
  );
}
