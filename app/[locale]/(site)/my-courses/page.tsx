import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { MyCertificates } from "@/components/certificates/my-certificates";
import { EnrolledCourseCard } from "@/components/courses/enrolled-course-card";
import { LoginPrompt } from "@/components/courses/login-prompt";
import { PageHeading } from "@/components/courses/page-heading";
import { StreakFigures } from "@/components/streaks/streak-summary";
import { pageCaller } from "@/lib/auth/page-caller";
import { Card } from "@/components/ui/card";
import { findMyCertificates, type MyCertificate } from "@/lib/certificates/find-my-certificates";
import type { CourseCard } from "@/lib/courses/shapes";
import { findEnrolledCourses } from "@/lib/courses/find-enrolled-courses";
import { pageLocale } from "@/lib/i18n/page-locale";
import { findStudentActivity } from "@/lib/streaks/find-student-activity";

export async function generateMetadata() {
  const t = await getTranslations("myCourses");
  return { title: t("title") };
}

export default async function MyCoursesPage() {
  const t = await getTranslations("myCourses");
  const caller = await pageCaller();
  const locale = await pageLocale();
  const [courses, certificates, activity] = caller
    ? await Promise.all([
        findEnrolledCourses({ caller, locale }),
        findMyCertificates({ caller, locale }),
        caller.role === "student" || caller.role === "student_offline" ? findStudentActivity({ userId: caller.id }) : null,
      ])
    : [[] as CourseCard[], [] as MyCertificate[], null];
  const tStreaks = await getTranslations("streaks");
  return (
    <main className="mx-auto w-full max-w-6xl space-y-8 px-4 py-6 sm:px-6 lg:py-10">
      <PageHeading
        title={t("title")}
        subtitle={t("subtitle")}
        action={
          <Link href="/courses" className="text-sm font-medium text-brand-300 hover:underline">
            {t("all")}
          </Link>
        }
      />
      {activity ? (
        <section aria-labelledby="my-activity" className="mb-6">
          <h2 id="my-activity" className="sr-only">
            {tStreaks("summaryTitle")}
          </h2>
          <StreakFigures activity={activity} />
        </section>
      ) : null}
      {!caller ? (
        <LoginPrompt message={t("loginRequired")} action={t("login")} />
      ) : courses.length === 0 ? (
        <Card className="py-12 text-center text-gray-400">{t("empty")}</Card>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {courses.map((course) => (
            <li key={course.id}>
              <EnrolledCourseCard course={course} />
            </li>
          ))}
        </ul>
      )}
      <MyCertificates certificates={certificates} />
    </main>
  );
}
