"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";

type FormActionsProps = { saving: boolean; onCancel: () => void; size?: "sm"; className?: string };

/** Cancel and Save under an admin form; both wait while it saves. */
export function FormActions({ saving, onCancel, size, className }: FormActionsProps) {
  const common = useTranslations("admin.common");
  return (
    <div className={cn("flex justify-end gap-2", className)}>
      <Button size={size} variant="secondary" onClick={onCancel} disabled={saving}>
        {common("cancel")}
      </Button>
      <Button size={size} type="submit" disabled={saving}>
        {saving ? common("saving") : common("save")}
      </Button>
    </div>
  );
}
