"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Field, Input, Select } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { Skeleton } from "@/components/ui/skeleton";
import { formatPhone } from "@/lib/format/phone";
import { apiFetch } from "@/lib/api/client";
import { calendarDayKey, tashkentCalendarDay } from "@/lib/format/tashkent-time";
import type { AdminUserView } from "@/lib/offline/shapes";
import { ROLES } from "@/components/admin/users/types";
import { DAY_LABELS } from "@/lib/offline/week";

// Admin §9: the modal closes 1.5 s after a successful save.
const CLOSE_AFTER_MS = 1500;

type Form = {
  fullName: string;
  phone: string;
  role: string;
  balance: string;
  totalScore: string;
  step: string;
  arrivalDate: string;
  attendanceDays: string[];
  todayScore: string;
  todayNote: string;
};

type Props = { studentId: string | null; onClose: () => void; onSaved: () => void };

function todayKey(): string {
  return calendarDayKey(tashkentCalendarDay(new Date()));
}

function formOf(user: AdminUserView): { form: Form; base: number } {
  const today = user.todayScores.find((entry) => entry.date === todayKey());
  return {
    form: {
      fullName: user.fullName,
      phone: formatPhone(user.phone),
      role: user.role,
      balance: String(user.balance),
      totalScore: String(user.totalScore),
      step: String(user.step),
      arrivalDate: user.arrivalDate ?? "",
      attendanceDays: user.attendanceDays,
      todayScore: today ? String(today.score) : "",
      todayNote: today?.note ?? "",
    },
    // Admin §4: with a daily score entered, the total shows the existing sum plus that score.
    base: user.totalScore - (today?.score ?? 0),
  };
}

function wholeOrNull(text: string): number | null {
  if (text.trim() === "") return null;
  const value = Number(text);
  return Number.isInteger(value) ? value : null;
}

