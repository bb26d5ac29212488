import { getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import type { StudentCard } from "@/lib/teaching/teacher-reads";

/** A student of the teacher's group: courses, practice and where they are stuck, attendance and scores. Read-only. */
export async function StudentCardView({ card }: { card: StudentCard }) {
  const t = await getTranslations("teach.card");
  const marks = await getTranslations("teach.register.marks");
  const { student } = card;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{student.fullName}</h1>
      {student.percent !== null ? (
        <p className="text-sm">{t("figures", { step: student.step, percent: student.percent, total: student.totalScore, warnings: student.warnings.filter(Boolean).length })}</p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <h2 className="font-semibold">{t("courses")}</h2>
          {card.courses.length === 0 ? <p className="text-sm text-fg-muted">{t("none")}</p> : null}
          <ul className="text-sm">
            {card.courses.map((course) => (
              <li key={course.id}>{t("course", { title: course.title, done: course.completedLessons, total: course.totalLessons })}</li>
            ))}
          </ul>
        </Card>
        <Card>
          <h2 className="font-semibold">{t("stuck")}</h2>
          {card.stuck.length === 0 ? <p className="text-sm text-fg-muted">{t("none")}</p> : null}
          <ul className="space-y-3 text-sm">
            {card.stuck.map((row) => (
              <li key={row.exercise.id}>
                <p className="font-medium">{t("exercise", { title: row.exercise.titleUz, course: row.exercise.courseTitle, tries: row.tries })}</p>
                {row.lastSubmission ? (
                  <details>
                    <summary>{t("lastSubmission")}</summary>
                    {row.lastSubmission.files.map((file) => (
                      <pre key={file.name} className="mt-1 max-h-60 overflow-auto rounded-lg bg-black/30 p-2 text-xs" aria-label={file.name}>
                        {file.content}
                      </pre>
                    ))}
                  </details>
                ) : null}
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm">{t("passed", { count: card.practice.filter((row) => row.passed).length })}</p>
        </Card>
        <Card>
          <h2 className="font-semibold">{t("attendance")}</h2>
          {card.attendance.length === 0 ? <p className="text-sm text-fg-muted">{t("none")}</p> : null}
          <ul className="text-sm">
            {card.attendance.map((row) => (
              <li key={row.date}>
                {row.date}: {marks(row.mark)}
              </li>
            ))}
          </ul>
        </Card>
        <Card>
          <h2 className="font-semibold">{t("scores")}</h2>
          {card.scores.length === 0 ? <p className="text-sm text-fg-muted">{t("none")}</p> : null}
          <ul className="text-sm">
            {card.scores.map((row) => (
              <li key={row.date}>
                {row.date}: {row.score}
                {row.note ? ` · ${row.note}` : ""}
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </div>
  );
}
