import { MAX_PRACTICE_BODY_BYTES } from "./contract";

// Issue 44 item 8: an exercise on the learning page is a form that posts before the page's
// scripts run (app/practice/check, app/practice/run through lib/api/form-post.ts). These are its
// field names, shared by the form (components/practice/exercise-workspace.tsx) and the routes.

/** One field per file: `file:index.html` holds the file's text. */
export const FILE_FIELD_PREFIX = "file:";
export const EXERCISE_FIELD = "exerciseId";
/** The form's name: a refusal comes back to the page with `form=practice`. */
export const PRACTICE_FORM = "practice";
/** A form's body is url-encoded: up to three bytes of text become nine. */
export const PRACTICE_FORM_BYTES = MAX_PRACTICE_BODY_BYTES * 3;

export const fileField = (name: string) => `${FILE_FIELD_PREFIX}${name}`;

/** The JSON body of the practice routes, `{ files }`, from the form's file fields in their order. */
export function practiceFormBody(form: URLSearchParams): { files: { name: string; content: string }[] } {
  const files = [...form.entries()]
    .filter(([field]) => field.startsWith(FILE_FIELD_PREFIX))
    .map(([field, content]) => ({ name: field.slice(FILE_FIELD_PREFIX.length), content: content.replace(/\r\n/g, "\n") }));
  return { files };
}

/** The route's `{ id }`, the exercise the form is for (the route's own schema checks it). */
export const practiceFormParams = (form: URLSearchParams) => ({ id: form.get(EXERCISE_FIELD) ?? "" });
