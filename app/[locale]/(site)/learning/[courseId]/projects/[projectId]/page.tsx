import { getTranslations } from "next-intl/server";
import { notFound, redirect } from "next/navigation";
import { ClientMessages } from "@/components/i18n/client-messages";
import { ProjectWorkspace } from "@/components/review/project-workspace";
import { pageCaller } from "@/lib/auth/page-caller";
import { AppError } from "@/lib/errors/app-error";
import { pageLocale } from "@/lib/i18n/page-locale";
import { getProject } from "@/lib/review/get-project";

export async function generateMetadata() {
  const t = await getTranslations("review.student");
  return { title: t("metaTitle") };
}

// A project of a lesson (issue 41): the learning page's rule, a visitor to '/', anyone not
// enrolled to the course page; a project of another course is unknown here.
export default async function ProjectPage({ params }: { params: Promise<{ courseId: string; projectId: string }> }) {
  const { courseId, projectId } = await params;
  const caller = await pageCaller();
  if (!caller) redirect("/");
  const project = await getProject({ caller, projectId, locale: await pageLocale() }).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) notFound();
    if (error instanceof AppError && error.status === 403) redirect(`/courses/${encodeURIComponent(courseId)}`);
    throw error;
  });
  if (project.courseId !== courseId) notFound();
  return (
    <ClientMessages paths={["review"]}>
      <main className="mx-auto w-full max-w-4xl px-4 py-6">
        <ProjectWorkspace project={JSON.parse(JSON.stringify(project))} backHref={`/learning/${encodeURIComponent(courseId)}?lesson=${encodeURIComponent(project.lessonId)}`} />
      </main>
    </ClientMessages>
  );
}
