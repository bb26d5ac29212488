import type { PracticeFile } from "@/lib/practice/contract";

// What the learning page does with an exercise's files in the browser: the editor's language
// per file, and the document a `web` preview shows.

export type EditorLanguage = "html" | "css" | "javascript";

export function languageOf(fileName: string): EditorLanguage {
  if (fileName.endsWith(".html")) return "html";
  if (fileName.endsWith(".css")) return "css";
  return "javascript";
}

/**
 * Issue 20: the preview has a policy of its own that forbids the network (no fetch, no images
 * or styles from anywhere, no frames); inline styles and scripts are what the student wrote.
 */
export const PREVIEW_CSP = "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:";

const contentOf = (files: PracticeFile[], extension: string) =>
  files
    .filter((file) => file.name.endsWith(extension))
    .map((file) => file.content)
    .join("\n");

/**
 * The `srcdoc` of the preview: our head (the policy first, so nothing the student wrote runs
 * before it), their CSS, their HTML as the body, their scripts after it. A `</script>` or
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
    "</body></html>",
  ].join("");
}
