"use client";

import type { ComponentType } from "react";
import type { CodeEditor as CodeEditorType } from "@/components/practice/code-editor";
import { escapeAttribute, escapeText } from "@/components/practice/plain-html";

export type Editor = ComponentType<Parameters<typeof CodeEditorType>[0]>;
/** The practice workspace's CodeMirror, fetched only once the page's scripts run. */
export const loadEditor = () => import("@/components/practice/code-editor").then((module) => module.CodeEditor as Editor);

/** What marks a project file's plain text area, so the scripts read what was typed in it before they came. */
export const PLAIN_FILE_ATTRIBUTE = "data-project-file";

const areaClass =
  "block h-72 w-full resize-y rounded-lg bg-[#282c34] p-3 font-mono text-base leading-normal text-gray-100 outline-none ring-1 ring-white/10 focus-visible:ring-2 focus-visible:ring-brand-400 md:text-sm";

type Props = {
  index: number;
  name: string;
  value: string;
  label: string;
  /** Before the page's scripts: a plain text area React does not own; then the editor (or a React text area until it arrives). */
  live: boolean;
  Editor: Editor | null;
  onChange: (value: string) => void;
};

/**
 * One file of a project's iteration (issue 41): the form's text area first, and CodeMirror
 * mounted over it once the scripts run, in the language of the file's extension. The first is
 * HTML React does not own: hydrating a `<textarea>` puts its default text back (React 19's
 * initTextarea), which would throw away what a student typed while the scripts came.
 */
export function ProjectFileEditor({ index, name, value, label, live, Editor, onChange }: Props) {
  if (live && Editor)
    return <Editor fileName={name} value={value} onChange={onChange} label={label} className="h-72 overflow-hidden rounded-lg bg-[#282c34] ring-1 ring-white/10 [&_.cm-editor]:h-full" />;
  if (live)
    return (
      <textarea
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-label={label}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        translate="no"
        data-testid="plain-code"
        className={areaClass}
      />
    );
  const html = `<textarea ${PLAIN_FILE_ATTRIBUTE}="${index}" name="content.${index}" aria-label="${escapeAttribute(label)}" rows="12" spellcheck="false" autocapitalize="off" autocomplete="off" translate="no" data-testid="plain-code" class="${areaClass}">${escapeText(value)}</textarea>`;
  return <div dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}
