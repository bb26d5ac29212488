import { idParams } from "@/lib/admin/params";
import { route } from "@/lib/api/route";
import { getUserRecord } from "@/lib/users/get-user-record";
import { deleteUser } from "@/lib/users/delete-user";
import { setCertificates } from "@/lib/users/set-certificates";
import { setWarnings } from "@/lib/users/set-warnings";
import { updateOfflineRecord } from "@/lib/users/update-offline-record";
import { updateProfile } from "@/lib/users/update-profile";
import { updateUserAccount } from "@/lib/users/update-user-account";
import { userEditBody } from "@/lib/users/user-edit-schemas";

// GET /api/admin/users/{id} — the public offline view; the whole record for an admin
export const GET = route({ auth: "optional", params: idParams }, async ({ caller, params }) => ({
  user: await getUserRecord({ caller, userId: params.id }),
}));

// PUT /api/admin/users/{id} — one admin form (profile, user edit, offline edit, warnings or certificates), picked by userEditBody
export const PUT = route({ auth: "admin", params: idParams, body: userEditBody }, async ({ caller, params, body, t }) => {
  const userId = params.id;
  const result =
    body.form === "warnings" ? await setWarnings({ caller, userId, ...body.input })
    : body.form === "certificates" ? await setCertificates({ caller, userId, certificates: body.input.certificates })
    : body.form === "profile" ? await updateProfile({ caller, userId, input: body.input })
    : body.form === "account" ? await updateUserAccount({ caller, userId, input: body.input })
    : await updateOfflineRecord({ caller, userId, input: body.input });
  return { ...result, message: t(result.message) };
});

// DELETE /api/admin/users/{id} — delete a user and, by cascade, their records
export const DELETE = route({ auth: "admin", params: idParams }, async ({ caller, params, t }) => {
  await deleteUser({ caller, userId: params.id });
  return { message: t("api.success.userDeleted") };
});
