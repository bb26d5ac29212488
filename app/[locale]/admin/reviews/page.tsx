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

// The admin layout has checked the role before this renders; the admin socket's `review:new` keeps the list live.
export default async function AdminReviewsPage() {
  const caller = (await pageCaller())!;
  const [queue, counts] = await Promise.all([findReviewQueue({ caller, locale: await pageLocale() }), findMentorCounts()]);
  return <ReviewQueue initial={JSON.parse(JSON.stringify(queue))} counts={counts.mentors} reviewsPath="/admin/reviews" />;
}
