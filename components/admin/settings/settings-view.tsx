"use client";

import { useEffect, useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field, Input } from "@/components/ui/field";
import { Skeleton } from "@/components/ui/skeleton";
import { formatPhone } from "@/lib/format/phone";
import { apiFetch } from "@/lib/api/client";
import { useAdmin } from "@/components/admin/shell/admin-context";
import { PageHeader } from "@/components/admin/shared/page-header";

type Banner = { tone: "success" | "error"; text: string } | null;

export function SettingsView() {
  const t = useTranslations("admin.settings");
  return (
    <>
      <PageHeader title={t("title")} />
      <div className="grid gap-6 lg:grid-cols-2">
        <ProfileForm />
        <PasswordForm />
      </div>
    </>
  );
}

function ProfileForm() {
  const t = useTranslations("admin.settings");
  const common = useTranslations("admin.common");
  const admin = useAdmin();
  const router = useRouter();
  const [form, setForm] = useState<{ fullName: string; phone: string } | null>(null);
  const [banner, setBanner] = useState<Banner>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    void apiFetch<{ user: { fullName: string; phone: string } }>("/api/user/profile").then((result) =>
      setForm(result.ok ? { fullName: result.data.user.fullName, phone: formatPhone(result.data.user.phone) } : { fullName: admin.fullName, phone: formatPhone(admin.phone) }),
    );
  }, [admin.fullName, admin.phone]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form) return;
    if (!form.fullName.trim() || !form.phone.trim()) return setBanner({ tone: "error", text: t("profileRequired") });
    setSaving(true);
    setBanner(null);
    const result = await apiFetch(`/api/admin/users/${encodeURIComponent(admin.id)}`, {
      method: "PUT",
      json: { fullName: form.fullName.trim(), phone: form.phone.trim() },
    });
    setSaving(false);
    if (!result.ok) return setBanner({ tone: "error", text: result.status === 0 ? common("network") : result.message ?? t("error") });
    setBanner({ tone: "success", text: t("profileUpdated") });
    // The shell shows the name the layout read on the server.
    router.refresh();
  }

  return (
    <Card>
      <h2 className="mb-4 text-lg font-semibold text-white">{t("profile")}</h2>
      {form === null ? (
        <div className="space-y-4" aria-busy>
          <Skeleton className="h-4 w-16" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-28" />
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          {banner ? <Alert tone={banner.tone}>{banner.text}</Alert> : null}
          <Field id="settings-fullName" label={t("fullName")}>
            <Input id="settings-fullName" value={form.fullName} onChange={(event) => setForm({ ...form, fullName: event.target.value })} autoComplete="name" />
          </Field>
          <Field id="settings-phone" label={t("phone")}>
            <Input id="settings-phone" value={form.phone} onChange={(event) => setForm({ ...form, phone: event.target.value })} inputMode="tel" autoComplete="tel" placeholder="+998 XX XXX XX XX" />
          </Field>
          <Button type="submit" disabled={saving}>
            {saving ? common("saving") : common("save")}
          </Button>
        </form>
      )}
    </Card>
  );
}

const EMPTY_PASSWORDS = { currentPassword: "", newPassword: "", confirmPassword: "" };

function PasswordForm() {
  const t = useTranslations("admin.settings");
  const common = useTranslations("admin.common");
  const [form, setForm] = useState(EMPTY_PASSWORDS);
  const [banner, setBanner] = useState<Banner>(null);
  const [saving, setSaving] = useState(false);
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [key]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.currentPassword || !form.newPassword || !form.confirmPassword) return setBanner({ tone: "error", text: t("passwordRequired") });
    if (form.newPassword !== form.confirmPassword) return setBanner({ tone: "error", text: t("mismatch") });
    setSaving(true);
    setBanner(null);
    const result = await apiFetch("/api/auth/change-password", { json: { currentPassword: form.currentPassword, newPassword: form.newPassword } });
    setSaving(false);
    if (!result.ok) return setBanner({ tone: "error", text: result.status === 0 ? common("network") : result.message ?? t("error") });
    setForm(EMPTY_PASSWORDS);
    setBanner({ tone: "success", text: t("passwordChanged") });
  }

  return (
    <Card>
      <h2 className="mb-4 text-lg font-semibold text-white">{t("password")}</h2>
      <form onSubmit={submit} noValidate className="space-y-4">
        {banner ? <Alert tone={banner.tone}>{banner.text}</Alert> : null}
        <Field id="settings-current" label={t("currentPassword")}>
          <Input id="settings-current" type="password" autoComplete="current-password" value={form.currentPassword} onChange={set("currentPassword")} />
        </Field>
        <Field id="settings-new" label={t("newPassword")}>
          <Input id="settings-new" type="password" autoComplete="new-password" value={form.newPassword} onChange={set("newPassword")} />
        </Field>
        <Field id="settings-confirm" label={t("confirmPassword")}>
          <Input id="settings-confirm" type="password" autoComplete="new-password" value={form.confirmPassword} onChange={set("confirmPassword")} />
        </Field>
        <Button type="submit" disabled={saving}>
          {t("changePassword")}
        </Button>
      </form>
    </Card>
  );
}
