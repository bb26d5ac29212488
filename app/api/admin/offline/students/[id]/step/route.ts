import { idParams } from "@/lib/admin/params";
import { route } from "@/lib/api/route";
import { setStepBody } from "@/lib/offline/schemas";
import { setStep } from "@/lib/offline/set-step";

// PUT /api/admin/offline/students/{id}/step — save a step and the certificates it unlocks
export const PUT = route({ auth: "admin", params: idParams, body: setStepBody }, async ({ caller, params, body }) =>
  setStep({ caller, userId: params.id, step: body.step }),
);
