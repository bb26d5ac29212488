import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { ProjectStatus } from "@/lib/review/contract";

const tones = { waiting: "info", in_review: "warning", changes_requested: "danger", accepted: "success" } as const;

/** Where an iteration stands, in words and colour. */
export function StatusBadge({ status }: { status: ProjectStatus }) {
  const t = useTranslations("review.status");
  return <Badge tone={tones[status]}>{t(status)}</Badge>;
}
