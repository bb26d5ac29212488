"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useErrorOf } from "@/components/admin/shared/field-error";
import { apiCall, errorText, isRefusal } from "@/lib/api/client";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Field, Input, Select } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { Skeleton } from "@/components/ui/skeleton";
import type { Jsonified } from "@/lib/api/client";
import { formatPhone } from "@/lib/format/phone";
import { calendarDayKey, tashkentCalendarDay } from "@/lib/format/tashkent-time";
import { offlineEditForm, type OfflineEditFormInput, type OfflineEditFormOutput } from "@/lib/users/offline-edit-form";
import type { AdminUserView } from "@/lib/users/admin-user-view";
import { fromDateColumn } from "@/lib/offline/db-date";
import { DAY_LABELS } from "@/lib/offline/week";
import { ROLES } from "@/lib/users/roles";
import { offlineStudentKey, OFFLINE_EDIT_KEYS } from "./offline-keys";

// Admin §9: the modal closes 1.5 s after a successful save.
const CLOSE_AFTER_MS = 1500;

type Student = Jsonified<AdminUserView>;
type Props = { studentId: string | null; onClose: () => void };

// A number input's text as the form holds it: empty is "not filled in".
const numberOrUndefined = (value: unknown) => (value === "" || value === null || value === undefined ? undefined : Number(value));

function todayKey(): string {
  return calendarDayKey(tashkentCalendarDay(new Date()));
}

function formOf(user: Student): OfflineEditFormInput {
  const today = user.todayScores.find((entry) => entry.date === todayKey());
  return {
    fullName: user.fullName,
    phone: formatPhone(user.phone),
    role: user.role,
    balance: user.balance,
    totalScore: user.totalScore,
    step: user.step,
    arrivalDate: user.arrivalDate ?? "",
    attendanceDays: DAY_LABELS.filter((day) => user.attendanceDays.includes(day)),
    todayScore: today?.score,
    todayNote: today?.note ?? "",
  };
}

/** The offline edit of admin §2: every field, today's score with its note, save and close. */
export function OfflineEditModal({ studentId, onClose }: Props) {
  const t = useTranslations("adminOffline");
  const student = useQuery({
    queryKey: offlineStudentKey(studentId ?? ""),
    queryFn: () => apiCall<{ user: Student }>(`/api/admin/users/${encodeURIComponent(studentId ?? "")}`),
    enabled: studentId !== null,
  });

  return (
    <Modal open={studentId !== null} onClose={onClose} title={t("editTitle")} className="max-w-2xl">
      {student.isError ? (
        <Alert tone="error">{errorText(student.error, { fallback: t("loadError") })}</Alert>
      ) : !student.data || !studentId ? (
        <div className="space-y-3" aria-busy="true">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-10" />
          ))}
        </div>
      ) : (
        // Keyed by the student: the form starts from the record it was opened on, and a
        // background refetch does not overwrite what the admin is typing.
        <EditForm key={studentId} studentId={studentId} user={student.data.user} onClose={onClose} />
      )}
    </Modal>
  );
}

