import { PROJECT_MAX_SOURCE_CHARS } from "./contract";

// A project's iteration as a form that posts before the page's scripts run (app/practice/project,
// through lib/api/form-post.ts): its field names, shared by the form
// (components/review/project-workspace.tsx) and the route.

export const PROJECT_FORM = "project";
export const PROJECT_FIELD = "projectId";
/** File i: `name.i` holds its name, `content.i` its text. */
export const fileNameField = (index: number) => `name.${index}`;
export const fileContentField = (index: number) => `content.${index}`;
export const LINK_FIELD = "link";
/** Url-encoded: up to three bytes of text become nine; with room for the names and the link. */
export const PROJECT_FORM_BYTES = PROJECT_MAX_SOURCE_CHARS * 9 + 64 * 1024;

/** The JSON of the form: its written files in their order (an empty one is left out, as the scripts do) and the link. */
export function projectFormBody(form: URLSearchParams): { files: { name: string; content: string }[]; link: string } {
  const files: { name: string; content: string }[] = [];
  for (let index = 0; form.has(fileContentField(index)); index += 1) {
    const content = (form.get(fileContentField(index)) ?? "").replace(/\r\n/g, "\n");
    if (content.trim() !== "") files.push({ name: (form.get(fileNameField(index)) ?? "").trim(), content });
  }
  return { files, link: (form.get(LINK_FIELD) ?? "").trim() };
}

/** The route's `{ id }`, the project the form is for (the route's own schema checks it). */
export const projectFormParams = (form: URLSearchParams) => ({ id: form.get(PROJECT_FIELD) ?? "" });
