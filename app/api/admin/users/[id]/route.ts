import { idParams } from "@/lib/admin/params";
import { route } from "@/lib/api/route";
import { getOfflineStudent } from "@/lib/offline/get-offline-student";
import { deleteUser } from "@/lib/users/delete-user";
import { updateUser, updateUserBody } from "@/lib/users/update-user";

// GET /api/admin/users/{id} — the public offline view; the whole record for an admin
export const GET = route({ auth: "optional", params: idParams }, async ({ caller, params }) => ({
  user: await getOfflineStudent({ caller, userId: params.id }),
}));

// PUT /api/admin/users/{id} — warnings, certificates, the user, profile or offline edit
export const PUT = route({ auth: "admin", params: idParams, body: updateUserBody }, async ({ caller, params, body, t }) => {
  const result = await updateUser({ caller, userId: params.id, input: body });
  return { ...result, message: t(result.message) };
});

// DELETE /api/admin/users/{id} — delete a user and, by cascade, their records
export const DELETE = route({ auth: "admin", params: idParams }, async ({ caller, params, t }) => {
  await deleteUser({ caller, userId: params.id });
  return { message: t("api.success.userDeleted") };
});
