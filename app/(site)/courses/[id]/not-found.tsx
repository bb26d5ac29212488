import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

export default async function CourseNotFound() {
  const t = await getTranslations("courses");
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
      <Card className="flex flex-col items-center gap-4 py-12 text-center">
        <p className="text-lg font-semibold text-white">{t("notFound")}</p>
        <Link href="/courses" className={buttonClass()}>
          {t("backToList")}
        </Link>
      </Card>
    </main>
  );
}
