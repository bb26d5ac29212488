// Where the practice forms (app/practice/*) send the browser back: the learning page the form
// named, or the student's courses when it named none.
import { withQuery } from "@/lib/api/form-post";

type JsonRoute = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** The form's `next` when it is a learning page (the form names its own lesson), else /my-courses. */
export function practiceReturn(next: string | null): string {
  return next?.startsWith("/learning/") ? next : "/my-courses";
}

/** Back to the form's lesson showing the verdict of the submission the route answered (`?checked=`). */
export function backWithVerdict(answer: Record<string, unknown>, next: string | null): string {
  const submission = answer.submission as { id?: string } | null | undefined;
  return submission?.id ? withQuery(practiceReturn(next), { checked: submission.id }) : practiceReturn(next);
}

/**
 * The JSON routes in turn, each given the same body (the draft is saved first, so the page that
 * comes back shows what was typed); the first refusal is the answer, else the last route's.
 */
export function saveThen(...handlers: JsonRoute[]): JsonRoute {
  return async (request, context) => {
    const body = await request.text();
    let answer: Response | null = null;
    for (const handler of handlers) {
      answer = await handler(new Request(request.url, { method: "POST", headers: request.headers, body }), context);
      if (!answer.ok) return answer;
    }
    return answer!;
  };
}
