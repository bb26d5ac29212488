"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { FormActions } from "@/components/admin/shared/form-actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { useMoney } from "@/lib/format/use-money";
import { formatShortDate } from "@/lib/format/date";
import { formatPhone } from "@/lib/format/phone";
import { apiFetch } from "@/lib/api/client";
import { RoleBadge } from "./role-badge";
import { ROLES, type AdminUser } from "./types";

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
  const [form, setForm] = useState({ fullName: user.fullName, phone: formatPhone(user.phone), role: user.role, balance: String(user.balance), step: String(user.step) });
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [key]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.fullName.trim() || !form.phone.trim()) return setError(t("required"));
    // Spec §5: balance and step go only when filled in, as numbers.
    const body: Record<string, unknown> = { fullName: form.fullName.trim(), phone: form.phone.trim(), role: form.role };
    if (form.balance.trim() !== "") body.balance = Number(form.balance);
    if (form.step.trim() !== "") body.step = Number(form.step);
    setSaving(true);
    setError(null);
    const result = await apiFetch(`/api/admin/users/${encodeURIComponent(user.id)}`, { method: "PUT", json: body });
    setSaving(false);
    if (result.ok) return onSaved(t("updated"));
    if (result.status === 0) return setError(t("networkError"));
    setError(result.message ?? (result.status >= 500 ? t("badResponse") : common("generic")));
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Field id="user-fullName" label={t("fullName")}>
        <Input id="user-fullName" value={form.fullName} onChange={set("fullName")} autoComplete="off" />
      </Field>
      <Field id="user-phone" label={t("phone")}>
        <Input id="user-phone" value={form.phone} onChange={set("phone")} placeholder={t("phonePlaceholder")} inputMode="tel" />
      </Field>
      <Field id="user-role" label={t("role")}>
        <Select id="user-role" value={form.role} onChange={set("role")}>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {roles(role)}
            </option>
          ))}
        </Select>
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id="user-balance" label={t("balance")} hint={t("optionalHint")}>
          <Input id="user-balance" type="number" min={0} step={1} value={form.balance} onChange={set("balance")} inputMode="numeric" />
        </Field>
        <Field id="user-step" label={t("step")} hint={t("optionalHint")}>
          <Input id="user-step" type="number" min={1} step={1} value={form.step} onChange={set("step")} inputMode="numeric" />
        </Field>
      </div>
      <FormActions saving={saving} onCancel={onCancel} className="pt-2" />
    </form>
  );
}
