import { Fragment } from "react";

/** A teacher's statement or hint: plain text, where `backticks` mark code. Nothing is parsed as HTML. */
export function StatementText({ text, className }: { text: string; className?: string }) {
  const parts = text.split("`");
  return (
    <p className={className}>
      {parts.map((part, index) =>
        // An odd part sits between two backticks; an unclosed one stays plain.
        index % 2 === 1 && index < parts.length - 1 ? (
          <code key={index} className="rounded bg-white/10 px-1 py-0.5 font-mono text-[0.9em] text-brand-200">
            {part}
          </code>
        ) : (
          <Fragment key={index}>{index % 2 === 1 ? `\`${part}` : part}</Fragment>
        ),
      )}
    </p>
  );
}
