"use client";

import { useTranslations } from "next-intl";
import { StatementText } from "@/components/practice/statement-text";
import { cn } from "@/components/ui/cn";
import type { Jsonified } from "@/lib/api/client";
import type { ProjectCheckReport } from "@/lib/review/shapes";

/** An iteration's automatic checks (issue 41): each check's result, as the student and the mentor read it. */
export function CheckReport({ report }: { report: Jsonified<ProjectCheckReport> }) {
  const t = useTranslations("review.checks");
  const failed = report.results.filter((result) => !result.passed).length;
  return (
    <div
      className={cn("space-y-2 rounded-lg px-4 py-3 text-sm ring-1", report.passed ? "bg-emerald-500/10 ring-emerald-500/30" : "bg-red-500/10 ring-red-500/30")}
      data-testid="check-report"
      data-passed={report.passed}
    >
      <p className="font-medium">{report.passed ? t("passed") : t("failed", { failed, total: report.results.length })}</p>
      {report.verdictMessage ? <p className="text-red-200">{report.verdictMessage}</p> : null}
      <ul className="space-y-1" aria-label={t("title")}>
        {report.results.map((result) => (
          <li key={result.check} className={result.passed ? "text-emerald-200" : "text-red-100"}>
            <span aria-hidden>{result.passed ? "✓ " : "✗ "}</span>
            <span className="sr-only">{result.passed ? t("ok") : t("notOk")}: </span>
            <StatementText inline text={result.message} />
            {report.optional.includes(result.check) ? <span className="ms-2 text-xs text-gray-400">({t("advisory")})</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