function EditForm({ studentId, user, onClose }: { studentId: string; user: Student; onClose: () => void }) {
  const t = useTranslations("adminOffline");
  const queryClient = useQueryClient();
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    formState: { errors },
  } = useForm<OfflineEditFormInput, unknown, OfflineEditFormOutput>({ resolver: zodResolver(offlineEditForm), defaultValues: formOf(user) });
  // Admin §4: with a daily score entered, the total shows the existing sum plus that score.
  const today = user.todayScores.find((entry) => entry.date === todayKey());
  const base = user.totalScore - (today?.score ?? 0);
  const attendanceDays = useWatch({ control, name: "attendanceDays" }) ?? [];

  const save = useMutation({
    mutationFn: (form: OfflineEditFormOutput) =>
      apiCall<{ message?: string }>(`/api/admin/users/${encodeURIComponent(studentId)}`, {
        method: "PUT",
        json: {
          fullName: form.fullName,
          phone: form.phone,
          ...(form.role !== undefined ? { role: form.role } : {}),
          balance: form.balance,
          // The balance this form showed: if it moved since (a top-up approved), the save is refused.
          expectedBalance: user.balance,
          step: form.step,
          ...(form.totalScore !== undefined ? { totalScore: form.totalScore } : {}),
          arrivalDate: form.arrivalDate ? fromDateColumn(form.arrivalDate) : "",
          attendanceDays: form.attendanceDays ?? [],
          // Admin §5: the daily score is sent only when it is a number; the date defaults to today.
          ...(form.todayScore !== undefined ? { weekScores: [{ score: form.todayScore, note: form.todayNote }] } : {}),
        },
      }),
    // A refusal about one field (the phone is someone else's) is shown under that field.
    onError: (error) => {
      if (isRefusal(error, "phone_taken")) setError("phone", { message: error.serverMessage ?? t("error") }, { shouldFocus: true });
    },
    onSuccess: async () => {
      closeTimer.current = setTimeout(onClose, CLOSE_AFTER_MS);
      await Promise.all(OFFLINE_EDIT_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });

  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current);
    },
    [],
  );

  function toggleDay(day: (typeof DAY_LABELS)[number]) {
    const days = attendanceDays.includes(day) ? attendanceDays.filter((item) => item !== day) : [...attendanceDays, day];
    setValue(
      "attendanceDays",
      DAY_LABELS.filter((label) => days.includes(label)),
      { shouldDirty: true },
    );
  }

  const failure = isRefusal(save.error, "phone_taken") ? null : save.error;
  const banner = save.isSuccess
    ? { tone: "success" as const, text: t("saved") }
    : failure
      ? {
          tone: "error" as const,
          text: errorText(failure, { fallback: t("error"), network: t("network") }),
        }
      : null;

  // Each field's error, under the field, in the page's language; the input is marked invalid.
  const errorOf = useErrorOf(errors);
  const field = (name: keyof OfflineEditFormInput & string) => errorOf(name, `offline-${name}`);

  return (
    <form onSubmit={handleSubmit((form) => save.mutate(form))} className="space-y-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="offline-fullName" label={t("fullName")} error={field("fullName").error}>
          <Input id="offline-fullName" autoComplete="off" {...field("fullName").control} {...register("fullName")} />
        </Field>
        <Field id="offline-phone" label={t("phone")} error={field("phone").error}>
          <Input id="offline-phone" placeholder="+998 XX XXX XX XX" inputMode="tel" {...field("phone").control} {...register("phone")} />
        </Field>
        <Field id="offline-role" label={t("role")} error={field("role").error}>
          <Select id="offline-role" {...field("role").control} {...register("role")}>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="offline-balance" label={t("balance")} error={field("balance").error}>
          <Input id="offline-balance" type="number" min={0} step={1} {...field("balance").control} {...register("balance", { setValueAs: numberOrUndefined })} />
        </Field>
        <Field id="offline-totalScore" label={t("totalScore")} error={field("totalScore").error}>
          <Input id="offline-totalScore" type="number" min={0} step={1} {...field("totalScore").control} {...register("totalScore", { setValueAs: numberOrUndefined })} />
        </Field>
        <Field id="offline-step" label={t("step")} error={field("step").error}>
          <Input id="offline-step" type="number" min={1} step={1} {...field("step").control} {...register("step", { setValueAs: numberOrUndefined })} />
        </Field>
        <Field id="offline-arrivalDate" label={t("arrivalDate")} hint={t("arrivalHint")} error={field("arrivalDate").error}>
          <Input id="offline-arrivalDate" placeholder="2025-10-10" {...field("arrivalDate").control} {...register("arrivalDate")} />
        </Field>
      </div>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-gray-300">{t("attendance")}</legend>
        <div className="flex flex-wrap gap-2">
          {DAY_LABELS.map((day) => {
            const on = attendanceDays.includes(day);
            return (
              <button
                key={day}
                type="button"
                aria-pressed={on}
                onClick={() => toggleDay(day)}
                className={cn(
                  "h-10 w-11 rounded-lg text-sm font-medium ring-1 transition",
                  on ? "bg-brand-600 text-white ring-brand-500" : "bg-surface text-gray-400 ring-white/10 hover:text-white",
                )}
              >
                {day}
              </button>
            );
          })}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <Field id="offline-todayScore" label={t("todayScore")} error={field("todayScore").error}>
          <Input
            id="offline-todayScore"
            type="number"
            min={0}
            step={1}
            {...field("todayScore").control}
            {...register("todayScore", {
              setValueAs: numberOrUndefined,
              onChange: (event: { target: { value: string } }) => {
                const score = numberOrUndefined(event.target.value);
                if (score !== undefined && Number.isInteger(score)) setValue("totalScore", base + score);
              },
            })}
          />
        </Field>
        <Field id="offline-todayNote" label={t("todayNote")} error={field("todayNote").error}>
          <Input id="offline-todayNote" placeholder={t("notePlaceholder")} maxLength={500} {...field("todayNote").control} {...register("todayNote")} />
        </Field>
      </div>
      {banner ? <Alert tone={banner.tone}>{banner.text}</Alert> : null}
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
          {t("cancel")}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t("saving") : t("save")}
        </Button>
      </div>
    </form>
  );
}
