"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, useState, type ComponentType } from "react";
import { useTranslations } from "next-intl";
import type { EditorView } from "@codemirror/view";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import type { CheckReport, PracticeFile } from "@/lib/practice/contract";
import { PREVIEW_READY, PREVIEW_SCRIPT_LIMIT_MS, previewDocument } from "./files";
import { saveDraftOnLeave, useSaveDraft, useSubmit, type LessonExercise } from "./practice-data";
import { errorText } from "@/lib/api/client";
import { usePracticeText } from "./practice-text";
import { ExerciseHeader } from "./exercise-header";
import { StatementText } from "./statement-text";
import { HintList, SolutionView } from "./hints-and-solution";
import type { ServerVerdict } from "@/lib/practice/find-opening-practice";
import { EXERCISE_FIELD, fileField } from "@/lib/practice/practice-form";
import type { CodeEditor as CodeEditorType } from "./code-editor";
import { escapeAttribute, escapeText } from "./plain-html";

// CodeMirror and its symbol bar come after the page works (issue 44 item 8): until then the code
// is in a plain text area, and what was typed there is what the editor opens with.
const SymbolBar = dynamic(() => import("./symbol-bar").then((module) => module.SymbolBar), { ssr: false });
type Editor = ComponentType<Parameters<typeof CodeEditorType>[0]>;
const loadEditor = () => import("./code-editor").then((module) => module.CodeEditor as Editor);
/** The checker runs in a worker whose code comes with the first Run or Check. */
const runInWorker: typeof import("./runner").runInWorker = (job) => import("./runner").then((module) => module.runInWorker(job));

/** Autosave waits this long after the last keystroke. */
const DRAFT_DELAY_MS = 1200;

type RunOutput = { kind: "preview"; document: string; key: number } | { kind: "console"; report: CheckReport } | null;
/** The latest check: the browser's report at once, then the server's answer, which replaces it. */
type Checked = { source: "browser"; report: CheckReport } | { source: "server"; answer: ServerVerdict } | null;

type Row = { check: number; passed: boolean; message: string };

function filesOf(exercise: LessonExercise): PracticeFile[] {
  return (exercise.draft?.files ?? exercise.starterFiles).map((file) => ({ name: file.name, content: file.content }));
}

/**
 * A `web` page in a sandboxed frame. Its last script says when the page's scripts have run
 * (files.ts); a page that has not said so in time has a script that did not finish, and a blank
 * frame would not tell the student why: the frame goes (which stops it) and the reason shows.
 */
function PagePreview({ document }: { document: string }) {
  const t = useTranslations("practice.ui");
  const frame = useRef<HTMLIFrameElement>(null);
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setStuck(true), PREVIEW_SCRIPT_LIMIT_MS);
    const onMessage = (event: MessageEvent) => {
      if (event.source === frame.current?.contentWindow && event.data === PREVIEW_READY) clearTimeout(timer);
    };
    window.addEventListener("message", onMessage);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("message", onMessage);
    };
  }, []);
  if (stuck) {
    return (
      <p className="rounded-xl bg-red-500/10 p-3 text-sm text-red-300 ring-1 ring-red-500/30" role="alert" data-testid="preview-stuck">
        {t("previewStuck")}
      </p>
    );
  }
  return (
    // No allow-same-origin: the page is on an origin of its own, with its own policy (files.ts).
    <iframe
      ref={frame}
      title={t("previewTitle")}
      sandbox="allow-scripts"
      srcDoc={document}
      referrerPolicy="no-referrer"
      className="h-64 w-full rounded-xl bg-white ring-1 ring-white/10 sm:h-80"
      data-testid="practice-preview"
    />
  );
}

/**
 * The exercise's files as plain text areas, the form's fields before the page's scripts run.
 * Written as HTML React does not own: hydrating a `<textarea>` puts its default text back (React
 * 19's initTextarea), which would throw away what a student typed while the scripts came.
 */
