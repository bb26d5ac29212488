"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormActions } from "@/components/admin/shared/form-actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { useMoney } from "@/lib/format/use-money";
import { formatShortDate } from "@/lib/format/date";
import { formatPhone } from "@/lib/format/phone";
import type { AdminUserRow } from "@/lib/admin/find-users";
import type { Jsonified } from "@/lib/api/client";
import { ROLES } from "@/lib/users/roles";
import { updateAccountBody } from "@/lib/users/user-edit-schemas";
import { useErrorOf } from "@/components/admin/shared/field-error";
import { apiCall, ApiError, isRefusal } from "@/lib/api/client";
import { adminKeys } from "@/components/admin/data/query-keys";
import { StudentPractice } from "@/components/admin/practice/student-practice";
import { LoginLockPanel } from "./login-lock";
import { ParentLinksPanel } from "./parent-links";
import { ResetLinkPanel } from "./reset-link";
import { RoleBadge } from "./role-badge";

/** A user as GET /api/admin/users lists them. */
type AdminUser = Jsonified<AdminUserRow>;
type AccountForm = z.input<typeof updateAccountBody>;
type AccountBody = z.output<typeof updateAccountBody>;

// A number box's text as the schema takes it: empty is 'not filled in' (spec §5: balance and
// step go only when filled in); anything else a number, for the schema to judge.
const numberOrEmpty = (value: unknown) => (value === "" || value === null || value === undefined ? undefined : Number(value));

type Props = { user: AdminUser; mode: "view" | "edit"; onModeChange: (mode: "view" | "edit") => void; onClose: () => void; onSaved: (message: string) => void };

/** The detail modal (view) that switches to the edit form (spec §2, §4 'view -> edit mode'). */
export function UserModal({ user, mode, onModeChange, onClose, onSaved }: Props) {
  const formatSom = useMoney();
  const t = useTranslations("admin.users");
  const common = useTranslations("admin.common");
  return (
    <Modal open onClose={onClose} title={mode === "view" ? t("detailTitle") : t("editTitle")}>
      {mode === "view" ? (
        <div className="space-y-4">
          <div className="flex items-center gap-3">
            <span className="flex size-12 items-center justify-center rounded-full bg-sky-500/15 text-lg font-semibold text-sky-300 ring-1 ring-sky-500/30" aria-hidden>
              {user.fullName.trim().charAt(0).toUpperCase() || "?"}
            </span>
            <div className="min-w-0">
              <p className="truncate font-semibold text-white">{user.fullName}</p>
              <RoleBadge role={user.role} />
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <Detail label={t("phone")} value={formatPhone(user.phone)} />
            <Detail label={t("balance")} value={formatSom(user.balance)} />
            <Detail label={t("step")} value={String(user.step)} />
            <Detail label={t("registered")} value={formatShortDate(user.createdAt)} />
          </dl>
          <LoginLockPanel userId={user.id} />
          <ResetLinkPanel userId={user.id} />
          {user.role === "student" || user.role === "student_offline" ? <ParentLinksPanel userId={user.id} /> : null}
          {user.role === "admin" ? null : <StudentPractice userId={user.id} />}
          <div className="flex justify-end gap-2 pt-2">
            <Button variant="secondary" onClick={onClose}>
              {common("close")}
            </Button>
            <Button onClick={() => onModeChange("edit")}>{common("edit")}</Button>
          </div>
        </div>
      ) : (
        <UserEditForm user={user} onCancel={onClose} onSaved={onSaved} />
      )}
    </Modal>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-surface p-3 ring-1 ring-white/5">
      <dt className="text-xs text-gray-400">{label}</dt>
      <dd className="mt-1 break-words font-medium text-white">{value}</dd>
    </div>
  );
}

function UserEditForm({ user, onCancel, onSaved }: { user: AdminUser; onCancel: () => void; onSaved: (message: string) => void }) {
  const t = useTranslations("admin.users");
  const roles = useTranslations("admin.users.roles");
  const common = useTranslations("admin.common");
  const client = useQueryClient();
  // The users modal's own schema, the one PUT /api/admin/users/{id} parses this form with.
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AccountForm, unknown, AccountBody>({
    resolver: zodResolver(updateAccountBody),
    // The balance the form showed goes too: if it has moved since (a top-up approved), the
    // server refuses the save instead of undoing the payment.
    defaultValues: { fullName: user.fullName, phone: formatPhone(user.phone), role: user.role, balance: user.balance, step: user.step, expectedBalance: user.balance },
  });
  const save = useMutation({
    mutationFn: (body: AccountBody) => apiCall<{ message?: string }>(`/api/admin/users/${encodeURIComponent(user.id)}`, { method: "PUT", json: body }),
    onSuccess: (data) => {
      // A new name, role or balance shows in the users list, the dashboard and the payments.
      for (const queryKey of [adminKeys.users(), adminKeys.dashboard(), adminKeys.payments(), adminKeys.offline()]) void client.invalidateQueries({ queryKey });
      onSaved(data.message ?? t("updated"));
    },
    // A phone another user has is the phone field's problem: said under it.
    onError: (error) => {
      if (isRefusal(error, "phone_taken")) setError("phone", { message: error.serverMessage ?? common("generic") }, { shouldFocus: true });
    },
  });
  const failure = isRefusal(save.error, "phone_taken") ? null : save.error;
  const error = !failure
    ? null
    : failure instanceof ApiError && failure.status === 0
      ? t("networkError")
      : ((failure instanceof ApiError ? failure.serverMessage : null) ?? (failure instanceof ApiError && failure.status >= 500 ? t("badResponse") : common("generic")));
  const submit = handleSubmit((body) => save.mutate(body));
  const errorOf = useErrorOf(errors);
  const field = (name: keyof AccountForm & string) => errorOf(name, `user-${name}`);

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-4">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Field id="user-fullName" label={t("fullName")} error={field("fullName").error}>
        <Input id="user-fullName" autoComplete="off" {...field("fullName").control} {...register("fullName")} />
      </Field>
      <Field id="user-phone" label={t("phone")} error={field("phone").error}>
        <Input id="user-phone" placeholder={t("phonePlaceholder")} inputMode="tel" {...field("phone").control} {...register("phone")} />
      </Field>
      <Field id="user-role" label={t("role")} error={field("role").error}>
        <Select id="user-role" {...field("role").control} {...register("role")}>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {roles(role)}
            </option>
          ))}
        </Select>
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id="user-balance" label={t("balance")} hint={t("optionalHint")} error={field("balance").error}>
          <Input id="user-balance" type="number" min={0} step={1} inputMode="numeric" {...field("balance").control} {...register("balance", { setValueAs: numberOrEmpty })} />
        </Field>
        <Field id="user-step" label={t("step")} hint={t("optionalHint")} error={field("step").error}>
          <Input id="user-step" type="number" min={1} step={1} inputMode="numeric" {...field("step").control} {...register("step", { setValueAs: numberOrEmpty })} />
        </Field>
      </div>
      <FormActions saving={save.isPending} onCancel={onCancel} className="pt-2" />
    </form>
  );
}
