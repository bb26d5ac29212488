"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/components/ui/cn";
import { formatShortDate } from "@/lib/format/date";
import { StatementText } from "@/components/practice/statement-text";
import { localizedText } from "@/lib/i18n/localized-text";
import { useStudentPractice, type CmsStudentPractice } from "./use-exercises";

// The read-only editor comes with the first submission opened, not with the users screen.
const CodeEditor = dynamic(() => import("@/components/practice/code-editor").then((module) => module.CodeEditor), {
  ssr: false,
  loading: () => <Skeleton className="h-40 w-full" />,
});

/** Issue 40: a quiz's last try question by question: what the student gave, right or wrong, the right answer, the score. */
function QuizTry({ quiz }: { quiz: NonNullable<NonNullable<CmsStudentPractice["lastSubmission"]>["quiz"]> }) {
  const t = useTranslations("admin.practice.student");
  return (
    <div className="mt-2 space-y-2" data-testid="quiz-try">
      <p className="text-sm font-medium text-white">{t("quizScore", { score: quiz.score, passMark: quiz.passMark })}</p>
      <ol className="space-y-2 text-sm" aria-label={t("quizAnswers")}>
        {quiz.questions.map((question, index) => (
          <li key={index} className="rounded-md bg-surface-raised p-2 ring-1 ring-white/5" data-testid="quiz-question">
            <div className="flex items-start gap-2">
              <span className="min-w-0 flex-1 text-gray-200">
                {index + 1}. <StatementText text={question.prompt} inline />
              </span>
              <Badge tone={question.right ? "success" : "danger"}>{question.right ? t("quizRight") : t("quizWrong")}</Badge>
            </div>
            <p className={cn("mt-1 text-xs", question.right ? "text-emerald-300" : "text-red-300")}>
              {t("quizGiven")}: {question.given.length > 0 ? question.given.join(question.type === "order" ? " → " : ", ") : t("quizNoAnswer")}
            </p>
            {question.right ? null : (
              <p className="mt-0.5 text-xs text-gray-300">
                {t("quizRightAnswer")}: {question.rightAnswer.join(question.type === "order" ? " → " : ", ")}
              </p>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}

function LastSubmission({ row }: { row: CmsStudentPractice }) {
  const t = useTranslations("admin.practice.student");
  const [activeName, setActiveName] = useState<string | null>(null);
  const submission = row.lastSubmission;
  if (!submission) return null;
  if (submission.quiz) return <QuizTry quiz={submission.quiz} />;
  const active = submission.files.find((file) => file.name === activeName) ?? submission.files[0];
  return (
    <div className="mt-2 space-y-2" data-testid="last-submission">
      <div className="overflow-hidden rounded-lg ring-1 ring-white/10">
        <div className="flex gap-1 overflow-x-auto border-b border-white/10 bg-surface-raised px-2" role="tablist" aria-label={t("files")}>
          {submission.files.map((file) => (
            <button
              key={file.name}
              type="button"
              role="tab"
              aria-selected={file.name === active?.name}
              onClick={() => setActiveName(file.name)}
              className={cn("shrink-0 border-b-2 px-3 py-2 font-mono text-xs", file.name === active?.name ? "border-brand-400 text-white" : "border-transparent text-gray-400")}
            >
              {file.name}
            </button>
          ))}
        </div>
        {active ? <CodeEditor fileName={active.name} value={active.content} readOnly label={t("codeLabel", { file: active.name })} className="max-h-72 overflow-auto bg-[#282c34]" /> : null}
      </div>
      <ul className="space-y-1 text-xs">
        {submission.results.map((result) => (
          <li key={result.check} className={result.passed ? "text-emerald-300" : "text-red-300"}>
            {result.passed ? "✓" : "✗"} <StatementText text={result.message} inline />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Issue 20: a student's practice for the admin — what is passed, the tries, and the last submission in a read-only editor. */
export function StudentPractice({ userId }: { userId: string }) {
  const t = useTranslations("admin.practice.student");
  const locale = useLocale();
  const { data: rows, isError } = useStudentPractice(userId);
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <section className="space-y-2" aria-labelledby={`practice-${userId}`} data-testid="student-practice">
      <h3 id={`practice-${userId}`} className="text-sm font-semibold text-white">
        {t("title")}
      </h3>
      {isError && !rows ? (
        <p className="text-sm text-red-300">{t("loadError")}</p>
      ) : !rows ? (
        <Skeleton className="h-12 w-full" />
      ) : rows.length === 0 ? (
        <p className="text-sm text-gray-400">{t("empty")}</p>
      ) : (
        <ul className="space-y-2">
          {rows.map((row) => {
            const open = openId === row.exercise.id;
            return (
              <li key={row.exercise.id} className="rounded-lg bg-surface p-3 ring-1 ring-white/5" data-testid="student-exercise">
                <button type="button" className="flex w-full items-start gap-2 text-left" aria-expanded={open} onClick={() => setOpenId(open ? null : row.exercise.id)}>
                  <span className="min-w-0 flex-1">
                    <StatementText inline className="block text-sm font-medium text-white" text={localizedText(locale === "ru" ? "ru" : "uz", row.exercise.titleUz, row.exercise.titleRu)} />
                    <span className="block text-xs text-gray-500">
                      {row.exercise.courseTitle} · {row.exercise.lessonTitle}
                    </span>
                    <span className="block text-xs text-gray-400">
                      {t("tries", { count: row.tries })}
                      {row.lastSubmission ? ` · ${t("lastAt", { date: formatShortDate(row.lastSubmission.createdAt) })}` : ""}
                    </span>
                  </span>
                  <Badge tone={row.passed ? "success" : "warning"}>{row.passed ? t("passed") : t("notPassed")}</Badge>
                </button>
                {open ? <LastSubmission row={row} /> : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
