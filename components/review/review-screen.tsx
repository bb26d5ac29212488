"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field, Input, Textarea } from "@/components/ui/field";
import { apiCall, errorText, type Jsonified } from "@/lib/api/client";
import type { ReviewSubmission } from "@/lib/review/get-review-submission";
import { ChecklistCard } from "./checklist-card";
import { CheckReport } from "./check-report";
import { CodeWithComments } from "./code-with-comments";
import { IterationList } from "./iteration-list";
import { StatusBadge } from "./status-badge";

/** The mentor's review of one iteration: claim it, comment on lines, then accept with a score or ask for changes. */
export function ReviewScreen({ review, viewerId, backHref }: { review: Jsonified<ReviewSubmission>; viewerId: string; backHref: string }) {
  const t = useTranslations("review.mentor");
  const router = useRouter();
  const { submission, project, student } = review;
  const mine = submission.status === "in_review" && submission.reviewer?.id === viewerId;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState<{ file: string; line: number } | null>(null);
  const [text, setText] = useState("");
  const [summary, setSummary] = useState("");
  const [score, setScore] = useState("");

  async function act(path: string, json?: unknown) {
    setError(null);
    setBusy(true);
    try {
      await apiCall(`/api/review/submissions/${submission.id}/${path}`, { method: "POST", json });
      router.refresh();
      return true;
    } catch (caught) {
      setError(errorText(caught, { fallback: t("failed") }));
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function addComment(event: FormEvent) {
    event.preventDefault();
    if (!open) return;
    if (await act("comments", { file: open.file, line: open.line, body: text })) {
      setOpen(null);
      setText("");
    }
  }

  const commentForm = open ? (
    <form onSubmit={addComment} className="space-y-2 rounded-lg bg-surface-raised p-3 ring-1 ring-brand-500/40">
      <Field id="line-comment" label={t("commentOn", { file: open.file, line: open.line })}>
        <Textarea id="line-comment" value={text} onChange={(event) => setText(event.target.value)} rows={3} autoFocus />
      </Field>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={busy || !text.trim()}>
          {t("addComment")}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setOpen(null)}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  ) : null;

  return (
    <div className="space-y-6">
      <a href={backHref} className="text-sm underline underline-offset-4">
        ← {t("back")}
      </a>
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-semibold">{project.title}</h1>
          <StatusBadge status={submission.status} checksFailed={submission.checks?.held === true} />
        </div>
        <p className="text-sm text-gray-300">{t("byStudent", { name: student.fullName, number: submission.iteration })}</p>
        <details className="text-sm text-gray-300">
          <summary className="cursor-pointer">{t("statement")}</summary>
          <p className="mt-2 whitespace-pre-wrap">{project.statement}</p>
        </details>
      </header>
      <ChecklistCard title={t("checklist")} items={project.checklist} />
      {submission.checks ? <CheckReport report={submission.checks} /> : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      {submission.status === "waiting" ? (
        <Button onClick={() => void act("claim")} disabled={busy}>
          {t("claim")}
        </Button>
      ) : null}
      {submission.status === "in_review" && !mine ? <Alert tone="info">{t("claimedByOther", { name: submission.reviewer?.fullName ?? "" })}</Alert> : null}
      {mine ? <p className="text-sm text-gray-300">{t("howToComment")}</p> : null}
      {submission.link ? (
        <p className="text-sm">
          {t("link")}:{" "}
          <a href={submission.link} rel="noopener noreferrer nofollow" target="_blank" className="break-all underline underline-offset-4">
            {submission.link}
          </a>
        </p>
      ) : null}
      {submission.archive ? (
        <p className="text-sm">
          <a href={`/api/project-submissions/${submission.id}/archive`} className="underline underline-offset-4" download>
            {t("archive", { name: submission.archive.name })}
          </a>
        </p>
      ) : null}
      {submission.files.map((file) => (
        <CodeWithComments
          key={file.name}
          file={file}
          comments={submission.comments}
          onLine={mine ? (line) => setOpen({ file: file.name, line }) : undefined}
          lineSlot={open && open.file === file.name ? { line: open.line, node: commentForm } : null}
        />
      ))}
      {mine ? (
        <Card className="space-y-4">
          <h2 className="font-semibold">{t("decision")}</h2>
          <Field id="review-summary" label={t("summary")}>
            <Textarea id="review-summary" value={summary} onChange={(event) => setSummary(event.target.value)} rows={4} />
          </Field>
          <div className="flex flex-wrap items-end gap-3">
            <Button variant="danger" disabled={busy || !summary.trim()} onClick={() => void act("decision", { decision: "changes", summary })}>
              {t("askChanges")}
            </Button>
            <div className="w-32">
              <Field id="review-score" label={t("score")}>
                <Input id="review-score" type="number" inputMode="numeric" min={0} max={100} value={score} onChange={(event) => setScore(event.target.value)} />
              </Field>
            </div>
            <Button disabled={busy || score === ""} onClick={() => void act("decision", { decision: "accept", score: Number(score), summary })}>
              {t("accept")}
            </Button>
          </div>
        </Card>
      ) : null}
      {submission.status === "accepted" || (submission.status === "changes_requested" && !submission.checks?.held) ? (
        <Card className="space-y-2">
          <h2 className="font-semibold">{t("decided")}</h2>
          {submission.summary ? <p className="whitespace-pre-wrap text-sm">{submission.summary}</p> : null}
          {submission.score !== null ? <p className="text-sm text-emerald-300">{t("scored", { score: submission.score })}</p> : null}
        </Card>
      ) : null}
      <IterationList id="earlier-title" title={t("earlier")} iterations={review.earlier} />
    </div>
  );
}
