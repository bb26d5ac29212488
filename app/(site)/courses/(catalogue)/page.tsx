import { getTranslations } from "next-intl/server";
import { CatalogueSections } from "@/components/courses/catalogue-sections";
import { CourseGrid } from "@/components/courses/course-grid";
import { toPricedCourses } from "@/components/courses/priced-courses";
import { PageHeading } from "@/components/courses/page-heading";
import { pageCaller, rendersStudentShell } from "@/lib/auth/page-caller";
import { Card } from "@/components/ui/card";
import { findCourses } from "@/lib/courses/find-courses";

export async function generateMetadata() {
  const t = await getTranslations("courses");
  return { title: t("title") };
}

export default async function CoursesPage() {
  const t = await getTranslations("courses");
  const [caller, studentShell] = await Promise.all([pageCaller(), rendersStudentShell()]);
  const courses = await findCourses({ caller });
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
      <PageHeading title={t("title")} subtitle={t("subtitle")} />
      {courses.length === 0 ? (
        <Card className="py-12 text-center text-gray-400">{t("empty")}</Card>
      ) : (
        <CourseGrid courses={await toPricedCourses(courses)} loggedIn={caller !== null || studentShell} pendingViewer={studentShell} />
      )}
      <CatalogueSections courseCount={courses.length} />
    </main>
  );
}
