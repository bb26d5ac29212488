"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/api/client";

/** Sends a review to the admins once; the button then says it was sent. */
export function ReportReviewButton({ reviewId }: { reviewId: string }) {
  const t = useTranslations("courses.reviews");
  const [sent, setSent] = useState(false);

  async function report() {
    const result = await apiFetch(`/api/course-ratings/${reviewId}/report`, { method: "POST" });
    if (!result.ok) {
      toast.error(result.message ?? t("failed"));
      return;
    }
    setSent(true);
    toast.success(t("reported"));
  }

  return (
    <button type="button" onClick={report} disabled={sent} className="min-h-11 text-xs text-gray-400 underline-offset-2 hover:text-white hover:underline disabled:no-underline disabled:opacity-70">
      {sent ? t("reported") : t("report")}
    </button>
  );
}
