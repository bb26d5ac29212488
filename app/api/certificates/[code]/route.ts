import { z } from "zod";
import { recordId } from "@/lib/api/record-id";
import { route } from "@/lib/api/route";
import { verifyCertificate } from "@/lib/certificates/verify-certificate";

const certificateCodeParams = z.object({ code: recordId });

// GET /api/certificates/{code} — anyone checks a printed certificate, offline or a finished course's: whose, which, still valid
export const GET = route({ auth: "none", params: certificateCodeParams }, async ({ params, locale }) => ({
  certificate: await verifyCertificate({ code: params.code, locale }),
}));
