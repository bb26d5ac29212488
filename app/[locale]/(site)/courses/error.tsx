"use client";

import { useRouter } from "next/navigation";
import { startTransition } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

// Spec §8: the course list failed; 'Qayta urinish' renders the segment again.
export default function CoursesError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations("courses");
  const router = useRouter();
  // The failure came from the server render, so fetch it again, then clear the boundary.
  const retry = () => startTransition(() => {
    router.refresh();
    reset();
  });
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
      <Card className="flex flex-col items-center gap-4 py-12 text-center">
        <p role="alert" className="text-red-300">
          {t("loadError")}
        </p>
        <Button onClick={retry}>{t("retry")}</Button>
      </Card>
    </main>
  );
}
