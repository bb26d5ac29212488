"use client";

import { useTranslations } from "next-intl";
import { DAY_LABELS, type DayLabel } from "@/lib/offline/week";

/** The group's lesson days as checkboxes (Du … Ya), for the new-group form and the group's dialog. */
export function WeekdayPicker({ value, onChange }: { value: DayLabel[]; onChange: (days: DayLabel[]) => void }) {
  const t = useTranslations("admin.groups");
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-gray-300">{t("weekdays")}</legend>
      <div className="flex flex-wrap gap-2">
        {DAY_LABELS.map((day) => (
          <label key={day} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg bg-surface px-3 text-sm text-gray-200 ring-1 ring-white/10">
            <input
              type="checkbox"
              className="size-4 accent-brand-500"
              checked={value.includes(day)}
              onChange={(event) => onChange(event.target.checked ? [...value, day] : value.filter((other) => other !== day))}
            />
            {day}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
