"use client";

import { useState, type FormEvent, type ReactNode } from "react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Pager } from "@/components/admin/shared/pager";
import { adminKeys } from "@/components/admin/data/query-keys";
import { useDebounced } from "@/components/admin/data/use-debounced";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { toast } from "@/components/ui/toast";
import { apiCall, errorText } from "@/lib/api/client";
import { formatPhone } from "@/lib/format/phone";
import { GROUP_NAME_MAX } from "@/lib/groups/schemas";
import { GroupSchedule } from "./group-schedule";
import type { AdminGroup, MembersPage, UserHit } from "./types";

const STUDENT_ROLES = new Set(["student", "student_offline"]);

/** One group's dialog: rename, teachers, students (searched and paged: a group of 40 in a school of 50,000), archive. */
export function GroupModal({ groupId, onClose }: { groupId: string; onClose: () => void }) {
  const t = useTranslations("admin.groups");
  const common = useTranslations("admin.common");
  const client = useQueryClient();
  const path = `/api/admin/groups/${encodeURIComponent(groupId)}`;
  const detail = useQuery({ queryKey: [...adminKeys.groups(), "one", groupId], queryFn: () => apiCall<{ group: AdminGroup }>(path) });
  const group = detail.data?.group ?? null;
  const [error, setError] = useState<string | null>(null);

  // Every change answers the group as it is now: the dialog shows it, the lists refetch.
  const change = useMutation({
    mutationFn: ({ url, method, json }: { url: string; method: "POST" | "PATCH" | "DELETE"; json?: unknown; done: string }) => apiCall<{ group: AdminGroup }>(url, { method, json }),
    onSuccess: (data, { done }) => {
      setError(null);
      client.setQueryData([...adminKeys.groups(), "one", groupId], data);
      void client.invalidateQueries({ queryKey: adminKeys.groups() });
      toast.success(done);
    },
    onError: (failure) => setError(errorText(failure, { fallback: common("generic"), network: common("network") })),
  });
  const run = (url: string, method: "POST" | "PATCH" | "DELETE", done: string, json?: unknown) => change.mutate({ url, method, json, done });

  return (
    <Modal open onClose={onClose} title={group ? group.name : t("manageTitle")} className="sm:max-w-2xl">
      {detail.error ? (
        <Alert tone="error">{errorText(detail.error, { fallback: t("loadError"), network: common("network") })}</Alert>
      ) : !group ? (
        <p className="text-sm text-gray-400">{t("loading")}</p>
      ) : (
        <div className="space-y-6">
          {error ? <Alert tone="error">{error}</Alert> : null}
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={group.kind === "offline" ? "info" : "neutral"}>{t(`kinds.${group.kind}`)}</Badge>
            {group.archived ? <Badge tone="warning">{t("archived")}</Badge> : null}
            <span className="text-sm text-gray-400">{group.weekdays.length ? group.weekdays.join(", ") : t("noDays")}</span>
          </div>
          <Rename key={group.name} name={group.name} busy={change.isPending} onRename={(name) => run(path, "PATCH", t("renamed"), { name })} />

          <Section title={t("schedule")}>
            {/* Remounted from the saved group, so the fields show what the server kept. */}
            <GroupSchedule
              key={`${group.weekdays.join()}|${group.startDate}|${group.courseId ?? ""}`}
              group={group}
              busy={change.isPending}
              onSave={(schedule) => run(path, "PATCH", t("scheduleSaved"), schedule)}
            />
          </Section>

          <Section title={t("teachers")}>
            {group.teachers.length ? (
              <ul className="space-y-2" aria-label={t("teachers")}>
                {group.teachers.map((teacher) => (
                  <MemberRow key={teacher.id} name={teacher.fullName} phone={teacher.phone}>
                    <Button size="sm" variant="ghost" disabled={change.isPending} onClick={() => run(`${path}/teachers/${teacher.id}`, "DELETE", t("teacherRemoved"))} aria-label={`${t("remove")}: ${teacher.fullName}`}>
                      {t("remove")}
                    </Button>
                  </MemberRow>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-gray-400">{t("noTeacher")}</p>
            )}
            {/* Remounted, so emptied, once the teachers change: the one just assigned is not offered again. */}
            <UserPicker
              key={group.teachers.map((teacher) => teacher.id).join()}
              id="group-teacher-search"
              label={t("findTeacher")}
              role="teacher"
              actionLabel={t("assign")}
              busy={change.isPending}
              skip={new Set(group.teachers.map((teacher) => teacher.id))}
              onPick={(user) => run(`${path}/teachers`, "POST", t("teacherAssigned"), { userId: user.id })}
            />
          </Section>

          <Section title={`${t("students")} (${group.studentCount})`}>
            <GroupStudents path={path} count={group.studentCount} busy={change.isPending} onRemove={(student) => run(`${path}/students/${student.id}`, "DELETE", t("studentRemoved"))} />
            <UserPicker key={group.studentCount} id="group-student-search" label={t("findStudent")} actionLabel={t("add")} busy={change.isPending} onPick={(user) => run(`${path}/students`, "POST", t("studentAdded"), { userId: user.id })} />
          </Section>

          <div className="flex flex-wrap justify-end gap-2 border-t border-white/10 pt-4">
            <Button variant={group.archived ? "secondary" : "danger"} disabled={change.isPending} onClick={() => run(path, "PATCH", group.archived ? t("unarchivedDone") : t("archivedDone"), { archived: !group.archived })}>
              {group.archived ? t("unarchive") : t("archive")}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              {common("close")}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h3 className="text-sm font-semibold text-white">{title}</h3>
      {children}
    </section>
  );
}

function MemberRow({ name, phone, children }: { name: string; phone: string; children: ReactNode }) {
  return (
    <li className="flex items-center gap-3 rounded-lg bg-surface px-3 py-2 ring-1 ring-white/5">
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-white">{name}</p>
        <p className="text-xs text-gray-400">{formatPhone(phone)}</p>
      </div>
      {children}
    </li>
  );
}

function Rename({ name, busy, onRename }: { name: string; busy: boolean; onRename: (name: string) => void }) {
  const t = useTranslations("admin.groups");
  const [value, setValue] = useState(name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRename(value);
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex-1">
        <Field id="group-rename" label={t("name")}>
          <Input id="group-rename" autoComplete="off" maxLength={GROUP_NAME_MAX} value={value} onChange={(event) => setValue(event.target.value)} />
        </Field>
      </div>
      <Button type="submit" variant="secondary" disabled={busy || value.trim() === name}>
        {t("rename")}
      </Button>
    </form>
  );
}

/** The group's students by name, a page at a time. */
function GroupStudents({ path, count, busy, onRemove }: { path: string; count: number; busy: boolean; onRemove: (student: { id: string }) => void }) {
  const t = useTranslations("admin.groups");
  const [search, setSearch] = useState("");
  const asked = useDebounced(search.trim(), 250);
  const [paging, setPaging] = useState({ asked: "", page: 1 });
  const page = paging.asked === asked ? paging.page : 1;
  const members = useQuery({
    queryKey: [...adminKeys.groups(), "students", path, { asked, page, count }],
    queryFn: () => apiCall<MembersPage>(`${path}/students`, { params: { search: asked, page } }),
    placeholderData: keepPreviousData,
  });
  const students = members.data?.students ?? [];
  return (
    <div className="space-y-2">
      {count > 0 ? <Input type="search" aria-label={t("searchStudents")} placeholder={t("searchStudents")} value={search} onChange={(event) => setSearch(event.target.value)} /> : null}
      {students.length ? (
        <ul className="space-y-2" aria-label={t("students")}>
          {students.map((student) => (
            <MemberRow key={student.id} name={student.fullName} phone={student.phone}>
              <Button size="sm" variant="ghost" disabled={busy} onClick={() => onRemove(student)} aria-label={`${t("remove")}: ${student.fullName}`}>
                {t("remove")}
              </Button>
            </MemberRow>
          ))}
        </ul>
      ) : members.data ? (
        <p className="text-sm text-gray-400">{count ? t("noMatch") : t("noStudents")}</p>
      ) : null}
      {members.data && members.data.pages > 1 ? <Pager page={members.data.page} pages={members.data.pages} onPage={(next) => setPaging({ asked, page: next })} label={t("students")} testId="group-students-page" /> : null}
    </div>
  );
}

/** Finds users by name or phone (GET /api/admin/users, searched in the database) to assign or add. */
function UserPicker({
  id,
  label,
  role,
  actionLabel,
  busy,
  skip,
  onPick,
}: {
  id: string;
  label: string;
  role?: "teacher";
  actionLabel: string;
  busy: boolean;
  skip?: Set<string>;
  onPick: (user: UserHit) => void;
}) {
  const t = useTranslations("admin.groups");
  const [search, setSearch] = useState("");
  const asked = useDebounced(search.trim(), 250);
  const hits = useQuery({
    queryKey: [...adminKeys.users(), "picker", { role, asked }],
    queryFn: () => apiCall<{ users: UserHit[] }>("/api/admin/users", { params: { search: asked, role } }),
    enabled: asked !== "",
  });
  const users = (hits.data?.users ?? []).filter((user) => (role ? user.role === role : STUDENT_ROLES.has(user.role)) && !skip?.has(user.id)).slice(0, 8);
  return (
    <div className="space-y-2">
      <Field id={id} label={label}>
        <Input id={id} type="search" autoComplete="off" placeholder={t("pickerPlaceholder")} value={search} onChange={(event) => setSearch(event.target.value)} />
      </Field>
      {asked && hits.data ? (
        users.length ? (
          <ul className="space-y-2" aria-label={label}>
            {users.map((user) => (
              <MemberRow key={user.id} name={user.fullName} phone={user.phone}>
                <Button size="sm" disabled={busy} onClick={() => onPick(user)} aria-label={`${actionLabel}: ${user.fullName}`}>
                  {actionLabel}
                </Button>
              </MemberRow>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-gray-400">{t("noMatch")}</p>
        )
      ) : null}
    </div>
  );
}
