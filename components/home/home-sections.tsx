import { getTranslations } from "next-intl/server";
import { Card, cardClass } from "@/components/ui/card";
import { BookIcon, CheckIcon, CodeIcon, UsersIcon } from "@/components/courses/icons";
import { cn } from "@/components/ui/cn";

const SERVICES = [
  { key: "online", icon: BookIcon },
  { key: "projects", icon: CodeIcon },
  { key: "mentorship", icon: UsersIcon },
] as const;

const REASONS = ["path", "practice", "language", "price"] as const;

export async function ServicesSection() {
  const t = await getTranslations("home.services");
  return (
    <section aria-labelledby="home-services" className="space-y-5">
      <h2 id="home-services" className="text-xl font-bold text-white sm:text-2xl">
        {t("title")}
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        {SERVICES.map(({ key, icon: Icon }) => (
          <Card key={key}>
            <span className="flex size-11 items-center justify-center rounded-xl bg-brand-600/15 text-brand-300">
              <Icon className="size-6" />
            </span>
            <h3 className="mt-4 font-semibold text-white">{t(`${key}.title`)}</h3>
            <p className="mt-1.5 text-sm leading-relaxed text-gray-400">{t(`${key}.text`)}</p>
          </Card>
        ))}
      </div>
    </section>
  );
}

export async function WhyUsSection() {
  const t = await getTranslations("home.why");
  return (
    <section aria-labelledby="home-why" className="space-y-5">
      <h2 id="home-why" className="text-xl font-bold text-white sm:text-2xl">
        {t("title")}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {REASONS.map((key) => (
          <li key={key} className={cn(cardClass, "flex gap-4 p-5")}>
            <CheckIcon className="mt-0.5 size-5 shrink-0 text-brand-400" />
            <div>
              <h3 className="font-semibold text-white">{t(`${key}.title`)}</h3>
              <p className="mt-1 text-sm leading-relaxed text-gray-400">{t(`${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
