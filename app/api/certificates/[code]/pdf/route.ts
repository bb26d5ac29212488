import { z } from "zod";
import { recordId } from "@/lib/api/record-id";
import { requestOrigin } from "@/lib/api/public-origin";
import { route } from "@/lib/api/route";
import { getCertificatePdf } from "@/lib/certificates/get-certificate-pdf";

const certificatePdfParams = z.object({ code: recordId });

// GET /api/certificates/{code}/pdf — the certificate as a PDF, with its QR code and verification address
export const GET = route({ auth: "none", params: certificatePdfParams }, async ({ params, locale, request }) => {
  const origin = requestOrigin(request);
  const { bytes, fileName } = await getCertificatePdf({ code: params.code, locale, origin });
  return new Response(Buffer.from(bytes), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "private, no-store",
    },
  });
});
