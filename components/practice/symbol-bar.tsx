"use client";

import type { EditorView } from "@codemirror/view";
import { indentMore } from "@codemirror/commands";

// A phone's keyboard hides what code needs most (< > { } ; and Tab) behind a second layer: this
// bar types them into the editor. Pressing a key keeps the editor's focus, so the keyboard stays.
const SYMBOLS = ["<", ">", "/", "=", '"', "'", "{", "}", "(", ")", "[", "]", ";", ":", "."];

export function SymbolBar({ view, label, tabLabel }: { view: EditorView | null; label: string; tabLabel: string }) {
  function type(text: string) {
    if (!view) return;
    view.dispatch(view.state.replaceSelection(text));
    view.focus();
  }
  return (
    <div role="toolbar" aria-label={label} className="flex gap-1 overflow-x-auto border-b border-white/10 bg-surface px-2 py-1.5 lg:hidden">
      <button
        type="button"
        onPointerDown={(event) => event.preventDefault()}
        onClick={() => {
          if (!view) return;
          indentMore(view);
          view.focus();
        }}
        className="h-9 shrink-0 rounded-md bg-surface-overlay px-3 font-mono text-sm text-gray-100 ring-1 ring-white/10"
      >
        {tabLabel}
      </button>
      {SYMBOLS.map((symbol) => (
        <button
          key={symbol}
          type="button"
          onPointerDown={(event) => event.preventDefault()}
          onClick={() => type(symbol)}
          className="h-9 min-w-9 shrink-0 rounded-md bg-surface-overlay px-2 font-mono text-base text-gray-100 ring-1 ring-white/10"
        >
          {symbol}
        </button>
      ))}
    </div>
  );
}
