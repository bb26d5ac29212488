"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { apiFetch } from "@/lib/api/client";
import { districtsOf, GRADES, regionNames, SCHOOLS } from "@/lib/geo/regions";
import { PhoneField } from "./phone-field";
import { registerForm, type RegisterFormInput } from "./schemas";
import type { SessionUser } from "./types";
import { useFieldError } from "./use-field-error";

// The fields in the order the form shows them: a failed submit focuses the first invalid one.
// (react-hook-form would focus in registration order, and the region is registered first.)
const FIELD_ORDER = ["fullName", "phone", "password", "confirmPassword", "meta.region", "meta.district", "meta.school", "meta.grade"] as const;

const EMPTY: RegisterFormInput = {
  role: "student",
  fullName: "",
  phone: "",
  password: "",
  confirmPassword: "",
  meta: { region: "", district: "", school: "", grade: "" },
};

type Props = {
  onSuccess: (user: SessionUser) => void;
  /** Where to go once signed in, carried by the form when it is posted before the page's scripts ran. */
  next: string | null;
  /** The words of a refusal such a post came back with (/auth/sign-up). */
  initialError: string | null;
};

export function RegisterForm({ onSuccess, next, initialError }: Props) {
  const t = useTranslations("auth");
  const roles = useTranslations("parent.register");
  const fieldError = useFieldError();
  const [serverError, setServerError] = useState<string | null>(initialError);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setFocus,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm({ resolver: zodResolver(registerForm), defaultValues: EMPTY, shouldFocusError: false });
  const region = watch("meta.region");
  const districts = districtsOf(region);

  const submit = handleSubmit(async ({ confirmPassword: _confirm, meta, ...values }) => {
    setServerError(null);
    // A parent has no school fields (issue 38): the server asks none of them.
    const json = values.role === "parent" ? values : { ...values, meta };
    const result = await apiFetch<{ user: SessionUser }>("/api/auth/register", { json });
    if (!result.ok) {
      setServerError(result.status === 0 ? t("network") : (result.message ?? t("registerFailed")));
      return;
    }
    onSuccess(result.data.user);
  }, (invalid) => {
    const first = FIELD_ORDER.find((name) => {
      const [head, tail] = name.split(".") as [keyof typeof invalid, string | undefined];
      const entry = invalid[head];
      return tail ? Boolean((entry as Record<string, unknown> | undefined)?.[tail]) : Boolean(entry);
    });
    if (first) setFocus(first);
  });

  const describedBy = (id: string, failed: boolean) => (failed ? `${id}-error` : undefined);
  const regionField = register("meta.region", {
    // Spec §5: a new region empties the district, whose list depends on it.
    onChange: () => setValue("meta.district", "", { shouldValidate: isSubmitted }),
  });

  return (
    // method and action: tapped before hydration, the form is posted, never sent by GET with the password in the URL.
    <form method="post" action="/auth/sign-up" onSubmit={submit} noValidate className="group space-y-4" aria-label={t("register.title")}>
      {next ? <input type="hidden" name="next" value={next} /> : null}
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-gray-300">{roles("roleLegend")}</legend>
        <div className="grid grid-cols-2 gap-2">
          {(["student", "parent"] as const).map((role) => (
            <label
              key={role}
              htmlFor={`reg-role-${role}`}
              className="flex cursor-pointer flex-col rounded-xl bg-surface p-3 ring-1 ring-white/10 has-[:checked]:ring-2 has-[:checked]:ring-brand-400 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-300"
            >
              <span className="flex items-center gap-2 font-medium text-white">
                <input id={`reg-role-${role}`} type="radio" value={role} defaultChecked={role === "student"} className="size-4 accent-brand-500" {...register("role")} />
                {roles(role)}
              </span>
              <span className="mt-1 text-xs text-gray-400">{role === "parent" ? roles("parentHint") : roles("studentHint")}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <Field id="reg-name" label={t("fields.fullName")} error={fieldError(errors.fullName?.message)}>
        <Input id="reg-name" autoComplete="name" placeholder={t("fields.fullNamePlaceholder")} invalid={Boolean(errors.fullName)} aria-describedby={describedBy("reg-name", Boolean(errors.fullName))} {...register("fullName")} />
      </Field>
      <PhoneField id="reg-phone" label={t("fields.phone")} error={fieldError(errors.phone?.message)} registration={register("phone")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="reg-password" label={t("fields.password")} error={fieldError(errors.password?.message)}>
          <Input id="reg-password" type="password" autoComplete="new-password" invalid={Boolean(errors.password)} aria-describedby={describedBy("reg-password", Boolean(errors.password))} {...register("password")} />
        </Field>
        <Field id="reg-confirm" label={t("fields.confirmPassword")} error={fieldError(errors.confirmPassword?.message)}>
          <Input id="reg-confirm" type="password" autoComplete="new-password" invalid={Boolean(errors.confirmPassword)} aria-describedby={describedBy("reg-confirm", Boolean(errors.confirmPassword))} {...register("confirmPassword")} />
        </Field>
      </div>
      {/* A parent has no school: hidden by CSS as soon as the choice is made, scripts or not. */}
      <div className="grid gap-4 group-has-[#reg-role-parent:checked]:hidden sm:grid-cols-2" data-testid="student-fields">
        <Field id="reg-region" label={t("fields.region")} error={fieldError(errors.meta?.region?.message)}>
          <Select id="reg-region" invalid={Boolean(errors.meta?.region)} aria-describedby={describedBy("reg-region", Boolean(errors.meta?.region))} {...regionField}>
            <option value="">{t("fields.regionPlaceholder")}</option>
            {regionNames.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="reg-district" label={t("fields.district")} error={fieldError(errors.meta?.district?.message)}>
          <Select id="reg-district" disabled={districts.length === 0} invalid={Boolean(errors.meta?.district)} aria-describedby={describedBy("reg-district", Boolean(errors.meta?.district))} {...register("meta.district")}>
            <option value="">{districts.length ? t("fields.districtPlaceholder") : t("fields.districtFirst")}</option>
            {districts.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="reg-school" label={t("fields.school")} error={fieldError(errors.meta?.school?.message)}>
          <Select id="reg-school" invalid={Boolean(errors.meta?.school)} aria-describedby={describedBy("reg-school", Boolean(errors.meta?.school))} {...register("meta.school")}>
            <option value="">{t("fields.schoolPlaceholder")}</option>
            {SCHOOLS.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="reg-grade" label={t("fields.grade")} error={fieldError(errors.meta?.grade?.message)}>
          <Select id="reg-grade" invalid={Boolean(errors.meta?.grade)} aria-describedby={describedBy("reg-grade", Boolean(errors.meta?.grade))} {...register("meta.grade")}>
            <option value="">{t("fields.gradePlaceholder")}</option>
            {GRADES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t("submitting") : t("register.submit")}
      </Button>
    </form>
  );
}
