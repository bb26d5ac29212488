"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/field";
import { apiCall, errorText, type Jsonified } from "@/lib/api/client";
import { ATTENDANCE_MARKS } from "@/lib/groups/schemas";
import type { RegisterDay, RegisterDayStudent } from "@/lib/teaching/teacher-reads";

/** A group's register for one day: attendance, score and note per student, and a warning. */
export function RegisterDayView({ register }: { register: Jsonified<RegisterDay> }) {
  const t = useTranslations("teach.register");
  return (
    <div className="space-y-4">
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
          <StudentRow key={student.id} student={student} date={register.date} />
        ))}
      </ul>
    </div>
  );
}

function StudentRow({ student, date }: { student: Jsonified<RegisterDayStudent>; date: string }) {
  const t = useTranslations("teach.register");
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
        <div>
          <label htmlFor={id("mark")} className="block text-sm">
            {t("mark")}
          </label>
          <Select id={id("mark")} defaultValue={student.mark ?? ""} onChange={(event) => void write(`attendance/${date}`, { mark: event.target.value || null })}>
            <option value="">{t("marks.none")}</option>
            {ATTENDANCE_MARKS.map((value) => (
              <option key={value} value={value}>
                {t(`marks.${value}`)}
              </option>
            ))}
          </Select>
        </div>
        {offline ? (
          <>
            <div>
              <label htmlFor={id("score")} className="block text-sm">
                {t("score")}
              </label>
              <Input id={id("score")} inputMode="numeric" value={score} onChange={(event) => setScore(event.target.value)} />
            </div>
            <div>
              <label htmlFor={id("note")} className="block text-sm">
                {t("note")}
              </label>
              <Input id={id("note")} value={note} onChange={(event) => setNote(event.target.value)} />
            </div>
            <Button type="button" onClick={() => void write(`scores/${date}`, { score: score === "" ? null : Number(score), note })} disabled={pending}>
              {t("save")}
            </Button>
          </>
        ) : null}
      </div>
      {offline && given < 3 ? (
        <div className="mt-3 flex flex-wrap items-end gap-2">
          <div className="grow">
            <label htmlFor={id("warning")} className="block text-sm">
              {t("warningReason", { number: given + 1 })}
            </label>
            <Input id={id("warning")} value={reason} onChange={(event) => setReason(event.target.value)} />
          </div>
          <Button type="button" variant="secondary" onClick={giveWarning} disabled={pending || reason.trim() === ""}>
            {t("giveWarning")}
          </Button>
        </div>
      ) : null}
      <p role="status" className="mt-2 text-sm">
        {problem ?? (saved ? t("saved") : "")}
      </p>
    </li>
  );
}
