"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

/** A page that could not be made (most often: the database did not answer), with a retry. */
export function ErrorContent({ retry }: { retry?: () => void }) {
  const t = useTranslations("errorPage");
  return (
    <main className="grid min-h-[75dvh] place-items-center px-4 py-12">
      <div className="max-w-md text-center">
        <h1 className="text-2xl font-bold text-white md:text-3xl">{t("title")}</h1>
        <p className="mt-3 text-sm text-gray-400 md:text-base">{t("text")}</p>
        <div className="mt-8 flex justify-center">
          <Button size="lg" onClick={() => (retry ? retry() : window.location.reload())}>
            {t("retry")}
          </Button>
        </div>
      </div>
    </main>
  );
}
