import { z } from "zod";
import { recordId } from "@/lib/api/record-id";
import { route } from "@/lib/api/route";
import { revokeCertificate, revokeCertificateBody } from "@/lib/certificates/revoke-certificate";

const certificateCodeParams = z.object({ code: recordId });

// POST /api/admin/certificates/{code}/revoke — { reason }: the course certificate no longer stands, and the check page says why
export const POST = route({ auth: "admin", params: certificateCodeParams, body: revokeCertificateBody }, async ({ params, body, t }) => {
  const certificate = await revokeCertificate({ code: params.code, reason: body.reason });
  return { message: t("api.success.certificateRevoked"), certificate: { ...certificate, revokedAt: certificate.revokedAt.toISOString() } };
});
