import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { ReviewQueue } from "@/components/review/review-queue";
import { pageCaller } from "@/lib/auth/page-caller";
import { pageLocale } from "@/lib/i18n/page-locale";
import { findReviewQueue } from "@/lib/review/find-review-queue";

export async function generateMetadata() {
  const t = await getTranslations("review.queue");
  return { title: t("title") };
}

// The projects of the teacher's groups' students waiting for review (issue 41).
export default async function TeachReviewsPage() {
  const caller = await pageCaller();
  if (caller?.role !== "teacher") redirect("/");
  const queue = await findReviewQueue({ caller, locale: await pageLocale() });
  return <ReviewQueue items={queue.items} hrefOf={reviewHref} />;
}

function reviewHref(id: string): string {
  return `/teach/reviews/${id}`;
}
