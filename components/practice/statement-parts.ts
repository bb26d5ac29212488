/** A piece of a teacher's text: plain, `code` or **bold**. */
export type StatementPart = { kind: "text" | "code" | "bold"; text: string };

// The small subset of Markdown that statements, hints and check messages use: `code` and
// **bold**, nothing else, so no HTML is ever produced from it (React renders each part as text).
const MARKER = /`([^`]+)`|\*\*(?!\*)([^*](?:[^*]|\*(?!\*))*?)\*\*/g;

export function statementParts(text: string): StatementPart[] {
  const parts: StatementPart[] = [];
  const plain = (value: string) => {
    if (!value) return;
    const last = parts.at(-1);
    if (last?.kind === "text") last.text += value;
    else parts.push({ kind: "text", text: value });
  };
  let at = 0;
  for (const match of text.matchAll(MARKER)) {
    plain(text.slice(at, match.index));
    parts.push(match[1] !== undefined ? { kind: "code", text: match[1] } : { kind: "bold", text: match[2]! });
    at = match.index + match[0].length;
  }
  plain(text.slice(at));
  return parts;
}
