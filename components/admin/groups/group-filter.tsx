"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { adminKeys } from "@/components/admin/data/query-keys";
import { Select } from "@/components/ui/field";
import { apiCall } from "@/lib/api/client";
import type { AdminGroup, GroupsPage } from "./types";

/** Every active group, by name: the list is paged on the server, so each page is read (a school has tens of groups, not thousands). */
async function activeGroups(): Promise<AdminGroup[]> {
  const groups: AdminGroup[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await apiCall<GroupsPage>("/api/admin/groups", { params: { archived: "0", page } });
    groups.push(...answer.groups);
    if (page >= answer.pages) break;
  }
  return groups;
}

/** The "which group" select of the admin's offline list and register (issue 38); "" is every student. */
export function GroupFilter({ id, value, onChange, className }: { id: string; value: string; onChange: (groupId: string) => void; className?: string }) {
  const t = useTranslations("admin.groups");
  const groups = useQuery({ queryKey: [...adminKeys.groups(), "filter"], queryFn: activeGroups });
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {t("filterLabel")}
      </label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={className}>
        <option value="">{t("filterAll")}</option>
        {groups.data?.map((group) => (
          <option key={group.id} value={group.id}>
            {group.name}
          </option>
        ))}
      </Select>
    </>
  );
}
