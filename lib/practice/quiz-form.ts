import { MAX_QUIZ_QUESTIONS, type QuizAnswers } from "./quiz";

// Issue 40: a quiz on the learning page is a form that posts before the page's scripts run
// (app/practice/quiz), and the same form read in the browser after. Its fields: `q<n>` holds a
// choice id (once for a single choice, once per ticked box for a multiple one) or the typed
// answer; `q<n>:<stepId>` holds the place (1, 2 …) the student gave a step.

export const questionField = (index: number) => `q${index}`;
export const stepField = (index: number, stepId: string) => `q${index}:${stepId}`;

const FIELD = /^q(\d{1,6})(?::([a-z0-9]{1,16}))?$/;

/** The answers body (`{ answers }`) from the form's fields; the route's own schema judges it. */
export function quizFormBody(form: URLSearchParams): { answers: QuizAnswers } {
  const values = new Map<number, string[]>();
  const places = new Map<number, { id: string; place: number }[]>();
  for (const [field, value] of form.entries()) {
    const match = FIELD.exec(field);
    if (!match) continue;
    const index = Number(match[1]);
    if (match[2]) places.set(index, [...(places.get(index) ?? []), { id: match[2], place: Number.parseInt(value, 10) }]);
    // An empty text box is the question left unanswered.
    else values.set(index, value === "" ? (values.get(index) ?? []) : [...(values.get(index) ?? []), value]);
  }
  // A question number past the quiz's largest makes one list too many (the route refuses it), never a huge array.
  const largest = Math.max(-1, ...values.keys(), ...places.keys());
  const count = Math.min(largest + 1, MAX_QUIZ_QUESTIONS + 1);
  const answers = Array.from({ length: count }, (_, index) => {
    const steps = places.get(index);
    if (steps) return [...steps].sort((a, b) => (Number.isFinite(a.place) ? a.place : Infinity) - (Number.isFinite(b.place) ? b.place : Infinity)).map((step) => step.id);
    return values.get(index) ?? [];
  });
  return { answers };
}
