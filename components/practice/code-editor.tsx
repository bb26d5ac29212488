"use client";

import { useEffect, useRef } from "react";
import { EditorState, type Extension } from "@codemirror/state";
import { EditorView, drawSelection, highlightActiveLine, keymap, lineNumbers, placeholder as placeholderText } from "@codemirror/view";
import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import { bracketMatching, indentOnInput } from "@codemirror/language";
import { html } from "@codemirror/lang-html";
import { css } from "@codemirror/lang-css";
import { javascript } from "@codemirror/lang-javascript";
import { editorTheme } from "./editor-theme";
import { languageOf } from "./files";

// CodeMirror 6 (issue 20: a phone-friendly editor, not Monaco). This module is only reached
// through next/dynamic from the learning page, so no public page ships it.

/** Tuned for a phone: 16 px text (iOS zooms into smaller inputs), wrapped lines, no autocorrect. */
const phoneFriendly = EditorView.theme({
  "&": { fontSize: "16px", height: "100%" },
  ".cm-scroller": { fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace", lineHeight: "1.5" },
  ".cm-content": { paddingBlock: "8px" },
  "&.cm-focused": { outline: "none" },
});

function languageExtension(fileName: string): Extension {
  const language = languageOf(fileName);
  if (language === "html") return html();
  if (language === "css") return css();
  if (language === "text") return [];
  return javascript({ jsx: /\.[jt]sx$/.test(fileName), typescript: /\.tsx?$/.test(fileName) });
}

type Props = {
  /** One document per file: switching tabs keeps each file's undo history. */
  fileName: string;
  value: string;
  onChange?: (value: string) => void;
  readOnly?: boolean;
  label: string;
  placeholder?: string;
  /** Where the symbol bar inserts: given the view so a parent can insert into it. */
  onView?: (view: EditorView | null) => void;
  className?: string;
};

export function CodeEditor({ fileName, value, onChange, readOnly = false, label, placeholder, onView, className }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const states = useRef(new Map<string, EditorState>());
  const active = useRef(fileName);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);

  const stateFor = (name: string, doc: string) =>
    EditorState.create({
      doc,
      extensions: [
        lineNumbers(),
        history(),
        drawSelection(),
        indentOnInput(),
        bracketMatching(),
        highlightActiveLine(),
        EditorView.lineWrapping,
        keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
        languageExtension(name),
        editorTheme,
        phoneFriendly,
        EditorState.readOnly.of(readOnly),
        EditorView.editable.of(!readOnly),
        // tabindex: the scroller is a scrollable region, and a keyboard must reach what is in it even
        // when the code is read-only (then the content is not editable, so not focusable by itself).
        EditorView.contentAttributes.of({ "aria-label": label, tabindex: "0", autocapitalize: "off", autocorrect: "off", spellcheck: "false", translate: "no" }),
        placeholder ? placeholderText(placeholder) : [],
        EditorView.updateListener.of((update) => {
          if (update.docChanged) changed.current?.(update.state.doc.toString());
        }),
      ],
    });

  // Mount once; tabs swap the view's state.
  useEffect(() => {
    const created = new EditorView({ state: stateFor(fileName, value), parent: host.current! });
    view.current = created;
    onView?.(created);
    return () => {
      onView?.(null);
      created.destroy();
      view.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const current = view.current;
    if (!current) return;
    if (active.current === fileName) {
      // A value set from outside (a draft loaded, the starter restored): replace the document.
      if (current.state.doc.toString() !== value) current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: value } });
      return;
    }
    states.current.set(active.current, current.state);
    const saved = states.current.get(fileName);
    current.setState(saved && saved.doc.toString() === value ? saved : stateFor(fileName, value));
    active.current = fileName;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fileName, value]);

  return <div ref={host} className={className} data-testid="code-editor" data-file={fileName} />;
}
