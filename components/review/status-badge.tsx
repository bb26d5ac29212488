import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { ProjectStatus } from "@/lib/review/contract";

const tones = { waiting: "info", in_review: "warning", changes_requested: "danger", accepted: "success", checks_failed: "danger" } as const;

/** Where an iteration stands, in words and colour; one its automatic checks sent back says so (issue 41). */
export function StatusBadge({ status, checksFailed = false }: { status: ProjectStatus; checksFailed?: boolean }) {
  const t = useTranslations("review.status");
  const shown = checksFailed ? "checks_failed" : status;
  return <Badge tone={tones[shown]}>{t(shown)}</Badge>;
}