function PlainFiles({ exerciseId, files, label }: { exerciseId: string; files: PracticeFile[]; label: (file: string) => string }) {
  const html = files
    .map(
      (file) =>
        `<label class="block border-b border-white/10 bg-surface-raised px-3 py-1.5 font-mono text-sm text-gray-300" for="plain-${escapeAttribute(exerciseId)}-${escapeAttribute(file.name)}">${escapeText(file.name)}</label>` +
        `<textarea id="plain-${escapeAttribute(exerciseId)}-${escapeAttribute(file.name)}" name="${escapeAttribute(fileField(file.name))}" aria-label="${escapeAttribute(label(file.name))}" rows="12" spellcheck="false" autocapitalize="off" autocomplete="off" translate="no" data-testid="plain-code" class="block h-72 w-full resize-y bg-[#282c34] p-3 font-mono text-base leading-normal text-gray-100 outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-400 sm:h-80">${escapeText(file.content)}</textarea>`,
    )
    .join("");
  return <div dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}

type WorkspaceProps = {
  lessonId: string;
  exercise: LessonExercise;
  number: number;
  total: number;
  /** The learning page the form comes back to. */
  returnTo: string;
  /** The server's verdict on the form just posted for this exercise. */
  checkedAtOpen?: ServerVerdict | null;
  /** The form just asked to show this web exercise's page. */
  ranAtOpen?: boolean;
};

