import { idParams } from "@/lib/admin/params";
import { route } from "@/lib/api/route";
import { getProjectArchive } from "@/lib/review/get-project-archive";

// GET /api/project-submissions/{id}/archive — the iteration's archive, for its student and their mentors
export const GET = route({ auth: "user", params: idParams }, async ({ caller, params }) => {
  const archive = await getProjectArchive({ caller, submissionId: params.id });
  return new Response(Buffer.from(archive.data), {
    headers: {
      "content-type": archive.type,
      "content-length": String(archive.data.byteLength),
      // Always a download: a student's file is never a document of this origin.
      "content-disposition": `attachment; filename="${archive.name}"`,
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
      "content-security-policy": "default-src 'none'; sandbox",
    },
  });
});
