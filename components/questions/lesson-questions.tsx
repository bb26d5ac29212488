"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cardClass } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { Textarea } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { errorText } from "@/lib/api/client";
import { formatShortDate } from "@/lib/format/date";
import type { QuestionOrder } from "@/lib/questions/schemas";
import { PostBody } from "./post-body";
import { questionCalls, useLessonQuestions, useQuestionWrite, type Thread } from "./questions-data";

type Post = Thread["question"];

/** Questions under a lesson (issue 41): ask, answer, "this helped", "notify me", report; mentors hide. */
export function LessonQuestions({ lessonId }: { lessonId: string }) {
  const t = useTranslations("questions");
  const [order, setOrder] = useState<QuestionOrder>("newest");
  const [page, setPage] = useState(1);
  const list = useLessonQuestions(lessonId, order, page);

  return (
    <section id="questions" aria-labelledby="questions-title" className={cn(cardClass, "space-y-4 p-4 sm:p-5")} data-testid="lesson-questions">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="questions-title" className="text-lg font-semibold text-white">
          {t("title")}
        </h2>
        <div role="group" aria-label={t("order")} className="flex gap-1">
          {(["newest", "unanswered"] as const).map((value) => (
            <Button key={value} size="sm" variant={order === value ? "primary" : "ghost"} aria-pressed={order === value} onClick={() => { setOrder(value); setPage(1); }}>
              {t(`orders.${value}`)}
            </Button>
          ))}
        </div>
      </div>
      <Composer
        label={t("askLabel")}
        placeholder={t("askPlaceholder")}
        submit={t("ask")}
        send={(body) => questionCalls.ask(lessonId, body)}
        done={t("asked")}
      />
      {list.isPending ? (
        <p className="text-sm text-gray-400">{t("loading")}</p>
      ) : list.isError ? (
        <p role="alert" className="text-sm text-red-300">{errorText(list.error, { fallback: t("loadFailed") })}</p>
      ) : list.data.threads.length === 0 ? (
        <p className="text-sm text-gray-400">{t("empty")}</p>
      ) : (
        <ul className="space-y-4">
          {list.data.threads.map((thread) => (
            <ThreadItem key={thread.id} thread={thread} mentor={list.data.mentor} />
          ))}
        </ul>
      )}
      {list.data && list.data.pages > 1 ? (
        <nav aria-label={t("pages")} className="flex items-center justify-between gap-3 text-sm text-gray-400">
          <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            ← {t("previous")}
          </Button>
          <span>{t("page", { page: list.data.page, total: list.data.pages })}</span>
          <Button size="sm" variant="secondary" disabled={page >= list.data.pages} onClick={() => setPage(page + 1)}>
            {t("nextPage")} →
          </Button>
        </nav>
      ) : null}
    </section>
  );
}

function Composer({ label, placeholder, submit, send, done }: { label: string; placeholder: string; submit: string; send: (body: string) => Promise<unknown>; done: string }) {
  const t = useTranslations("questions");
  const [body, setBody] = useState("");
  const write = useQuestionWrite(send);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    write.mutate(body, {
      onSuccess: () => {
        setBody("");
        toast.success(done);
      },
    });
  };
  return (
    <form onSubmit={onSubmit} className="space-y-2">
      <label className="block space-y-1">
        <span className="text-sm font-medium text-gray-300">{label}</span>
        <Textarea value={body} onChange={(event) => setBody(event.target.value)} placeholder={placeholder} rows={3} maxLength={5000} />
      </label>
      <p className="text-xs text-gray-500">{t("codeHint")}</p>
      {write.isError ? <p role="alert" className="text-sm text-red-300">{errorText(write.error, { fallback: t("sendFailed") })}</p> : null}
      <Button type="submit" size="sm" disabled={write.isPending || !body.trim()}>
        {submit}
      </Button>
    </form>
  );
}

