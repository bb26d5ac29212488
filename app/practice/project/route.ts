import { POST as submitProject } from "@/app/api/projects/[id]/submissions/route";
import { formPost, withQuery } from "@/lib/api/form-post";
import { practiceReturn } from "@/lib/practice/practice-return";
import { PROJECT_FORM, PROJECT_FORM_BYTES, projectFormBody, projectFormParams } from "@/lib/review/project-form";

type JsonRoute = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** The submissions route takes multipart: the form's JSON made into its fields (files as JSON, link). */
const asMultipart: JsonRoute = async (request, context) => {
  const body = (await request.json()) as { files: unknown[]; link: string };
  const fields = new FormData();
  if (body.files.length) fields.append("files", JSON.stringify(body.files));
  if (body.link) fields.append("link", body.link);
  const headers = new Headers(request.headers);
  headers.delete("content-type");
  return submitProject(new Request(request.url, { method: "POST", headers, body: fields }), context);
};

// POST /practice/project — a project's iteration sent before the page's scripts ran (files and link; an archive needs the scripts): back to the project showing where it went
export const POST = formPost({
  handler: asMultipart,
  form: PROJECT_FORM,
  fields: [],
  body: projectFormBody,
  maxBytes: PROJECT_FORM_BYTES,
  params: projectFormParams,
  back: practiceReturn,
  onward: (answer, next) => {
    const submission = answer.submission as { id?: string } | undefined;
    return submission?.id ? withQuery(practiceReturn(next), { sent: submission.id }) : practiceReturn(next);
  },
});
