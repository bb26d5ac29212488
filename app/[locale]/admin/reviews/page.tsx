import { getTranslations } from "next-intl/server";
import { ReviewQueue } from "@/components/review/review-queue";
import { pageCaller } from "@/lib/auth/page-caller";
import { pageLocale } from "@/lib/i18n/page-locale";
import { findMentorCounts } from "@/lib/review/find-mentor-counts";
import { findReviewQueue } from "@/lib/review/find-review-queue";

export async function generateMetadata() {
  const t = await getTranslations("review.queue");
  return { title: t("title") };
}

// The admin layout has checked the role before this renders.
export default async function AdminReviewsPage() {
  const caller = (await pageCaller())!;
  const [queue, counts] = await Promise.all([findReviewQueue({ caller, locale: await pageLocale() }), findMentorCounts()]);
  return <ReviewQueue items={queue.items} counts={counts.mentors} hrefOf={reviewHref} />;
}

function reviewHref(id: string): string {
  return `/admin/reviews/${id}`;
}
