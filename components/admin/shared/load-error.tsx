"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

/** The load failure with its retry button (spec §8 'Ma'lumotlarni yuklashda xatolik yuz berdi'). */
export function LoadError({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const t = useTranslations("admin.common");
  return (
    <Card className="flex flex-col items-center gap-4 py-10 text-center">
      <p role="alert" className="text-sm text-red-300">
        {message ?? t("loadError")}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        {t("retry")}
      </Button>
    </Card>
  );
}
