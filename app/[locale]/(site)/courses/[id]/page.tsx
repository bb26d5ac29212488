import Link from "next/link";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { CourseActions } from "@/components/courses/course-actions";
import { CourseImage } from "@/components/courses/course-image";
import { CheckIcon, ChevronIcon, ClockIcon, StarIcon, UsersIcon } from "@/components/courses/icons";
import { CourseReviews } from "@/components/ratings/course-reviews";
import { LeaderboardCard } from "@/components/streaks/leaderboard-card";
import { pageCaller } from "@/lib/auth/page-caller";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { AppError } from "@/lib/errors/app-error";
import { findPageCourse } from "@/lib/courses/find-page-course";
import { learningOutcomeKey } from "@/lib/courses/learning-outcomes";
import type { CourseCard } from "@/lib/courses/shapes";
import { courseLabels } from "@/lib/courses/labels";
import { formatMoney } from "@/lib/format/money";
import { getCheckoutProviders } from "@/lib/payments/get-checkout-options";
import { paymentCard } from "@/lib/payments/payment-card";
import { findRatingPanel, type RatingPanel } from "@/lib/ratings/find-rating-panel";
import { findLeaderboard, type Leaderboard } from "@/lib/streaks/find-leaderboard";


// Rendered for its request, a student's too (never a shared shell, lib/cache/page-keys.ts): the
// enrol and continue panel is theirs from the page's first paint (issue 26 §1).
async function loadCourse(courseId: string): Promise<{ course: CourseCard; loggedIn: boolean; ratings: RatingPanel; leaderboard: Leaderboard | null }> {
  const caller = await pageCaller();
  try {
    const course = await findPageCourse(courseId);
    const [ratings, leaderboard] = await Promise.all([
      findRatingPanel({ caller, course }),
      caller && course.enrolled ? findLeaderboard({ caller, scope: { courseId: course.id } }) : null,
    ]);
    return { course, loggedIn: caller !== null, ratings, leaderboard };
  } catch (error) {
    if (error instanceof AppError && error.code === "course_not_found") notFound();
    throw error;
  }
}

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const course = await findPageCourse(id).catch(() => null);
  return { title: course?.title ?? (await getTranslations("courses"))("notFound") };
}

export default async function CoursePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { course, loggedIn, ratings, leaderboard } = await loadCourse(id);
  const t = await getTranslations("courses");
  const locale = (await getLocale()) === "ru" ? "ru" : "uz";
  const labels = courseLabels(course, t);
  const outcomeKey = learningOutcomeKey(course.title);
  // Item by item: precompiled messages (next.config.mjs) have no t.raw.
  let outcomes: string[] | null = null;
  if (outcomeKey !== "comingSoon") {
    outcomes = [];
    for (let i = 0; t.has(`outcomes.${outcomeKey}.${i}`); i++) outcomes.push(t(`outcomes.${outcomeKey}.${i}`));
  }

  const facts = [
    { icon: UsersIcon, label: t("detail.students"), value: String(course.enrolledStudents) },
    { icon: ClockIcon, label: t("detail.duration"), value: labels.durationText },
    { icon: StarIcon, label: t("detail.rating"), value: t("detail.ratingValue", { rating: course.rating.toFixed(1), count: course.totalRatings }) },
  ];

  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
      <nav className="mb-4 flex items-center gap-1 text-sm text-gray-400">
        <Link href="/courses" className="shrink-0 hover:text-white">
          {t("backToList")}
        </Link>
        <ChevronIcon className="size-4 shrink-0" />
        <span className="truncate text-gray-300">{course.title}</span>
      </nav>
      {/* On a phone the price and the enrol button come right after the description. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6 lg:col-start-1 lg:row-start-1">
          <div className="overflow-hidden rounded-2xl ring-1 ring-white/10">
            <CourseImage title={course.title} imageUrl={course.imageUrl} priority />
          </div>
          <div>
            <h1 className="text-2xl font-bold text-white sm:text-3xl">{course.title}</h1>
            <p className="mt-3 whitespace-pre-line leading-relaxed text-gray-300">{course.description}</p>
          </div>
        </div>
        <aside className="space-y-6 lg:sticky lg:top-6 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          <Card className="space-y-5">
            <div>
              <p className="text-xs text-gray-400">{t("detail.price")}</p>
              <p className="text-2xl font-bold text-brand-300" data-testid="course-price">
                {formatMoney(course.price, locale)}
              </p>
            </div>
            <div>
              <p className="text-xs text-gray-400">{t("detail.instructor")}</p>
              <p className="font-medium text-white">{course.instructor}</p>
            </div>
            <CourseActions course={course} priceText={formatMoney(course.price, locale)} durationText={labels.durationText} loggedIn={loggedIn} card={paymentCard()} providers={getCheckoutProviders()} />
          </Card>
          <Card>
            <h2 className="text-base font-semibold text-white">{t("detail.details")}</h2>
            <dl className="mt-3 divide-y divide-white/5 text-sm">
              <div className="flex items-center justify-between py-2.5">
                <dt className="text-gray-400">{t("detail.status")}</dt>
                <dd>
                  <Badge tone={course.status === "active" ? "success" : "neutral"}>{course.status === "active" ? t("detail.active") : t("detail.draft")}</Badge>
                </dd>
              </div>
              <div className="flex justify-between py-2.5">
                <dt className="text-gray-400">{t("detail.level")}</dt>
                <dd className="text-white">{labels.levelText}</dd>
              </div>
              <div className="flex justify-between py-2.5">
                <dt className="text-gray-400">{t("detail.category")}</dt>
                <dd className="text-white">{course.category || "-"}</dd>
              </div>
              <div className="flex justify-between py-2.5">
                <dt className="text-gray-400">{t("detail.modules")}</dt>
                <dd className="text-white">{course.modulesCount}</dd>
              </div>
            </dl>
          </Card>
        </aside>
        <div className="space-y-6 lg:col-start-1 lg:row-start-2">
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            {facts.map(({ icon: Icon, label, value }) => (
              // A <dl> group holds only its <dt> and <dd>: the icon sits inside the <dt>, placed on the left.
              <div key={label} className="relative rounded-xl bg-surface-raised p-4 pl-12 ring-1 ring-white/10">
                <dt className="text-xs text-gray-400">
                  <Icon aria-hidden className="absolute top-1/2 left-4 size-5 -translate-y-1/2 text-brand-400" />
                  {label}
                </dt>
                <dd className="text-sm font-medium text-white">{value}</dd>
              </div>
            ))}
          </dl>
          <Card>
            <h2 className="text-lg font-semibold text-white">{t("detail.learnTitle")}</h2>
            {outcomes ? (
              <ul className="mt-4 grid gap-3 sm:grid-cols-2">
                {outcomes.map((item) => (
                  <li key={item} className="flex items-start gap-3 text-sm text-gray-300">
                    <CheckIcon className="mt-0.5 size-4 shrink-0 text-brand-400" />
                    {item}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-sm text-gray-400">{t("detail.comingSoon")}</p>
            )}
          </Card>
          <CourseReviews courseId={course.id} panel={ratings} signedIn={loggedIn} />
          {leaderboard ? <LeaderboardCard board={leaderboard} /> : null}
        </div>
      </div>
    </main>
  );
}
