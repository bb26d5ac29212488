import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { buttonClass } from "@/components/ui/button";

/** Spec §2: any other path shows 'Sahifa topilmadi' with a link home. */
export async function NotFoundContent() {
  const t = await getTranslations("notFound");
  return (
    <main className="grid min-h-[75dvh] place-items-center px-4 py-12">
      <div className="max-w-md text-center">
        <p aria-hidden className="bg-gradient-to-br from-brand-300 to-brand-600 bg-clip-text text-8xl font-black tracking-tight text-transparent md:text-9xl">
          404
        </p>
        <h1 className="mt-4 text-2xl font-bold text-white md:text-3xl">{t("title")}</h1>
        <p className="mt-3 text-sm text-gray-400 md:text-base">{t("text")}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link href="/home" className={buttonClass("primary", "lg")}>
            {t("home")}
          </Link>
          <Link href="/courses" className={buttonClass("secondary", "lg")}>
            {t("courses")}
          </Link>
        </div>
      </div>
    </main>
  );
}
