// PostgreSQL refuses NUL in text (22021) and a lone UTF-16 surrogate cannot be stored as UTF-8
// without silently turning into U+FFFD, so such strings are refused before any schema sees them.
// Nesting deeper than any form of ours is refused too, before a recursive walk could overflow.

export const MAX_INPUT_DEPTH = 32;

export type UnsafeText = { path: string; reason: "nul" | "surrogate" | "depth" };

function textProblem(value: string): UnsafeText["reason"] | null {
  if (value.includes("\u0000")) return "nul";
  if (!value.isWellFormed()) return "surrogate";
  return null;
}

/** The first string (value or key) in a parsed input that cannot be stored as text, or null. */
export function findUnsafeText(value: unknown, path: string[] = []): UnsafeText | null {
  if (path.length > MAX_INPUT_DEPTH) return { path: path.join("."), reason: "depth" };
  if (typeof value === "string") {
    const reason = textProblem(value);
    return reason ? { path: path.join(".") || "body", reason } : null;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnsafeText(item, [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object" && !(value instanceof Blob)) {
    for (const [key, item] of Object.entries(value)) {
      const keyReason = textProblem(key);
      if (keyReason) return { path: [...path, key.replace(/\u0000/g, "\\0")].join("."), reason: keyReason };
      const found = findUnsafeText(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
