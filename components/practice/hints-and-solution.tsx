"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useHint, useSolution } from "./practice-data";
import { StatementText } from "./statement-text";
import { cn } from "@/components/ui/cn";

// The solution's viewer is CodeMirror, which the learning page loads after it works (issue 44 item 8).
const CodeEditor = dynamic(() => import("./code-editor").then((module) => module.CodeEditor), { ssr: false });

function Hint({ exerciseId, index }: { exerciseId: string; index: number }) {
  const t = useTranslations("practice.ui");
  const { data, isError } = useHint(exerciseId, index);
  return (
    <li className="rounded-lg bg-amber-500/5 px-3 py-2 text-sm text-amber-100 ring-1 ring-amber-500/20" data-testid="hint">
      <p className="text-xs font-medium text-amber-300">{t("hintNumber", { number: index + 1 })}</p>
      {data ? <StatementText text={data.hint} className="whitespace-pre-line" /> : <p className="text-gray-400">{isError ? t("loadError") : t("loading")}</p>}
    </li>
  );
}

/** Issue 20: hints open one at a time, in order. */
export function HintList({ exerciseId, count }: { exerciseId: string; count: number }) {
  const t = useTranslations("practice.ui");
  const [opened, setOpened] = useState(0);
  if (count === 0) return null;
  return (
    <section aria-label={t("hints")} className="space-y-2">
      {opened > 0 ? (
        <ol className="space-y-2">
          {Array.from({ length: opened }, (_, index) => (
            <Hint key={index} exerciseId={exerciseId} index={index} />
          ))}
        </ol>
      ) : null}
      {opened < count ? (
        <Button variant="secondary" size="sm" onClick={() => setOpened((current) => current + 1)} data-testid="show-hint">
          {t("showHint", { opened, total: count })}
        </Button>
      ) : null}
    </section>
  );
}

/** After a pass, the teacher's reference solution, read-only, one tab per file. */
export function SolutionView({ exerciseId }: { exerciseId: string }) {
  const t = useTranslations("practice.ui");
  const [shown, setShown] = useState(false);
  const [activeName, setActiveName] = useState<string | null>(null);
  const { data, isError } = useSolution(exerciseId, shown);
  const files = data?.files ?? [];
  const active = files.find((file) => file.name === activeName) ?? files[0];
  return (
    <section aria-label={t("solution")} className="space-y-2">
      <Button variant="secondary" size="sm" onClick={() => setShown((current) => !current)} aria-expanded={shown} data-testid="show-solution">
        {shown ? t("hideSolution") : t("showSolution")}
      </Button>
      {shown ? (
        isError ? (
          <p className="text-sm text-red-300">{t("loadError")}</p>
        ) : !active ? (
          <p className="text-sm text-gray-400">{t("loading")}</p>
        ) : (
          <div className="overflow-hidden rounded-xl ring-1 ring-white/10" data-testid="solution">
            <div className="flex gap-1 overflow-x-auto border-b border-white/10 bg-surface-raised px-2" role="tablist" aria-label={t("solution")}>
              {files.map((file) => (
                <button
                  key={file.name}
                  type="button"
                  role="tab"
                  aria-selected={file.name === active.name}
                  onClick={() => setActiveName(file.name)}
                  className={cn("shrink-0 border-b-2 px-3 py-2 font-mono text-sm", file.name === active.name ? "border-brand-400 text-white" : "border-transparent text-gray-400")}
                >
                  {file.name}
                </button>
              ))}
            </div>
            <CodeEditor fileName={active.name} value={active.content} readOnly label={t("solutionLabel", { file: active.name })} className="max-h-80 overflow-auto bg-[#282c34]" />
          </div>
        )
      ) : null}
    </section>
  );
}
