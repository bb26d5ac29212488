"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { apiFetch } from "@/lib/api/client";
import { PhoneField } from "./phone-field";
import { loginForm } from "./schemas";
import type { SessionUser } from "./types";
import { useFieldError } from "./use-field-error";
import Link from "next/link";

type Props = {
  onSuccess: (user: SessionUser) => void;
  /** Where to go once signed in, carried by the form when it is posted before the page's scripts ran. */
  next: string | null;
  /** The words of a refusal such a post came back with (/auth/sign-in). */
  initialError: string | null;
  /** Opens "sign in with a code" (issue 44 item 5); before scripts its link does. */
  onCode?: () => void;
};

export function LoginForm({ onSuccess, next, initialError, onCode }: Props) {
  const t = useTranslations("auth");
  const fieldError = useFieldError();
  const [serverError, setServerError] = useState<string | null>(initialError);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginForm), defaultValues: { phone: "", password: "" } });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    const result = await apiFetch<{ user: SessionUser }>("/api/auth/login", { json: values });
    if (!result.ok) {
      setServerError(result.status === 0 ? t("network") : (result.message ?? t("loginFailed")));
      return;
    }
    onSuccess(result.data.user);
  });

  return (
    // method and action: tapped before hydration, the form is posted, never sent by GET with the password in the URL.
    <form method="post" action="/auth/sign-in" onSubmit={submit} noValidate className="space-y-4" aria-label={t("login.title")}>
      {next ? <input type="hidden" name="next" value={next} /> : null}
      <PhoneField id="login-phone" label={t("fields.phone")} error={fieldError(errors.phone?.message)} registration={register("phone")} />
      <Field id="login-password" label={t("fields.password")} error={fieldError(errors.password?.message)}>
        <Input
          id="login-password"
          type="password"
          autoComplete="current-password"
          invalid={Boolean(errors.password)}
          aria-describedby={errors.password ? "login-password-error" : undefined}
          {...register("password")}
        />
      </Field>
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t("submitting") : t("login.submit")}
      </Button>
      <Link href="/forgot" className="block text-center text-sm text-brand-300 hover:text-brand-200">{t("forgotLink")}</Link>
      {onCode ? (
        <a
          href={`/projects/blogs?${new URLSearchParams({ form: "code", ...(next ? { next } : {}) })}`}
          onClick={(event) => {
            event.preventDefault();
            onCode();
          }}
          className="block text-center text-sm text-brand-300 hover:text-brand-200"
          data-testid="code-link"
        >
          {t("code.link")}
        </a>
      ) : null}
    </form>
  );
}
