import type { PracticeFile } from "@/lib/practice/contract";

// What the learning page does with an exercise's files in the browser: the editor's language
// per file, and the document a `web` preview shows.

export type EditorLanguage = "html" | "css" | "javascript" | "text";

/** By the name's extension; a project's other files (README.md, .env, notes.txt) are plain text (issue 41). */
export function languageOf(fileName: string): EditorLanguage {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? "";
  if (extension === "html" || extension === "htm") return "html";
  if (extension === "css") return "css";
  if (["js", "mjs", "cjs", "jsx", "ts", "tsx", "json"].includes(extension)) return "javascript";
  return "text";
}

/**
 * Issue 20: the preview has a policy of its own that forbids the network (no fetch, no images
 * or styles from anywhere, no frames); inline styles and scripts are what the student wrote.
 */
export const PREVIEW_CSP = "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:";

/**
 * What the preview's last script posts to the learning page: every script of the page before it
 * has run (issue 44: a looping script leaves the page blank, and the page says why).
 */
export const PREVIEW_READY = "qadam:preview-ready";
/** How long the preview's scripts may take before the page says they did not finish (the server gives 1 s of CPU). */
export const PREVIEW_SCRIPT_LIMIT_MS = 3000;

const contentOf = (files: PracticeFile[], extension: string) =>
  files
    .filter((file) => file.name.endsWith(extension))
    .map((file) => file.content)
    .join("\n");

/**
 * The `srcdoc` of the preview: our head (the policy first, so nothing the student wrote runs
 * before it), their CSS, their HTML as the body, their scripts after it, and ours last, which
 * tells the learning page (PREVIEW_READY) that theirs have finished. A `</script>` or
 * `</style>` in their code cannot close our elements early. A `<meta>` policy they put in the
 * body is ignored by the browser, and a policy can only ever be narrowed by another.
 */
export function previewDocument(files: PracticeFile[]): string {
  const css = contentOf(files, ".css").replace(/<\/style/gi, "<\\/style");
  const js = contentOf(files, ".js").replace(/<\/script/gi, "<\\/script").replace(/<!--/g, "<\\!--");
  const html = contentOf(files, ".html");
  return [
    "<!DOCTYPE html><html><head>",
    `<meta http-equiv="Content-Security-Policy" content="${PREVIEW_CSP}">`,
    '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    css ? `<style>${css}</style>` : "",
    "</head><body>",
    html,
    js ? `<script>${js}</script>` : "",
    `<script>parent.postMessage(${JSON.stringify(PREVIEW_READY)}, "*")</script>`,
    "</body></html>",
  ].join("");
}
