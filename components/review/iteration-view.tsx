"use client";

import { useTranslations } from "next-intl";
import type { Jsonified } from "@/lib/api/client";
import type { ProjectIteration } from "@/lib/review/shapes";
import { CodeWithComments } from "./code-with-comments";
import { StatusBadge } from "./status-badge";

/** One iteration as sent, with its review once finished: the summary, the score and every file with its line comments. */
export function IterationView({ iteration, archiveHref }: { iteration: Jsonified<ProjectIteration>; archiveHref: string }) {
  const t = useTranslations("review.iteration");
  return (
    <section className="space-y-3" aria-labelledby={`iteration-${iteration.id}`} data-testid="iteration">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`iteration-${iteration.id}`} className="font-semibold">
          {t("title", { number: iteration.iteration })}
        </h3>
        <StatusBadge status={iteration.status} />
        {iteration.score !== null ? <span className="text-sm text-emerald-300">{t("score", { score: iteration.score })}</span> : null}
      </div>
      {iteration.summary ? (
        <blockquote className="whitespace-pre-wrap rounded-lg bg-white/5 px-4 py-3 text-sm ring-1 ring-white/10" data-testid="review-summary">
          <span className="mb-1 block text-xs text-gray-400">{t("summary")}</span>
          {iteration.summary}
        </blockquote>
      ) : null}
      {iteration.link ? (
        <p className="text-sm">
          {t("link")}:{" "}
          <a href={iteration.link} rel="noopener noreferrer nofollow" target="_blank" className="break-all underline underline-offset-4">
            {iteration.link}
          </a>
        </p>
      ) : null}
      {iteration.archive ? (
        <p className="text-sm">
          <a href={archiveHref} className="underline underline-offset-4" download>
            {t("archive", { name: iteration.archive.name, kb: Math.max(1, Math.round(iteration.archive.size / 1024)) })}
          </a>
        </p>
      ) : null}
      {iteration.files.map((file) => (
        <CodeWithComments key={file.name} file={file} comments={iteration.comments} />
      ))}
    </section>
  );
}
