"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, Textarea } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/api/client";

const STARS = [1, 2, 3, 4, 5] as const;
const REVIEW_MAX_LENGTH = 500;

/** The student's own rating of a course: 1–5 stars (radio buttons, each named) and a short review. */
export function RateCourseForm({ courseId, own }: { courseId: string; own: { stars: number; review: string } | null }) {
  const t = useTranslations("courses.reviews");
  const router = useRouter();
  const reviewId = useId();
  const [stars, setStars] = useState<number | null>(own?.stars ?? null);
  const [review, setReview] = useState(own?.review ?? "");
  const [state, setState] = useState<{ phase: "idle" | "saving" } | { phase: "failed"; message: string }>({ phase: "idle" });

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (stars === null) {
      setState({ phase: "failed", message: t("pickStars") });
      return;
    }
    setState({ phase: "saving" });
    const result = await apiFetch(`/api/courses/${courseId}/rating`, { method: "PUT", json: { stars, review } });
    if (!result.ok) {
      setState({ phase: "failed", message: result.message ?? t("failed") });
      return;
    }
    setState({ phase: "idle" });
    toast.success(t("saved"));
    router.refresh();
  }

  return (
    <form onSubmit={submit} className="space-y-4" data-testid="rate-course">
      <fieldset>
        <legend className="text-sm font-medium text-gray-300">{t("starsLegend")}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {STARS.map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-1.5 rounded-lg px-3 ring-1 ring-white/15 has-[:checked]:bg-brand-600/30 has-[:checked]:ring-brand-400 has-[:focus-visible]:ring-2"
            >
              <input type="radio" name="stars" value={value} checked={stars === value} onChange={() => setStars(value)} className="size-4 accent-brand-500" />
              <span aria-hidden className="text-amber-300">★</span>
              <span className="text-sm text-white">{t("starOption", { count: value })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <Field id={reviewId} label={t("reviewLabel")} hint={t("reviewHint", { max: REVIEW_MAX_LENGTH })}>
        <Textarea id={reviewId} rows={3} maxLength={REVIEW_MAX_LENGTH} value={review} onChange={(event) => setReview(event.target.value)} />
      </Field>
      {state.phase === "failed" ? <Alert tone="error">{state.message}</Alert> : null}
      <Button type="submit" disabled={state.phase === "saving"}>
        {own ? t("change") : t("save")}
      </Button>
    </form>
  );
}
