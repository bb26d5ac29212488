import { getTranslations } from "next-intl/server";
import { ExternalIcon } from "@/components/courses/icons";
import { PageHeading } from "@/components/courses/page-heading";
import { SISTER_PROJECTS } from "@/components/projects/sister-projects";
import { Badge } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { cardClass } from "@/components/ui/card";

export async function generateMetadata() {
  const t = await getTranslations("projects");
  return { title: t("title") };
}

export default async function ProjectsPage() {
  const t = await getTranslations("projects");
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
      <PageHeading title={t("title")} subtitle={t("subtitle")} />
      <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        {SISTER_PROJECTS.map((project) => (
          <li key={project.key} data-testid="sister-project" className={cn(cardClass, "p-0 flex flex-col overflow-hidden")}>
            <div role="img" aria-label={t(`items.${project.key}.title`)} className={cn("relative flex aspect-video items-center justify-center bg-gradient-to-br", project.tile)}>
              <span className="text-4xl font-black tracking-tight text-white/90 drop-shadow">{project.mark}</span>
              <Badge tone="success" className="absolute right-3 top-3 bg-surface/80">
                {t("badge")}
              </Badge>
            </div>
            <div className="flex flex-1 flex-col gap-2 p-5">
              <h2 className="text-lg font-semibold text-white">{t(`items.${project.key}.title`)}</h2>
              <p className="flex-1 text-sm leading-relaxed text-gray-400">{t(`items.${project.key}.description`)}</p>
              <a href={project.url} target="_blank" rel="noopener noreferrer" className={buttonClass("secondary", "sm", "mt-3 self-start")}>
                {t("open")}
                <ExternalIcon className="size-4" />
              </a>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-center text-sm text-gray-500">{t("footer")}</p>
    </main>
  );
}
