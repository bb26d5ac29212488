import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";

export default async function CertificateNotFound() {
  const t = await getTranslations("certificates");
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-6 sm:px-6 lg:py-10">
      <Card className="space-y-4 py-12 text-center">
        <p className="text-4xl" aria-hidden>
          ?
        </p>
        <h1 className="text-xl font-bold text-white">{t("notFoundTitle")}</h1>
        <p className="text-sm text-gray-400">{t("notFoundText")}</p>
        <Link href="/home" className="inline-block text-sm font-medium text-brand-300 hover:underline">
          {t("home")}
        </Link>
      </Card>
    </main>
  );
}