function ThreadItem({ thread, mentor }: { thread: Thread; mentor: boolean }) {
  const t = useTranslations("questions");
  const [replying, setReplying] = useState(false);
  const follow = useQuestionWrite((on: boolean) => questionCalls.follow(thread.id, on));
  return (
    <li className="space-y-3 rounded-xl bg-white/[0.03] p-3 ring-1 ring-white/10 sm:p-4" data-testid="question-thread">
      <PostView post={thread.question} mentor={mentor} />
      <div className="flex flex-wrap items-center gap-2">
        {thread.answered ? null : <Badge tone="warning">{t("unanswered")}</Badge>}
        <Button size="sm" variant="ghost" aria-pressed={thread.subscribed} disabled={follow.isPending} onClick={() => follow.mutate(!thread.subscribed)}>
          {thread.subscribed ? t("following") : t("follow")}
        </Button>
        <Button size="sm" variant="ghost" aria-expanded={replying} onClick={() => setReplying(!replying)}>
          {t("reply")}
        </Button>
      </div>
      {thread.answers.length > 0 ? (
        <ul className="space-y-3 border-l-2 border-white/10 pl-3 sm:pl-4" aria-label={t("answers", { count: thread.answers.length })}>
          {thread.answers.map((answer) => (
            <li key={answer.id} data-testid="question-answer">
              <PostView post={answer} mentor={mentor} />
            </li>
          ))}
        </ul>
      ) : null}
      {replying ? (
        <Composer label={t("answerLabel")} placeholder={t("answerPlaceholder")} submit={t("sendAnswer")} send={(body) => questionCalls.answer(thread.id, body)} done={t("answered")} />
      ) : null}
    </li>
  );
}

function PostView({ post, mentor }: { post: Post; mentor: boolean }) {
  const t = useTranslations("questions");
  const helpful = useQuestionWrite((on: boolean) => questionCalls.helpful(post.id, on));
  const report = useQuestionWrite(() => questionCalls.report(post.id));
  const hide = useQuestionWrite(() => questionCalls.hide(post.id));
  const failed = helpful.error ?? report.error ?? hide.error;
  return (
    <article className={cn("space-y-2", post.hidden && "opacity-60")}>
      <header className="flex flex-wrap items-center gap-2 text-xs text-gray-400">
        <span className="font-medium text-gray-200">{post.authorName ?? t("deletedUser")}</span>
        {post.byMentor ? <Badge tone="success">{t("mentor")}</Badge> : null}
        <span>{formatShortDate(post.createdAt)}</span>
        {post.hidden ? <Badge tone="danger">{t("hiddenBy", { name: post.hidden.by ?? "—" })}</Badge> : null}
        {mentor && post.reportCount ? <Badge tone="warning">{t("reports", { count: post.reportCount })}</Badge> : null}
      </header>
      <PostBody body={post.body} />
      <div className="flex flex-wrap items-center gap-1">
        {post.kind === "answer" ? (
          <Button size="sm" variant="ghost" aria-pressed={post.helpedByMe} disabled={post.mine || helpful.isPending} onClick={() => helpful.mutate(!post.helpedByMe)}>
            {t("helped", { count: post.helpfulCount })}
          </Button>
        ) : null}
        {post.mine ? null : (
          <Button size="sm" variant="ghost" disabled={post.reportedByMe || report.isPending} onClick={() => report.mutate(undefined, { onSuccess: () => toast.success(t("reported")) })}>
            {post.reportedByMe ? t("reportedShort") : t("report")}
          </Button>
        )}
        {mentor && !post.hidden ? (
          <Button size="sm" variant="ghost" disabled={hide.isPending} onClick={() => hide.mutate(undefined)}>
            {t("hide")}
          </Button>
        ) : null}
      </div>
      {failed ? <p role="alert" className="text-sm text-red-300">{errorText(failed, { fallback: t("sendFailed") })}</p> : null}
    </article>
  );
}
