"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, useSyncExternalStore, type FormEvent, type ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/field";
import { apiCall, errorText, type Jsonified } from "@/lib/api/client";
import { ATTENDANCE_MARKS } from "@/lib/groups/schemas";
import type { RegisterDay, RegisterDayStudent } from "@/lib/teaching/teacher-reads";

const noSubscription = () => () => {};

/** False in the server's HTML and until React has hydrated: the forms then post themselves. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A group's register for one day: attendance, score and note per student, and a warning. Each
 * is a form posted to /teaching/… (lib/teaching/register-form.ts) until the scripts run, then
 * saved by fetch; `refusal` and `saved` are what such a post came back with.
 */
export function RegisterDayView({ register, refusal = null, saved = false }: { register: Jsonified<RegisterDay>; refusal?: string | null; saved?: boolean }) {
  const t = useTranslations("teach.register");
  return (
    <div className="space-y-4">
      {refusal ? <Alert tone="error">{refusal}</Alert> : saved ? <p role="status" className="text-sm">{t("saved")}</p> : null}
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold">{register.group.name}</h1>
        <form className="flex items-center gap-2" method="get">
          <label htmlFor="register-date" className="text-sm">
            {t("date")}
          </label>
          <Input id="register-date" type="date" name="date" defaultValue={register.date} className="w-auto" />
          <Button type="submit" variant="secondary" size="sm">
            {t("show")}
          </Button>
        </form>
      </div>
      {register.students.length === 0 ? <p>{t("empty")}</p> : null}
      <ul className="space-y-3">
        {register.students.map((student) => (
          <StudentRow key={student.id} student={student} date={register.date} page={`/teach/groups/${register.group.id}?date=${register.date}`} />
        ))}
      </ul>
    </div>
  );
}

/** A form of the row: posted to `action` before the scripts run, handled by `onSave` after. */
function RowForm({ action, student, date, page, onSave, children }: { action: string; student: string; date: string; page: string; onSave: () => void; children: ReactNode }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };
  return (
    <form method="post" action={action} onSubmit={submit} className="contents">
      <input type="hidden" name="student" value={student} />
      <input type="hidden" name="date" value={date} />
      <input type="hidden" name="next" value={page} />
      {children}
    </form>
  );
}

function StudentRow({ student, date, page }: { student: Jsonified<RegisterDayStudent>; date: string; page: string }) {
  const t = useTranslations("teach.register");
  const hydrated = useHydrated();
  const router = useRouter();
  const [score, setScore] = useState(student.score === null ? "" : String(student.score));
  const [note, setNote] = useState(student.note);
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const offline = student.role === "student_offline";
  const fail = (error: unknown) => setProblem(errorText(error, { fallback: t("failed") }));
  const done = () => {
    setProblem(null);
    setSaved(true);
    router.refresh();
  };
  const [pending, setPending] = useState(false);
  // One write at a time per row; the page is read again after each, so what shows is what is stored.
  const write = async (path: string, json: unknown, after?: () => void) => {
    setPending(true);
    try {
      await apiCall(`/api/teacher/students/${student.id}/${path}`, { method: "PUT", json });
      after?.();
      done();
    } catch (error) {
      fail(error);
    } finally {
      setPending(false);
    }
  };
  const giveWarning = () => {
    const next = [...student.warnings];
    const slot = next.findIndex((value) => value === "");
    if (slot >= 0) next[slot] = reason;
    void write("warnings", { warnings: next, expectedWarnings: student.warnings }, () => setReason(""));
  };
  const given = student.warnings.filter(Boolean).length;
  const id = (name: string) => `${name}-${student.id}`;
  return (
    <li className="rounded-2xl bg-surface-raised p-4 ring-1 ring-white/10" data-student={student.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Link href={`/teach/students/${student.id}`} className="font-medium underline underline-offset-4">
          {student.fullName}
        </Link>
        <span className="text-sm text-fg-muted">
          {offline ? t("figures", { step: student.step, percent: student.percent ?? 0, warnings: given }) : t("online")}
        </span>
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-[10rem_6rem_1fr_auto] sm:items-end">
        <RowForm action="/teaching/attendance" student={student.id} date={date} page={page} onSave={() => undefined}>
          <div>
            <label htmlFor={id("mark")} className="block text-sm">
              {t("mark")}
            </label>
            <div className="flex gap-2">
              <Select id={id("mark")} name="mark" defaultValue={student.mark ?? ""} onChange={(event) => void write(`attendance/${date}`, { mark: event.target.value || null })}>
                <option value="">{t("marks.none")}</option>
                {ATTENDANCE_MARKS.map((value) => (
                  <option key={value} value={value}>
                    {t(`marks.${value}`)}
                  </option>
                ))}
              </Select>
              {/* Before the scripts, a select cannot save itself on change: it is sent with this. */}
              {hydrated ? null : (
                <Button type="submit" variant="secondary" size="sm">
                  {t("markSave")}
                </Button>
              )}
            </div>
          </div>
        </RowForm>
        {offline ? (
          <RowForm action="/teaching/score" student={student.id} date={date} page={page} onSave={() => void write(`scores/${date}`, { score: score === "" ? null : Number(score), note })}>
            <div>
              <label htmlFor={id("score")} className="block text-sm">
                {t("score")}
              </label>
              <Input id={id("score")} name="score" inputMode="numeric" value={score} onChange={(event) => setScore(event.target.value)} />
            </div>
            <div>
              <label htmlFor={id("note")} className="block text-sm">
                {t("note")}
              </label>
              <Input id={id("note")} name="note" value={note} onChange={(event) => setNote(event.target.value)} />
            </div>
            <Button type="submit" disabled={pending}>
              {t("save")}
            </Button>
          </RowForm>
        ) : null}
      </div>
      {offline && given < 3 ? (
        <div className="mt-3 flex flex-wrap items-end gap-2">
          <RowForm action="/teaching/warning" student={student.id} date={date} page={page} onSave={giveWarning}>
            {student.warnings.map((value, index) => (
              <input key={index} type="hidden" name="current" value={value} />
            ))}
            <div className="grow">
              <label htmlFor={id("warning")} className="block text-sm">
                {t("warningReason", { number: given + 1 })}
              </label>
              <Input id={id("warning")} name="reason" value={reason} onChange={(event) => setReason(event.target.value)} />
            </div>
            <Button type="submit" variant="secondary" disabled={hydrated && (pending || reason.trim() === "")}>
              {t("giveWarning")}
            </Button>
          </RowForm>
        </div>
      ) : null}
      <p role="status" className="mt-2 text-sm">
        {problem ?? (saved ? t("saved") : "")}
      </p>
    </li>
  );
}
