"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { Jsonified } from "@/lib/api/client";
import type { ProjectFile } from "@/lib/review/contract";
import type { ReviewComment } from "@/lib/review/shapes";

type Props = {
  file: ProjectFile;
  comments: Jsonified<ReviewComment>[];
  /** The mentor's screen: a line's number is a button that opens the comment form under it. */
  onLine?: (line: number) => void;
  /** Drawn under this line (the open comment form). */
  lineSlot?: { line: number; node: ReactNode } | null;
};

/** A file read-only, line by line, each line's comments right under it (beside the code on a wide screen, under it on a phone). */
export function CodeWithComments({ file, comments, onLine, lineSlot }: Props) {
  const t = useTranslations("review.code");
  const lines = file.content.split("\n");
  const byLine = new Map<number, Jsonified<ReviewComment>[]>();
  for (const comment of comments) if (comment.file === file.name) byLine.set(comment.line, [...(byLine.get(comment.line) ?? []), comment]);
  return (
    <figure className="overflow-hidden rounded-xl bg-surface ring-1 ring-white/10" data-testid="code-with-comments">
      <figcaption className="border-b border-white/10 px-3 py-2 font-mono text-sm text-gray-300">{file.name}</figcaption>
      <ol className="overflow-x-auto py-2 font-mono text-sm leading-6" aria-label={t("fileLines", { file: file.name })}>
        {lines.map((text, index) => {
          const line = index + 1;
          const here = byLine.get(line) ?? [];
          return (
            <li key={line} className="min-w-max">
              <div className="flex">
                {onLine ? (
                  <button
                    type="button"
                    onClick={() => onLine(line)}
                    className="w-12 shrink-0 select-none pe-3 text-end text-gray-400 hover:text-brand-300 focus-visible:text-brand-300"
                    aria-label={t("commentLine", { line })}
                  >
                    {line}
                  </button>
                ) : (
                  <span className="w-12 shrink-0 select-none pe-3 text-end text-gray-400" aria-hidden>
                    {line}
                  </span>
                )}
                <code className="whitespace-pre pe-4 text-gray-100">{text || " "}</code>
              </div>
              {here.length ? (
                <ul className="sticky start-0 my-1 ms-12 me-3 max-w-[min(36rem,calc(100vw-6rem))] space-y-1">
                  {here.map((comment) => (
                    <li key={comment.id} className="whitespace-pre-wrap rounded-lg bg-amber-500/10 px-3 py-2 font-sans text-sm text-amber-100 ring-1 ring-amber-500/30" data-testid="line-comment">
                      <span className="sr-only">{t("lineComment", { line })}: </span>
                      {comment.body}
                      {comment.author ? <span className="mt-1 block text-xs text-amber-300/80">— {comment.author.fullName}</span> : null}
                    </li>
                  ))}
                </ul>
              ) : null}
              {lineSlot && lineSlot.line === line ? <div className="sticky start-0 my-1 ms-12 me-3 max-w-[min(36rem,calc(100vw-6rem))]">{lineSlot.node}</div> : null}
            </li>
          );
        })}
      </ol>
    </figure>
  );
}