/** The offline edit of admin §2: every field, today's score with its note, save and close. */
export function OfflineEditModal({ studentId, onClose, onSaved }: Props) {
  const t = useTranslations("adminOffline");
  const [form, setForm] = useState<Form | null>(null);
  const [base, setBase] = useState(0);
  const [loadFailed, setLoadFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    setForm(null);
    setBanner(null);
    setLoadFailed(null);
    if (!studentId) return;
    let alive = true;
    void apiFetch<{ user: AdminUserView }>(`/api/admin/users/${encodeURIComponent(studentId)}`).then((result) => {
      if (!alive) return;
      if (!result.ok) {
        setLoadFailed(result.message ?? t("loadError"));
        return;
      }
      const initial = formOf(result.data.user);
      setForm(initial.form);
      setBase(initial.base);
    });
    return () => {
      alive = false;
    };
  }, [studentId, t]);

  useEffect(() => () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
  }, []);

  function set<K extends keyof Form>(key: K, value: Form[K]) {
    setForm((current) => (current ? { ...current, [key]: value } : current));
  }

  function setTodayScore(text: string) {
    setForm((current) => {
      if (!current) return current;
      const score = wholeOrNull(text);
      return { ...current, todayScore: text, totalScore: score !== null ? String(base + score) : current.totalScore };
    });
  }

  function toggleDay(day: string) {
    if (!form) return;
    const days = form.attendanceDays.includes(day) ? form.attendanceDays.filter((item) => item !== day) : [...form.attendanceDays, day];
    set("attendanceDays", DAY_LABELS.filter((label) => days.includes(label)));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form || !studentId) return;
    const balance = wholeOrNull(form.balance);
    const step = wholeOrNull(form.step);
    const totalScore = wholeOrNull(form.totalScore);
    const todayScore = wholeOrNull(form.todayScore);
    if (!form.fullName.trim() || !form.phone.trim() || balance === null || step === null) {
      setBanner({ tone: "error", text: t("required") });
      return;
    }
    if (step < 1) return setBanner({ tone: "error", text: t("stepMin") });
    if (totalScore !== null && totalScore < 0) return setBanner({ tone: "error", text: t("totalMin") });
    if (todayScore !== null && todayScore < 0) return setBanner({ tone: "error", text: t("scoreMin") });
    setBusy(true);
    setBanner(null);
    const result = await apiFetch(`/api/admin/users/${encodeURIComponent(studentId)}`, {
      method: "PUT",
      json: {
        fullName: form.fullName,
        phone: form.phone,
        role: form.role,
        balance,
        step,
        ...(totalScore !== null ? { totalScore } : {}),
        arrivalDate: form.arrivalDate,
        attendanceDays: form.attendanceDays,
        // Admin §5: the daily score is sent only when it is a number; the date defaults to today.
        ...(todayScore !== null ? { weekScores: [{ score: todayScore, note: form.todayNote }] } : {}),
      },
    });
    setBusy(false);
    if (!result.ok) {
      setBanner({ tone: "error", text: result.message ?? (result.status === 0 ? t("network") : t("error")) });
      return;
    }
    setBanner({ tone: "success", text: t("saved") });
    onSaved();
    closeTimer.current = setTimeout(onClose, CLOSE_AFTER_MS);
  }

  return (
    <Modal open={studentId !== null} onClose={onClose} title={t("editTitle")} className="max-w-2xl">
      {loadFailed ? (
        <Alert tone="error">{loadFailed}</Alert>
      ) : !form ? (
        <div className="space-y-3" aria-busy="true">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-10" />
          ))}
        </div>
      ) : (
        <form onSubmit={submit} className="space-y-4" noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="offline-fullName" label={t("fullName")}>
              <Input id="offline-fullName" value={form.fullName} onChange={(event) => set("fullName", event.target.value)} autoComplete="off" />
            </Field>
            <Field id="offline-phone" label={t("phone")}>
              <Input id="offline-phone" value={form.phone} onChange={(event) => set("phone", event.target.value)} placeholder="+998 XX XXX XX XX" inputMode="tel" />
            </Field>
            <Field id="offline-role" label={t("role")}>
              <Select id="offline-role" value={form.role} onChange={(event) => set("role", event.target.value)}>
                {ROLES.map((role) => (
                  <option key={role} value={role}>
                    {t(`roles.${role}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field id="offline-balance" label={t("balance")}>
              <Input id="offline-balance" type="number" min={0} step={1} value={form.balance} onChange={(event) => set("balance", event.target.value)} />
            </Field>
            <Field id="offline-totalScore" label={t("totalScore")}>
              <Input id="offline-totalScore" type="number" min={0} step={1} value={form.totalScore} onChange={(event) => set("totalScore", event.target.value)} />
            </Field>
            <Field id="offline-step" label={t("step")}>
              <Input id="offline-step" type="number" min={1} step={1} value={form.step} onChange={(event) => set("step", event.target.value)} />
            </Field>
            <Field id="offline-arrivalDate" label={t("arrivalDate")} hint={t("arrivalHint")}>
              <Input id="offline-arrivalDate" value={form.arrivalDate} onChange={(event) => set("arrivalDate", event.target.value)} placeholder="2025-10-10" />
            </Field>
          </div>
          <fieldset>
            <legend className="mb-1.5 text-sm font-medium text-gray-300">{t("attendance")}</legend>
            <div className="flex flex-wrap gap-2">
              {DAY_LABELS.map((day) => {
                const on = form.attendanceDays.includes(day);
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
            <Field id="offline-todayScore" label={t("todayScore")}>
              <Input id="offline-todayScore" type="number" min={0} step={1} value={form.todayScore} onChange={(event) => setTodayScore(event.target.value)} />
            </Field>
            <Field id="offline-todayNote" label={t("todayNote")}>
              <Input id="offline-todayNote" value={form.todayNote} onChange={(event) => set("todayNote", event.target.value)} placeholder={t("notePlaceholder")} maxLength={500} />
            </Field>
          </div>
          {banner ? <Alert tone={banner.tone}>{banner.text}</Alert> : null}
          <div className="flex justify-end gap-2 pt-2">
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              {t("cancel")}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? t("saving") : t("save")}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
