import { withQuery } from "@/lib/api/form-post";

// The /teach register's forms posted before the page's scripts ran (issue 38, as issue 44's
// forms): POST /teaching/attendance, /teaching/score and /teaching/warning turn the form into
// the JSON of the teacher's PUT routes and go back to the register. Each form carries the
// student, the day and the page it is on (`next`).

/** The forms' name: a refusal comes back to the register page with `form=` this. */
export const TEACH_REGISTER_FORM = "teach-register";

/** The register page the form came from (a safe `next` under /teach), else the teacher's home. */
export function registerReturn(next: string | null): string {
  return next && /^\/teach(\/|\?|$)/.test(next) ? next : "/teach";
}

/** Where an accepted form goes: back to its page, saying it was saved. */
export const registerOnward = (_answer: Record<string, unknown>, next: string | null) => withQuery(registerReturn(next), { saved: "1" });

/** The PUT route's path: the student and the day, for its own schema to judge. */
export const registerFormParams = (form: URLSearchParams) => ({ id: form.get("student") ?? "", date: form.get("date") ?? "" });

/** `{ mark }`: the select's value, none clearing it. */
export const attendanceFormBody = (form: URLSearchParams) => ({ mark: form.get("mark") || null });

/** `{ score, note }`: an empty score clears the cell; anything not digits goes on as text, for the schema to refuse. */
export function scoreFormBody(form: URLSearchParams) {
  const score = (form.get("score") ?? "").trim();
  return { score: score === "" ? null : /^\d{1,9}$/.test(score) ? Number(score) : score, note: form.get("note") ?? "" };
}

/**
 * `{ warnings, expectedWarnings }`: the reason goes into the first empty slot of the warnings the
 * page showed (`current`, three fields); sent as expected, so a warning given meanwhile by
 * someone else makes this a conflict rather than an overwrite.
 */
export function warningFormBody(form: URLSearchParams) {
  const current = form.getAll("current");
  const warnings = [...current];
  const slot = warnings.findIndex((value) => value === "");
  if (slot >= 0) warnings[slot] = (form.get("reason") ?? "").trim();
  return { warnings, expectedWarnings: current };
}
