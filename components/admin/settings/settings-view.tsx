"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { apiCall, errorText, isRefusal } from "@/lib/api/client";
import { adminKeys } from "@/components/admin/data/query-keys";
import { useAdmin } from "@/components/admin/shell/admin-context";
import { useErrorOf } from "@/components/admin/shared/field-error";
import { PageHeader } from "@/components/admin/shared/page-header";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field, Input } from "@/components/ui/field";
import { Skeleton } from "@/components/ui/skeleton";
import type { Jsonified } from "@/lib/api/client";
import { changePasswordForm, type ChangePasswordFormInput } from "@/lib/auth/password-rules";
import { formatPhone } from "@/lib/format/phone";
import type { ProfileWithCourses } from "@/lib/users/get-profile";
import { updateProfileBody } from "@/lib/users/user-edit-schemas";
import type { z } from "zod";

type ProfileInput = z.input<typeof updateProfileBody>;
type ProfileOutput = z.output<typeof updateProfileBody>;

const profileKey = () => [...adminKeys.settings(), "profile"] as const;

/** A failed save in words: the server's own, else a network or general error. */
function useFailureText() {
  const t = useTranslations("admin.settings");
  const common = useTranslations("admin.common");
  return (error: unknown) => errorText(error, { fallback: t("error"), network: common("network") });
}

/** What the password form, posted before the page's scripts ran, came back with (app/auth/change-password). */
type PasswordOutcome = { passwordRefusal: string | null; passwordChanged: boolean };

export function SettingsView(outcome: PasswordOutcome) {
  const t = useTranslations("admin.settings");
  return (
    <>
      <PageHeader title={t("title")} />
      <div className="grid gap-6 lg:grid-cols-2">
        <ProfileCard />
        <PasswordForm {...outcome} />
      </div>
    </>
  );
}

function ProfileCard() {
  const t = useTranslations("admin.settings");
  const admin = useAdmin();
  const profile = useQuery({
    queryKey: profileKey(),
    queryFn: () => apiCall<{ user: Jsonified<ProfileWithCourses> }>("/api/user/profile"),
  });
  // When the profile cannot be read, the form starts from the name and phone the layout knows.
  const start = profile.data?.user ?? (profile.isError ? admin : null);
  return (
    <Card>
      <h2 className="mb-4 text-lg font-semibold text-white">{t("profile")}</h2>
      {start === null ? (
        <div className="space-y-4" aria-busy>
          <Skeleton className="h-4 w-16" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-28" />
        </div>
      ) : (
        <ProfileForm adminId={admin.id} initial={{ fullName: start.fullName, phone: formatPhone(start.phone) }} />
      )}
    </Card>
  );
}

function ProfileForm({ adminId, initial }: { adminId: string; initial: ProfileInput }) {
  const t = useTranslations("admin.settings");
  const common = useTranslations("admin.common");
  const router = useRouter();
  const queryClient = useQueryClient();
  const failureText = useFailureText();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProfileInput, unknown, ProfileOutput>({ resolver: zodResolver(updateProfileBody), defaultValues: initial });
  const errorOf = useErrorOf(errors);
  const save = useMutation({
    mutationFn: (values: ProfileOutput) => apiCall(`/api/admin/users/${encodeURIComponent(adminId)}`, { method: "PUT", json: values }),
    onError: (error) => {
      if (isRefusal(error, "phone_taken")) setError("phone", { message: error.serverMessage ?? t("error") }, { shouldFocus: true });
    },
    onSuccess: async () => {
      // The shell shows the name the layout read on the server.
      router.refresh();
      await Promise.all([queryClient.invalidateQueries({ queryKey: profileKey() }), queryClient.invalidateQueries({ queryKey: adminKeys.users() })]);
    },
  });
  const name = errorOf("fullName", "settings-fullName");
  const phone = errorOf("phone", "settings-phone");

  return (
    <form onSubmit={handleSubmit((values) => save.mutate(values))} noValidate className="space-y-4">
      {save.isSuccess ? <Alert tone="success">{t("profileUpdated")}</Alert> : save.isError && !isRefusal(save.error, "phone_taken") ? <Alert tone="error">{failureText(save.error)}</Alert> : null}
      <Field id="settings-fullName" label={t("fullName")} error={name.error}>
        <Input id="settings-fullName" autoComplete="name" {...name.control} {...register("fullName")} />
      </Field>
      <Field id="settings-phone" label={t("phone")} error={phone.error}>
        <Input id="settings-phone" inputMode="tel" autoComplete="tel" placeholder="+998 XX XXX XX XX" {...phone.control} {...register("phone")} />
      </Field>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? common("saving") : common("save")}
      </Button>
    </form>
  );
}

const EMPTY_PASSWORDS: ChangePasswordFormInput = { currentPassword: "", newPassword: "", confirmPassword: "" };

function PasswordForm({ passwordRefusal, passwordChanged }: PasswordOutcome) {
  const t = useTranslations("admin.settings");
  const failureText = useFailureText();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordFormInput>({ resolver: zodResolver(changePasswordForm), defaultValues: EMPTY_PASSWORDS });
  const errorOf = useErrorOf(errors);
  const change = useMutation({
    mutationFn: ({ currentPassword, newPassword }: ChangePasswordFormInput) =>
      apiCall("/api/auth/change-password", { method: "POST", json: { currentPassword, newPassword } }),
    onError: (error) => {
      if (isRefusal(error, "wrong_current_password")) setError("currentPassword", { message: error.serverMessage ?? t("error") }, { shouldFocus: true });
    },
    onSuccess: () => reset(EMPTY_PASSWORDS),
  });
  const current = errorOf("currentPassword", "settings-current");
  const next = errorOf("newPassword", "settings-new");
  const confirm = errorOf("confirmPassword", "settings-confirm");

  return (
    <Card>
      <h2 className="mb-4 text-lg font-semibold text-white">{t("password")}</h2>
      <form method="post" action="/auth/change-password" onSubmit={handleSubmit((values) => change.mutate(values))} noValidate className="space-y-4">
        <input type="hidden" name="next" value="/admin/settings" />
        {change.isSuccess || (change.isIdle && passwordChanged) ? (
          <Alert tone="success">{t("passwordChanged")}</Alert>
        ) : change.isError && !isRefusal(change.error, "wrong_current_password") ? (
          <Alert tone="error">{failureText(change.error)}</Alert>
        ) : change.isIdle && passwordRefusal ? (
          <Alert tone="error">{passwordRefusal}</Alert>
        ) : null}
        <Field id="settings-current" label={t("currentPassword")} error={current.error}>
          <Input id="settings-current" type="password" autoComplete="current-password" {...current.control} {...register("currentPassword")} />
        </Field>
        <Field id="settings-new" label={t("newPassword")} error={next.error}>
          <Input id="settings-new" type="password" autoComplete="new-password" {...next.control} {...register("newPassword")} />
        </Field>
        <Field id="settings-confirm" label={t("confirmPassword")} error={confirm.error}>
          <Input id="settings-confirm" type="password" autoComplete="new-password" {...confirm.control} {...register("confirmPassword")} />
        </Field>
        <Button type="submit" disabled={change.isPending}>
          {t("changePassword")}
        </Button>
      </form>
    </Card>
  );
}
