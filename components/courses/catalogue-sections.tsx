import { getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { ProgressBar } from "@/components/ui/progress-bar";
import { CheckIcon } from "./icons";

// Spec §2 /courses static sections; only the course count is live.
const STRUCTURE = [
  { key: "theory", percent: 30 },
  { key: "practice", percent: 50 },
  { key: "projects", percent: 20 },
] as const;

export async function CatalogueSections({ courseCount }: { courseCount: number }) {
  const t = await getTranslations("courses.sections");
  const stats = [
    { value: String(courseCount), label: t("stats.courses") },
    { value: "200+", label: t("stats.videos") },
    { value: "50+", label: t("stats.projects") },
    { value: "95%", label: t("stats.satisfaction") },
  ];
  return (
    <div className="mt-12 space-y-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <h2 className="text-lg font-semibold text-white">{t("learn.title")}</h2>
          <ul className="mt-4 space-y-3">
            {(["web", "logic", "backend", "deploy"] as const).map((key) => (
              <li key={key} className="flex items-start gap-3 text-sm text-gray-300">
                <CheckIcon className="mt-0.5 size-4 shrink-0 text-brand-400" />
                {t(`learn.${key}`)}
              </li>
            ))}
          </ul>
        </Card>
        <Card>
          <h2 className="text-lg font-semibold text-white">{t("structure.title")}</h2>
          <ul className="mt-4 space-y-4">
            {STRUCTURE.map(({ key, percent }) => (
              <li key={key}>
                <div className="mb-1.5 flex justify-between text-sm">
                  <span className="text-gray-300">{t(`structure.${key}`)}</span>
                  <span className="font-medium text-white">{percent}%</span>
                </div>
                <ProgressBar value={percent} tone="brand" label={t(`structure.${key}`)} />
              </li>
            ))}
          </ul>
        </Card>
      </div>
      <Card>
        <h2 className="text-lg font-semibold text-white">{t("advantages.title")}</h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {(["video", "mentor", "certificate", "community"] as const).map((key) => (
            <li key={key} className="flex items-start gap-3 rounded-xl bg-white/[0.03] p-3 text-sm text-gray-300 ring-1 ring-white/5">
              <CheckIcon className="mt-0.5 size-4 shrink-0 text-brand-400" />
              {t(`advantages.${key}`)}
            </li>
          ))}
        </ul>
      </Card>
      <section aria-labelledby="course-stats">
        <h2 id="course-stats" className="sr-only">
          {t("stats.title")}
        </h2>
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {stats.map((stat) => (
            <Card key={stat.label} className="text-center">
              <dt className="text-xs text-gray-400">{stat.label}</dt>
              <dd className="mt-1 text-2xl font-bold text-brand-300" data-testid={`stat-${stat.label}`}>
                {stat.value}
              </dd>
            </Card>
          ))}
        </dl>
      </section>
    </div>
  );
}
