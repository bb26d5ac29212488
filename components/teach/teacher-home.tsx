import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import type { TeacherHomeGroup } from "@/lib/teaching/teacher-reads";
import { formatShortDate } from "@/lib/format/date";

/** The teacher's morning: each group's attendance so far, who is behind, who has not practised, the hardest exercises. */
export async function TeacherHome({ date, groups }: { date: string; groups: TeacherHomeGroup[] }) {
  const t = await getTranslations("teach.home");
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">{t("title", { date: formatShortDate(date) })}</h1>
      {groups.length === 0 ? <p>{t("noGroups")}</p> : null}
      {groups.map((entry) => (
        <Card key={entry.group.id} className="space-y-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 className="text-lg font-semibold">{entry.group.name}</h2>
            <Link href={`/teach/groups/${entry.group.id}`} className="text-sm underline underline-offset-4">
              {t("openRegister")}
            </Link>
          </div>
          <p className="text-sm">
            {t("attendance", { present: entry.attendance.present, late: entry.attendance.late, absent: entry.attendance.absent, excused: entry.attendance.excused, unmarked: entry.attendance.unmarked })}
          </p>
          <div className="grid gap-4 md:grid-cols-3">
            <section>
              <h3 className="font-medium">{t("behind")}</h3>
              <StudentLinks students={entry.behind.map((row) => ({ id: row.id, label: `${row.fullName} · ${row.percent}%` }))} none={t("none")} />
            </section>
            <section>
              <h3 className="font-medium">{t("inactive")}</h3>
              <StudentLinks students={entry.inactive.map((row) => ({ id: row.id, label: row.fullName }))} none={t("none")} />
            </section>
            <section>
              <h3 className="font-medium">{t("hardest")}</h3>
              {entry.hardest.length === 0 ? (
                <p className="text-sm text-fg-muted">{t("none")}</p>
              ) : (
                <ul className="text-sm">
                  {entry.hardest.map((row) => (
                    <li key={row.id}>{t("stuck", { title: row.title, stuck: row.stuck, tried: row.tried })}</li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        </Card>
      ))}
    </div>
  );
}

function StudentLinks({ students, none }: { students: { id: string; label: string }[]; none: string }) {
  if (students.length === 0) return <p className="text-sm text-fg-muted">{none}</p>;
  return (
    <ul className="text-sm">
      {students.map((student) => (
        <li key={student.id}>
          <Link href={`/teach/students/${student.id}`} className="underline underline-offset-4">
            {student.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
