"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field, Input, Textarea } from "@/components/ui/field";
import { apiCall, errorText, type Jsonified } from "@/lib/api/client";
import type { ProjectFile } from "@/lib/review/contract";
import type { StudentProject } from "@/lib/review/shapes";
import { IterationView } from "./iteration-view";

type Props = { project: Jsonified<StudentProject>; backHref: string };

/** The files a new iteration starts from: the last one sent, else the project's starter files, else one empty file. */
function startingFiles(project: Jsonified<StudentProject>): ProjectFile[] {
  const last = project.iterations[0]?.files;
  if (last?.length) return last;
  if (project.starterFiles.length) return project.starterFiles;
  return [{ name: "index.js", content: "" }];
}

/** The student's project: the brief, the form that sends an iteration, and every iteration with its review. */
export function ProjectWorkspace({ project, backHref }: Props) {
  const t = useTranslations("review.student");
  const router = useRouter();
  const [files, setFiles] = useState<ProjectFile[]>(() => startingFiles(project));
  const [link, setLink] = useState(project.iterations[0]?.link ?? "");
  const [archive, setArchive] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const { brief } = project;

  const setFile = (index: number, change: Partial<ProjectFile>) => setFiles((all) => all.map((file, at) => (at === index ? { ...file, ...change } : file)));

  async function send(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSending(true);
    const body = new FormData();
    const written = files.filter((file) => file.content.trim() !== "");
    if (brief.acceptFiles && written.length) body.append("files", JSON.stringify(written));
    if (brief.acceptLink && link.trim()) body.append("link", link.trim());
    if (brief.acceptArchive && archive) body.append("archive", archive);
    try {
      await apiCall(`/api/projects/${project.id}/submissions`, { method: "POST", body });
      setSent(true);
      router.refresh();
    } catch (caught) {
      setError(errorText(caught, { fallback: t("sendFailed") }));
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="space-y-6">
      <a href={backHref} className="text-sm underline underline-offset-4">
        ← {t("back")}
      </a>
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold">{project.title}</h1>
        <p className="whitespace-pre-wrap text-gray-300">{project.statement}</p>
      </header>
      {brief.checklist.length ? (
        <Card className="space-y-2">
          <h2 className="font-semibold">{t("checklist")}</h2>
          <ul className="list-disc space-y-1 ps-5 text-sm text-gray-300">
            {brief.checklist.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Card>
      ) : null}
      {project.accepted ? (
        <Alert tone="success">
          <span data-testid="project-accepted">{t("accepted")}</span>
        </Alert>
      ) : null}
      {!project.accepted && !project.canSubmit ? <Alert tone="info">{t("waiting")}</Alert> : null}
      {sent ? <Alert tone="success">{t("sent")}</Alert> : null}
      {project.canSubmit ? (
        <Card>
          <form onSubmit={send} className="space-y-4" aria-labelledby="send-title">
            <h2 id="send-title" className="font-semibold">
              {project.iterations.length ? t("revise", { number: project.iterations.length + 1 }) : t("send")}
            </h2>
            {brief.acceptFiles
              ? files.map((file, index) => (
                  <div key={index} className="space-y-2">
                    <Field id={`file-name-${index}`} label={t("fileName")}>
                      <Input id={`file-name-${index}`} value={file.name} onChange={(event) => setFile(index, { name: event.target.value })} className="font-mono" />
                    </Field>
                    <Field id={`file-content-${index}`} label={t("fileContent", { file: file.name })}>
                      <Textarea
                        id={`file-content-${index}`}
                        value={file.content}
                        onChange={(event) => setFile(index, { content: event.target.value })}
                        rows={12}
                        spellCheck={false}
                        autoCapitalize="off"
                        autoCorrect="off"
                        className="font-mono text-base md:text-sm"
                      />
                    </Field>
                  </div>
                ))
              : null}
            {brief.acceptFiles ? (
              <Button variant="secondary" size="sm" onClick={() => setFiles((all) => [...all, { name: `file${all.length + 1}.js`, content: "" }])}>
                {t("addFile")}
              </Button>
            ) : null}
            {brief.acceptLink ? (
              <Field id="project-link" label={t("link")} hint={t("linkHint")}>
                <Input id="project-link" type="url" inputMode="url" value={link} onChange={(event) => setLink(event.target.value)} placeholder="https://github.com/…" />
              </Field>
            ) : null}
            {brief.acceptArchive ? (
              <Field id="project-archive" label={t("archive")} hint={t("archiveHint")}>
                <Input id="project-archive" type="file" accept=".zip,.gz,.tgz,application/zip,application/gzip" onChange={(event) => setArchive(event.target.files?.[0] ?? null)} />
              </Field>
            ) : null}
            {error ? <Alert tone="error">{error}</Alert> : null}
            <Button type="submit" disabled={sending}>
              {sending ? t("sending") : t("submit")}
            </Button>
          </form>
        </Card>
      ) : null}
      {project.iterations.length ? (
        <section className="space-y-6" aria-labelledby="iterations-title">
          <h2 id="iterations-title" className="text-lg font-semibold">
            {t("iterations")}
          </h2>
          {project.iterations.map((iteration) => (
            <IterationView key={iteration.id} iteration={iteration} archiveHref={`/api/project-submissions/${iteration.id}/archive`} />
          ))}
        </section>
      ) : null}
    </div>
  );
}