/** One exercise: statement, editor with file tabs, Run, Check with each check's result, hints and (after a pass) the solution. */
export function ExerciseWorkspace({ lessonId, exercise, number, total, returnTo, checkedAtOpen = null, ranAtOpen = false }: WorkspaceProps) {
  const t = useTranslations("practice.ui");
  const message = usePracticeText();
  // What the student typed is theirs to change: it starts from the saved draft (or the starter files).
  const [files, setFiles] = useState<PracticeFile[]>(() => filesOf(exercise));
  const [activeName, setActiveName] = useState(() => files[0]?.name ?? "");
  const [view, setView] = useState<EditorView | null>(null);
  const [output, setOutput] = useState<RunOutput>(() => (ranAtOpen && exercise.kind === "web" ? { kind: "preview", document: previewDocument(files), key: 1 } : null));
  const [checked, setChecked] = useState<Checked>(() => (checkedAtOpen ? { source: "server", answer: checkedAtOpen } : null));
  // Before the page's scripts: the form's text areas. Once they run: what was typed there, in a
  // text area React owns until the editor arrives, then in the editor.
  const [live, setLive] = useState(false);
  const [CodeEditor, setCodeEditor] = useState<Editor | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const [running, setRunning] = useState<"run" | "check" | null>(null);
  const saveDraft = useSaveDraft(lessonId, exercise.id);
  const submit = useSubmit(lessonId, exercise.id);

  // Autosave: the files as typed, a moment after the last change; a page left before then saves with keepalive.
  const pending = useRef<PracticeFile[] | null>(null);
  const saveRef = useRef(saveDraft.mutate);
  useEffect(() => {
    saveRef.current = saveDraft.mutate;
  }, [saveDraft.mutate]);
  useEffect(() => {
    const typed = new Map([...form.current!.querySelectorAll("textarea[name]")].map((area) => [area.getAttribute("name"), (area as HTMLTextAreaElement).value]));
    setFiles((current) => {
      if (current.every((file) => (typed.get(fileField(file.name)) ?? file.content) === file.content)) return current;
      const next = current.map((file) => ({ ...file, content: typed.get(fileField(file.name)) ?? file.content }));
      pending.current = next;
      return next;
    });
    setLive(true);
    let loaded = true;
    void loadEditor().then((editor) => loaded && setCodeEditor(() => editor));
    return () => {
      loaded = false;
    };
  }, []);

  useEffect(() => {
    if (!pending.current) return;
    const timer = setTimeout(() => {
      const unsaved = pending.current;
      pending.current = null;
      if (unsaved) saveRef.current(unsaved);
    }, DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [files]);
  useEffect(() => {
    const flush = () => {
      if (pending.current) saveDraftOnLeave(exercise.id, pending.current);
      pending.current = null;
    };
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [exercise.id]);

  function edit(content: string) {
    setFiles((current) => {
      const next = current.map((file) => (file.name === activeName ? { ...file, content } : file));
      pending.current = next;
      return next;
    });
  }

  function resetToStarter() {
    const starter = exercise.starterFiles.map((file) => ({ name: file.name, content: file.content }));
    pending.current = starter;
    setFiles(starter);
    setActiveName(starter[0]?.name ?? "");
  }

  async function run() {
    if (exercise.kind === "web") {
      setOutput((current) => ({ kind: "preview", document: previewDocument(files), key: (current?.kind === "preview" ? current.key : 0) + 1 }));
      return;
    }
    setRunning("run");
    const report = await runInWorker({ kind: "js", files, checks: [] });
    setOutput({ kind: "console", report });
    setRunning(null);
  }

  async function check() {
    setRunning("check");
    const snapshot = files;
    const report = await runInWorker({ kind: exercise.kind, files: snapshot, checks: exercise.checks });
    setChecked({ source: "browser", report });
    if (exercise.kind === "js") setOutput({ kind: "console", report });
    submit.mutate(snapshot, {
      onSuccess: (answer) => setChecked({ source: "server", answer }),
      onSettled: () => setRunning(null),
    });
  }

  const rows: Row[] =
    checked?.source === "server"
      ? checked.answer.results
      : checked?.source === "browser"
        ? checked.report.results.map((result) => ({ check: result.check, passed: result.passed, message: message(result.message) }))
        : [];
  const verdictText =
    checked?.source === "server" ? checked.answer.verdictMessage : checked?.source === "browser" && checked.report.verdictText ? message(checked.report.verdictText) : null;
  const failed = rows.filter((row) => !row.passed).length;
  const passed = exercise.status.passed;
  const active = files.find((file) => file.name === activeName) ?? files[0];

  return (
    <article className="space-y-4" data-testid="exercise" data-exercise-id={exercise.id} aria-labelledby={`exercise-${exercise.id}-title`}>
      <ExerciseHeader exercise={exercise} number={number} total={total} />
      <StatementText text={exercise.statement} className="whitespace-pre-line text-sm leading-relaxed text-gray-300" />

      {/* Before the page's scripts, Check (and a web page's Run) post the form (app/practice/*); after, they run here. */}
      <form
        ref={form}
        method="post"
        action="/practice/check"
        onSubmit={(event) => {
          event.preventDefault();
          void check();
        }}
        className="overflow-hidden rounded-xl ring-1 ring-white/10"
        data-testid="practice-form"
      >
        <input type="hidden" name={EXERCISE_FIELD} value={exercise.id} />
        <input type="hidden" name="next" value={returnTo} />
        {live ? (
          <>
            <div className="flex items-center gap-1 border-b border-white/10 bg-surface-raised px-2">
              {/* A tablist holds tabs only (ARIA): the draft's status stands beside it. */}
              <div className="flex min-w-0 items-center gap-1 overflow-x-auto" role="tablist" aria-label={t("files")}>
                {files.map((file) => (
                  <button
                    key={file.name}
                    type="button"
                    role="tab"
                    aria-selected={file.name === active?.name}
                    onClick={() => setActiveName(file.name)}
                    className={cn(
                      "shrink-0 border-b-2 px-3 py-2.5 font-mono text-sm",
                      file.name === active?.name ? "border-brand-400 text-white" : "border-transparent text-gray-400 hover:text-gray-200",
                    )}
                  >
                    {file.name}
                  </button>
                ))}
              </div>
              <span className="ml-auto shrink-0 pl-2 text-xs text-gray-500" role="status" data-testid="draft-status">
                {saveDraft.isPending ? t("saving") : saveDraft.isError ? t("saveFailed") : saveDraft.isSuccess ? t("saved") : ""}
              </span>
            </div>
            {view ? <SymbolBar view={view} label={t("symbols")} tabLabel={t("tab")} /> : null}
            {active && CodeEditor ? (
              <CodeEditor
                fileName={active.name}
                value={active.content}
                onChange={edit}
                onView={setView}
                label={t("editorLabel", { file: active.name })}
                className="h-72 overflow-hidden bg-[#282c34] sm:h-80 [&_.cm-editor]:h-full"
              />
            ) : active ? (
              <textarea
                key={active.name}
                value={active.content}
                onChange={(event) => edit(event.target.value)}
                aria-label={t("editorLabel", { file: active.name })}
                spellCheck={false}
                autoCapitalize="off"
                autoComplete="off"
                translate="no"
                data-testid="plain-code"
                className="block h-72 w-full resize-none bg-[#282c34] p-3 font-mono text-base leading-normal text-gray-100 outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-400 sm:h-80"
              />
            ) : null}
          </>
        ) : (
          <PlainFiles exerciseId={exercise.id} files={files} label={(file) => t("editorLabel", { file })} />
        )}
        <div className="flex flex-wrap items-center gap-2 border-t border-white/10 bg-surface-raised p-2">
          <Button
            type="submit"
            // Before scripts a web page's Run shows the saved page; a program runs only as the server's check.
            formAction={exercise.kind === "web" ? "/practice/run" : undefined}
            variant="secondary"
            size="md"
            onClick={(event) => {
              event.preventDefault();
              void run();
            }}
            disabled={running !== null}
            data-testid="practice-run"
          >
            {running === "run" ? t("running") : t("run")}
          </Button>
          <Button type="submit" size="md" disabled={running !== null} data-testid="practice-check">
            {running === "check" ? t("checking") : t("check")}
          </Button>
          <Button variant="ghost" size="md" className="ml-auto" onClick={resetToStarter} disabled={running !== null}>
            {t("reset")}
          </Button>
        </div>
      </form>

      {output?.kind === "preview" ? (
        <section aria-label={t("preview")} className="space-y-2">
          <h4 className="text-sm font-medium text-gray-300">{t("preview")}</h4>
          <PagePreview key={output.key} document={output.document} />
        </section>
      ) : output?.kind === "console" ? (
        <section aria-label={t("console")} className="space-y-2">
          <h4 className="text-sm font-medium text-gray-300">{t("console")}</h4>
          {output.report.verdictText ? (
            <p className="text-sm text-red-300" role="alert">
              {message(output.report.verdictText)}
            </p>
          ) : null}
          <pre className="max-h-64 overflow-auto whitespace-pre-wrap break-words rounded-xl bg-black/60 p-3 font-mono text-sm text-gray-100 ring-1 ring-white/10" data-testid="practice-console">
            {output.report.console || t("consoleEmpty")}
          </pre>
        </section>
      ) : null}

      <section aria-label={t("checks")} className="space-y-2">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h4 className="text-sm font-medium text-gray-300">{t("checks")}</h4>
          {checked ? (
            <span className="text-xs text-gray-500" data-testid="check-source">
              {checked.source === "server" ? t("checkedOnServer") : t("checkedInBrowser")}
            </span>
          ) : null}
        </div>
        {checked?.source === "server" ? (
          <p className={cn("text-sm font-medium", checked.answer.passed ? "text-emerald-300" : "text-amber-300")} role="status" data-testid="check-summary">
            {checked.answer.passed ? t("allPassed") : t("someFailed", { count: failed })}
          </p>
        ) : null}
        {verdictText ? <p className="text-sm text-red-300">{verdictText}</p> : null}
        {submit.error ? (
          <p className="text-sm text-red-300" role="alert">
            {errorText(submit.error, { fallback: t("serverError"), network: t("network") })}
          </p>
        ) : null}
        <ul className="space-y-1.5" data-testid="check-list">
          {exercise.checkDescriptions.map((description, index) => {
            const row = rows.find((item) => item.check === index);
            return (
              <li
                key={index}
                className={cn(
                  "flex gap-2 rounded-lg px-3 py-2 text-sm ring-1",
                  !row ? "bg-white/5 text-gray-300 ring-white/10" : row.passed ? "bg-emerald-500/10 text-emerald-200 ring-emerald-500/30" : "bg-red-500/10 text-red-200 ring-red-500/30",
                )}
                data-testid="check-row"
                data-state={!row ? "idle" : row.passed ? "passed" : "failed"}
              >
                <span aria-hidden className="mt-0.5 shrink-0 font-mono">
                  {!row ? "•" : row.passed ? "✓" : "✗"}
                </span>
                <span className="min-w-0 break-words">
                  <span className="sr-only">{!row ? "" : row.passed ? `${t("checkPassed")}: ` : `${t("checkFailed")}: `}</span>
                  <StatementText text={row ? row.message : description} inline />
                </span>
              </li>
            );
          })}
        </ul>
      </section>

      <HintList exerciseId={exercise.id} count={exercise.hintsCount} />
      {passed ? <SolutionView exerciseId={exercise.id} /> : null}
    </article>
  );
}
