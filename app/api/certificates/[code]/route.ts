import { z } from "zod";
import { route } from "@/lib/api/route";
import { getCertificateByCode } from "@/lib/offline/get-certificate-by-code";

const certificateCodeParams = z.object({ code: z.string().min(1).max(64) });

// GET /api/certificates/{code} — anyone checks a printed certificate: whose, which, still valid
export const GET = route({ auth: "none", params: certificateCodeParams }, async ({ params }) => ({
  certificate: await getCertificateByCode({ code: params.code }),
}));
