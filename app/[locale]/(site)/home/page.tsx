import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { CourseGrid } from "@/components/courses/course-grid";
import { toPricedCourses } from "@/components/courses/priced-courses";
import { ExternalIcon, UsersIcon } from "@/components/courses/icons";
import { pageCaller, rendersStudentShell } from "@/lib/auth/page-caller";
import { ServicesSection, WhyUsSection } from "@/components/home/home-sections";
import { buttonClass } from "@/components/ui/button";
import { findCourses } from "@/lib/courses/find-courses";
import { pageLocale } from "@/lib/i18n/page-locale";
import { CHANNEL_URL } from "@/lib/product";
import { ClientMessages } from "@/components/i18n/client-messages";

// Spec §9: the home page previews the first 3 courses.
const PREVIEW_COURSES = 3;

export async function generateMetadata() {
  const t = await getTranslations("home");
  return { title: t("title") };
}

export default async function HomePage() {
  const t = await getTranslations("home");
  const [caller, studentShell, locale] = await Promise.all([pageCaller(), rendersStudentShell(), pageLocale()]);
  const courses = await findCourses({ caller, locale, limit: PREVIEW_COURSES });
  return (
    <main className="mx-auto w-full max-w-6xl space-y-14 px-4 py-6 sm:px-6 lg:py-10">
      <section className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700/40 via-surface-raised to-sky-900/40 px-6 py-12 ring-1 ring-white/10 sm:px-10 sm:py-16">
        <p className="inline-flex rounded-full bg-white/5 px-3 py-1 text-xs font-medium text-brand-300 ring-1 ring-white/10">{t("hero.badge")}</p>
        <h1 className="mt-5 max-w-2xl text-3xl font-extrabold leading-tight text-white sm:text-5xl">{t("hero.title")}</h1>
        <p className="mt-4 max-w-2xl text-base leading-relaxed text-gray-300 sm:text-lg">{t("hero.subtitle")}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <a href={CHANNEL_URL} target="_blank" rel="noopener noreferrer" className={buttonClass("primary", "lg")}>
            {t("hero.channel")}
            <ExternalIcon className="size-4" />
          </a>
          <Link href="/offline" className={buttonClass("secondary", "lg")}>
            <UsersIcon className="size-5" />
            {t("hero.students")}
          </Link>
          <Link href="/courses" className={buttonClass("ghost", "lg")}>
            {t("hero.courses")}
          </Link>
        </div>
      </section>

      <section aria-labelledby="home-courses" className="space-y-5">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="home-courses" className="text-xl font-bold text-white sm:text-2xl">
              {t("courses.title")}
            </h2>
            <p className="mt-1 text-sm text-gray-400">{t("courses.subtitle")}</p>
          </div>
          <Link href="/courses" className="text-sm font-medium text-brand-300 hover:underline">
            {t("courses.all")}
          </Link>
        </div>
        <ClientMessages paths={["courses.card", "courses.locked"]}>
          <CourseGrid courses={await toPricedCourses(courses)} loggedIn={caller !== null || studentShell} pendingViewer={studentShell} guarded={false} />
        </ClientMessages>
      </section>

      <ServicesSection />
      <WhyUsSection />
    </main>
  );
}
