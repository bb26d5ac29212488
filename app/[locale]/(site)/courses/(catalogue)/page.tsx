import { getTranslations } from "next-intl/server";
import { CatalogueSections } from "@/components/courses/catalogue-sections";
import { CourseGrid } from "@/components/courses/course-grid";
import { toPricedCourses } from "@/components/courses/priced-courses";
import { PageHeading } from "@/components/courses/page-heading";
import { pageCaller, rendersStudentShell } from "@/lib/auth/page-caller";
import { Card } from "@/components/ui/card";
import { PageLinks } from "@/components/ui/page-links";
import { pageParam } from "@/lib/admin/paging";
import { findCoursePage } from "@/lib/courses/find-courses";
import { pageLocale } from "@/lib/i18n/page-locale";

export async function generateMetadata() {
  const t = await getTranslations("courses");
  return { title: t("title") };
}

/** /courses?page=N; page 1 has no parameter, so each page has one address. */
const pageHref = (page: number) => (page > 1 ? `/courses?page=${page}` : "/courses");

/** The catalogue, one page of CATALOGUE_PAGE_SIZE cards (issue 27); a malformed ?page= shows the first. */
export default async function CoursesPage({ searchParams }: { searchParams: Promise<{ page?: string | string[] }> }) {
  const t = await getTranslations("courses");
  const { page: given } = await searchParams;
  const requested = pageParam.safeParse(Array.isArray(given) ? given[0] : given);
  const [caller, studentShell] = await Promise.all([pageCaller(), rendersStudentShell()]);
  const catalogue = await findCoursePage({ caller, locale: await pageLocale(), page: requested.success ? requested.data : 1 });
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
      <PageHeading title={t("title")} subtitle={t("subtitle")} />
      {catalogue.total === 0 ? (
        <Card className="py-12 text-center text-gray-400">{t("empty")}</Card>
      ) : (
        <div className="space-y-6">
          <CourseGrid courses={await toPricedCourses(catalogue.courses)} loggedIn={caller !== null || studentShell} pendingViewer={studentShell} />
          {catalogue.pages > 1 ? (
            <PageLinks
              label={t("pagerLabel")}
              previousHref={catalogue.page > 1 ? pageHref(catalogue.page - 1) : null}
              nextHref={catalogue.page < catalogue.pages ? pageHref(catalogue.page + 1) : null}
              previousText={t("previous")}
              nextText={t("next")}
              status={t("page", { page: catalogue.page, total: catalogue.pages })}
              testId="catalogue-page"
            />
          ) : null}
        </div>
      )}
      <CatalogueSections courseCount={catalogue.total} />
    </main>
  );
}
