"use client";

import { useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { FormActions } from "@/components/admin/shared/form-actions";
import { adminKeys } from "@/components/admin/data/query-keys";
import { Alert } from "@/components/ui/alert";
import { Field, Input, Select } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { apiCall, errorText } from "@/lib/api/client";
import { GROUP_KINDS, GROUP_NAME_MAX } from "@/lib/groups/schemas";
import type { DayLabel } from "@/lib/offline/week";
import type { AdminGroup } from "./types";
import { WeekdayPicker } from "./weekday-picker";

const today = () => new Date().toISOString().slice(0, 10);

/** A new group: name, kind, days and start (POST /api/admin/groups; the server judges the fields). */
export function GroupForm({ onClose, onSaved }: { onClose: () => void; onSaved: (group: AdminGroup) => void }) {
  const t = useTranslations("admin.groups");
  const common = useTranslations("admin.common");
  const client = useQueryClient();
  const [name, setName] = useState("");
  const [kind, setKind] = useState<(typeof GROUP_KINDS)[number]>("offline");
  const [weekdays, setWeekdays] = useState<DayLabel[]>([]);
  const [startDate, setStartDate] = useState(today);
  const save = useMutation({
    mutationFn: () => apiCall<{ group: AdminGroup }>("/api/admin/groups", { method: "POST", json: { name, kind, weekdays, startDate } }),
    onSuccess: ({ group }) => {
      void client.invalidateQueries({ queryKey: adminKeys.groups() });
      onSaved(group);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <Modal open onClose={onClose} title={t("createTitle")}>
      <form method="post" onSubmit={submit} noValidate className="space-y-4">
        {save.error ? <Alert tone="error">{errorText(save.error, { fallback: common("generic"), network: common("network") })}</Alert> : null}
        <Field id="group-name" label={t("name")}>
          <Input id="group-name" autoComplete="off" maxLength={GROUP_NAME_MAX} value={name} onChange={(event) => setName(event.target.value)} />
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field id="group-kind" label={t("kind")}>
            <Select id="group-kind" value={kind} onChange={(event) => setKind(event.target.value as (typeof GROUP_KINDS)[number])}>
              {GROUP_KINDS.map((value) => (
                <option key={value} value={value}>
                  {t(`kinds.${value}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="group-start" label={t("startDate")}>
            <Input id="group-start" type="date" value={startDate} onChange={(event) => setStartDate(event.target.value)} />
          </Field>
        </div>
        <WeekdayPicker value={weekdays} onChange={setWeekdays} />
        <FormActions saving={save.isPending} onCancel={onClose} className="pt-2" />
      </form>
    </Modal>
  );
}
