// Browser-safe: the question pages split a post with it.

/** A piece of a post: plain text, or a ``` fenced code block (with the language named after the fence, if any). */
export type PostPart = { kind: "text"; text: string } | { kind: "code"; text: string; language: string };

const FENCE = /^[ \t]*```[ \t]*([\w+#.-]*)[ \t]*$/;

/**
 * Splits a post's plain text at ``` fences (issue 41: code shown as code). Nothing else is
 * parsed, so no HTML is ever produced: React renders each part as text. A fence left open runs
 * to the end of the post.
 */
export function postParts(body: string): PostPart[] {
  const parts: PostPart[] = [];
  let text: string[] = [];
  let code: { language: string; lines: string[] } | null = null;
  const flushText = () => {
    const value = text.join("\n").replace(/^\n+|\n+$/g, "");
    if (value.trim()) parts.push({ kind: "text", text: value });
    text = [];
  };
  for (const line of body.split("\n")) {
    const fence = FENCE.exec(line);
    if (code) {
      if (fence && !fence[1]) {
        parts.push({ kind: "code", text: code.lines.join("\n"), language: code.language });
        code = null;
      } else code.lines.push(line);
    } else if (fence) {
      flushText();
      code = { language: fence[1] ?? "", lines: [] };
    } else text.push(line);
  }
  if (code) parts.push({ kind: "code", text: code.lines.join("\n"), language: code.language });
  flushText();
  return parts;
}
