import { idParams } from "@/lib/admin/params";
import { json, route } from "@/lib/api/route";
import { PROJECT_MAX_BODY_BYTES, submitProjectBody } from "@/lib/review/contract";
import { submitProject } from "@/lib/review/submit-project";

// POST /api/projects/{id}/submissions — multipart { files (JSON), link, archive }: a new iteration waits for a mentor
export const POST = route(
  { auth: "user", params: idParams, body: submitProjectBody, bodyFormat: "multipart", maxBodyBytes: PROJECT_MAX_BODY_BYTES },
  async ({ caller, params, body, t }) => {
    const submission = await submitProject({ caller, projectId: params.id, files: body.files, link: body.link, archive: body.archive });
    return json({ message: t("api.success.projectSubmitted"), submission }, { status: 201 });
  },
);
