"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { useCourses } from "@/components/admin/courses/use-courses";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import type { DayLabel } from "@/lib/offline/week";
import type { AdminGroup } from "./types";
import { WeekdayPicker } from "./weekday-picker";

export type ScheduleChange = { weekdays: DayLabel[]; startDate: string; courseId: string | null };

/** The group's lesson days, start date and course (PATCH /api/admin/groups/{id}; the server judges the fields). */
export function GroupSchedule({ group, busy, onSave }: { group: AdminGroup; busy: boolean; onSave: (change: ScheduleChange) => void }) {
  const t = useTranslations("admin.groups");
  const courses = useCourses();
  const [weekdays, setWeekdays] = useState<DayLabel[]>(group.weekdays as DayLabel[]);
  const [startDate, setStartDate] = useState(group.startDate);
  const [courseId, setCourseId] = useState(group.courseId ?? "");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ weekdays, startDate, courseId: courseId || null });
  };
  // The group's course stays offered even when it has left the catalogue's live list.
  const offered = courses.data ?? [];
  const missing = group.course && !offered.some((course) => course.id === group.course?.id) ? group.course : null;
  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label={t("schedule")}>
      <WeekdayPicker value={weekdays} onChange={setWeekdays} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="group-edit-start" label={t("startDate")}>
          <Input id="group-edit-start" type="date" value={startDate} onChange={(event) => setStartDate(event.target.value)} />
        </Field>
        <Field id="group-edit-course" label={t("course")}>
          <Select id="group-edit-course" value={courseId} onChange={(event) => setCourseId(event.target.value)}>
            <option value="">{t("noCourse")}</option>
            {missing ? <option value={missing.id}>{missing.title}</option> : null}
            {offered.map((course) => (
              <option key={course.id} value={course.id}>
                {course.title}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className="flex justify-end">
        <Button type="submit" variant="secondary" disabled={busy}>
          {t("saveSchedule")}
        </Button>
      </div>
    </form>
  );
}
