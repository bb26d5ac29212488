import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";

export default async function StudentNotFound() {
  const t = await getTranslations("studentCard");
  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 lg:py-10">
      <Card className="space-y-4 py-12 text-center">
        <p className="text-gray-300">{t("notFound")}</p>
        <Link href="/qadam-offline" className="text-sm font-medium text-brand-300 hover:underline">
          ← {t("back")}
        </Link>
      </Card>
    </main>
  );
}
