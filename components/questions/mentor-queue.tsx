"use client";

import Link from "next/link";
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { cardClass } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { apiCall, errorText, type Jsonified } from "@/lib/api/client";
import { formatShortDate } from "@/lib/format/date";
import type { findUnansweredQuestions } from "@/lib/questions/find-unanswered";
import { PostBody } from "./post-body";
import { LessonQuestions } from "./lesson-questions";
import { questionKeys } from "./questions-data";

type QueuePage = Jsonified<Awaited<ReturnType<typeof findUnansweredQuestions>>>;

/**
 * A mentor's unanswered questions, oldest first (issue 41): /admin/questions reads
 * /api/admin/questions, /teach/questions /api/teacher/questions. Each opens the lesson's
 * questions in place, where the mentor answers or hides; an admin also gets the lesson's page.
 * A live `question:new` on the admin socket invalidates questionKeys.all.
 */
export function MentorQueue({ source }: { source: "admin" | "teacher" }) {
  const t = useTranslations("questions");
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const queue = useQuery({
    queryKey: questionKeys.queue(source, page),
    queryFn: () => apiCall<QueuePage>(source === "admin" ? "/api/admin/questions" : "/api/teacher/questions", { params: { page: String(page) } }),
  });
  return (
    <div className="space-y-4" data-testid="mentor-queue">
      <div>
        <h1 className="text-2xl font-bold text-white">{t("queue.title")}</h1>
        <p className="text-sm text-gray-400">{t("queue.intro")}</p>
      </div>
      {queue.isPending ? (
        <p className="text-sm text-gray-400">{t("loading")}</p>
      ) : queue.isError ? (
        <p role="alert" className="text-sm text-red-300">{errorText(queue.error, { fallback: t("loadFailed") })}</p>
      ) : queue.data.questions.length === 0 ? (
        <p className={cn(cardClass, "p-6 text-sm text-gray-400")}>{t("queue.empty")}</p>
      ) : (
        <ul className="space-y-3">
          {queue.data.questions.map((question) => (
            <li key={question.threadId} className={cn(cardClass, "space-y-3 p-4")} data-testid="queue-item">
              <p className="text-xs text-gray-400">
                {question.courseTitle} · {question.lessonTitle} · {t("queue.asked", { name: question.authorName ?? t("deletedUser"), date: formatShortDate(question.createdAt) })}
              </p>
              <PostBody body={question.body} />
              <div className="flex flex-wrap gap-2">
                <Button size="sm" aria-expanded={open === question.lessonId} onClick={() => setOpen(open === question.lessonId ? null : question.lessonId)}>
                  {t("reply")}
                </Button>
                {source === "admin" ? (
                  <Link className="inline-flex h-8 items-center px-3 text-sm text-brand-300 hover:underline" href={`/learning/${encodeURIComponent(question.courseId)}?lesson=${encodeURIComponent(question.lessonId)}#questions`}>
                    {t("queue.open")}
                  </Link>
                ) : null}
              </div>
              {open === question.lessonId ? <LessonQuestions lessonId={question.lessonId} /> : null}
            </li>
          ))}
        </ul>
      )}
      {queue.data && queue.data.pages > 1 ? (
        <nav aria-label={t("pages")} className="flex items-center justify-between gap-3 text-sm text-gray-400">
          <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            ← {t("previous")}
          </Button>
          <span>{t("page", { page: queue.data.page, total: queue.data.pages })}</span>
          <Button size="sm" variant="secondary" disabled={page >= queue.data.pages} onClick={() => setPage(page + 1)}>
            {t("nextPage")} →
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
