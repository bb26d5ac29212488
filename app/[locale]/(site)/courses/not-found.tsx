import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

// Spec §9 'Kurs topilmadi' for an unknown course id. It sits above courses/[id], whose layout
// looks the course up (and calls notFound() there, so the answer is a 404): a not-found file
// beside that layout would only catch its page, and the root 404 would be drawn inside this
// shell, a second shell in the first (issue 26 item 2).
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
