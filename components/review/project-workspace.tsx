"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field, Input } from "@/components/ui/field";
import { apiCall, errorText, type Jsonified } from "@/lib/api/client";
import type { ProjectFile } from "@/lib/review/contract";
import { fileNameField, LINK_FIELD, PROJECT_FIELD } from "@/lib/review/project-form";
import type { ProjectIteration, StudentProject } from "@/lib/review/shapes";
import { ChecklistCard } from "./checklist-card";
import { IterationList } from "./iteration-list";
import { loadEditor, PLAIN_FILE_ATTRIBUTE, ProjectFileEditor, type Editor } from "./project-file-editor";

type Sent = "queued" | "checksFailed";
type Props = {
  project: Jsonified<StudentProject>;
  backHref: string;
  /** The project page's own address: the no-script form comes back to it. */
  selfHref: string;
  /** Where the iteration the no-script form just sent went, and a refusal of that form in words. */
  sentAtOpen?: Sent | null;
  refusalAtOpen?: string | null;
};

/** The files a new iteration starts from: the last one sent, else the project's starter files, else one empty file. */
function startingFiles(project: Jsonified<StudentProject>): ProjectFile[] {
  const last = project.iterations[0]?.files;
  if (last?.length) return last;
  if (project.starterFiles.length) return project.starterFiles;
  return [{ name: "index.js", content: "" }];
}

/** The student's project: the brief, the form that sends an iteration, and every iteration with its review. */
export function ProjectWorkspace({ project, backHref, selfHref, sentAtOpen = null, refusalAtOpen = null }: Props) {
  const t = useTranslations("review.student");
  const router = useRouter();
  const [files, setFiles] = useState<ProjectFile[]>(() => startingFiles(project));
  const [link, setLink] = useState(project.iterations[0]?.link ?? "");
  const [archive, setArchive] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(refusalAtOpen);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<Sent | null>(sentAtOpen);
  const { brief } = project;
  // Before the page's scripts: the form's text areas. Once they run: what was typed there, then CodeMirror.
  const [live, setLive] = useState(false);
  const [CodeEditor, setCodeEditor] = useState<Editor | null>(null);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const typed = new Map([...(form.current?.querySelectorAll(`textarea[${PLAIN_FILE_ATTRIBUTE}]`) ?? [])].map((area) => [Number(area.getAttribute(PLAIN_FILE_ATTRIBUTE)), (area as HTMLTextAreaElement).value]));
    setFiles((current) => (current.every((file, index) => (typed.get(index) ?? file.content) === file.content) ? current : current.map((file, index) => ({ ...file, content: typed.get(index) ?? file.content }))));
    setLive(true);
    let loaded = true;
    void loadEditor().then((editor) => loaded && setCodeEditor(() => editor));
    return () => {
      loaded = false;
    };
  }, []);

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
      const answer = await apiCall<{ submission: Jsonified<ProjectIteration> }>(`/api/projects/${project.id}/submissions`, { method: "POST", body });
      setSent(answer.submission.checks?.held ? "checksFailed" : "queued");
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
      <ChecklistCard title={t("checklist")} items={brief.checklist} />
      {project.accepted ? (
        <Alert tone="success">
          <span data-testid="project-accepted">{t("accepted")}</span>
        </Alert>
      ) : null}
      {!project.accepted && !project.canSubmit ? <Alert tone="info">{t("waiting")}</Alert> : null}
      {sent === "queued" ? <Alert tone="success">{t("sent")}</Alert> : null}
      {sent === "checksFailed" ? <Alert tone="error">{t("checksFailed")}</Alert> : null}
      {project.canSubmit ? (
        <Card>
          <form ref={form} onSubmit={send} action="/practice/project" method="post" className="space-y-4" aria-labelledby="send-title">
            <input type="hidden" name={PROJECT_FIELD} value={project.id} />
            <input type="hidden" name="next" value={selfHref} />
            <h2 id="send-title" className="font-semibold">
              {project.iterations.length ? t("revise", { number: project.iterations.length + 1 }) : t("send")}
            </h2>
            {brief.acceptFiles
              ? files.map((file, index) => (
                  <div key={index} className="space-y-2">
                    <Field id={`file-name-${index}`} label={t("fileName")}>
                      <Input id={`file-name-${index}`} name={fileNameField(index)} value={file.name} onChange={(event) => setFile(index, { name: event.target.value })} className="font-mono" />
                    </Field>
                    <ProjectFileEditor
                      index={index}
                      name={file.name}
                      value={file.content}
                      label={t("fileContent", { file: file.name })}
                      live={live}
                      Editor={CodeEditor}
                      onChange={(content) => setFile(index, { content })}
                    />
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
                <Input id="project-link" name={LINK_FIELD} type="url" inputMode="url" value={link} onChange={(event) => setLink(event.target.value)} placeholder="https://github.com/…" />
              </Field>
            ) : null}
            {/* An upload needs the scripts (the form before them is url-encoded). */}
            {brief.acceptArchive && live ? (
              <Field id="project-archive" label={t("archive")} hint={t("archiveHint")}>
                <Input id="project-archive" type="file" accept=".zip,.gz,.tgz,application/zip,application/gzip" onChange={(event) => setArchive(event.target.files?.[0] ?? null)} />
              </Field>
            ) : null}
            {project.checkCount ? <p className="text-sm text-gray-400">{t("checksInfo", { count: project.checkCount })}</p> : null}
            {error ? <Alert tone="error">{error}</Alert> : null}
            <Button type="submit" disabled={sending}>
              {sending ? t("sending") : t("submit")}
            </Button>
          </form>
        </Card>
      ) : null}
      <IterationList id="iterations-title" title={t("iterations")} iterations={project.iterations} />
    </div>
  );
}
