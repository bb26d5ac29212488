import { Fragment } from "react";
import { statementParts } from "./statement-parts";

/**
 * A teacher's statement, a hint or a check's message: plain text where `backticks` mark code and
 * **double asterisks** mark what matters (statement-parts.ts). Nothing is parsed as HTML.
 */
export function StatementText({ text, className, inline = false }: { text: string; className?: string; inline?: boolean }) {
  const Element = inline ? "span" : "p";
  return (
    <Element className={className}>
      {statementParts(text).map((part, index) =>
        part.kind === "code" ? (
          <code key={index} className="rounded bg-white/10 px-1 py-0.5 font-mono text-[0.9em] text-brand-200">
            {part.text}
          </code>
        ) : part.kind === "bold" ? (
          <strong key={index} className="font-semibold text-white">
            {part.text}
          </strong>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </Element>
  );
}
