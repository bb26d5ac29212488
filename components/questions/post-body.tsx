import { postParts } from "@/lib/questions/post-parts";

/** A question or answer: plain text, ``` fences as code blocks; nothing is ever read as HTML. */
export function PostBody({ body }: { body: string }) {
  return (
    <div className="space-y-2 text-sm leading-relaxed text-gray-200">
      {postParts(body).map((part, index) =>
        part.kind === "code" ? (
          <pre key={index} className="overflow-x-auto rounded-lg bg-black/40 p-3 font-mono text-[0.85em] text-brand-100 ring-1 ring-white/10">
            <code data-language={part.language || undefined}>{part.text}</code>
          </pre>
        ) : (
          <p key={index} className="whitespace-pre-wrap break-words">
            {part.text}
          </p>
        ),
      )}
    </div>
  );
}
