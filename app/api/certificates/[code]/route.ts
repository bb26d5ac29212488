import { z } from "zod";
import { recordId } from "@/lib/api/record-id";
import { route } from "@/lib/api/route";
import { getCertificateByCode } from "@/lib/offline/get-certificate-by-code";

const certificateCodeParams = z.object({ code: recordId });

// GET /api/certificates/{code} — anyone checks a printed certificate: whose, which, still valid
export const GET = route({ auth: "none", params: certificateCodeParams }, async ({ params }) => ({
  certificate: await getCertificateByCode({ code: params.code }),
}));
