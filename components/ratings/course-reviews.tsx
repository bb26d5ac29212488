import { getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { formatShortDate } from "@/lib/format/date";
import type { RatingPanel } from "@/lib/ratings/find-rating-panel";
import { RateCourseForm } from "./rate-course-form";
import { ReportReviewButton } from "./report-review-button";

/** Stars as a row of ★ and ☆ for the eye, and "4 / 5" in words for a screen reader. */
function Stars({ stars, label }: { stars: number; label: string }) {
  return (
    <span className="inline-flex items-center gap-1">
      <span aria-hidden className="tracking-tight text-amber-300">
        {"★".repeat(stars)}
        <span className="text-gray-600">{"☆".repeat(5 - stars)}</span>
      </span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** The course page's ratings: the student's own form (once half the course is done) and the latest reviews. */
export async function CourseReviews({ courseId, panel, signedIn }: { courseId: string; panel: RatingPanel; signedIn: boolean }) {
  const t = await getTranslations("courses.reviews");
  return (
    <Card className="space-y-5" data-testid="course-reviews">
      <h2 className="text-lg font-semibold text-white">{t("title")}</h2>
      {panel.mine ? (
        panel.mine.allowed ? (
          <div className="space-y-3 rounded-xl bg-surface p-4 ring-1 ring-white/10">
            <h3 className="text-sm font-semibold text-white">{panel.mine.own ? t("yours", { stars: panel.mine.own.stars }) : t("rateTitle")}</h3>
            <RateCourseForm courseId={courseId} own={panel.mine.own} />
          </div>
        ) : (
          <p className="text-sm text-gray-400">{t("locked")}</p>
        )
      ) : null}
      {panel.reviews.length === 0 ? (
        <p className="text-sm text-gray-400">{t("empty")}</p>
      ) : (
        <ul className="divide-y divide-white/5">
          {panel.reviews.map((review) => (
            <li key={review.id} className="space-y-1.5 py-3 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <span className="font-medium text-white">{review.firstName}</span>
                <Stars stars={review.stars} label={t("starsOf", { stars: review.stars })} />
                <span className="text-xs text-gray-500">{formatShortDate(review.updatedAt)}</span>
              </div>
              {/* Plain text: React writes it as text, line breaks kept. */}
              <p className="whitespace-pre-line break-words text-sm text-gray-300">{review.review}</p>
              {signedIn ? <ReportReviewButton reviewId={review.id} /> : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
