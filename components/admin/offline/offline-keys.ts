import { adminKeys } from "@/components/admin/data/query-keys";

// The offline area's queries, all under adminKeys.offline().

/** GET /api/offline-students: the list of /admin/offline (with a group: that group's students only). */
export const offlineListKey = (groupId?: string) => (groupId ? ([...adminKeys.offline(), "students", groupId] as const) : ([...adminKeys.offline(), "students"] as const));

/** GET /api/admin/users/{id}: the record the edit modal opens on. */
export const offlineStudentKey = (id: string) => [...adminKeys.offline(), "student", id] as const;

/** GET /api/admin/offline/register?week=&groupId=: one week of the register (undefined: this week; "": every group). */
export const registerWeekKey = (week: string | undefined, groupId = "") => [...adminKeys.offline(), "register", week ?? "current", groupId] as const;

/** What the offline edit changes: the list, every opened record, the register's weeks and the users page (balance, step, role). */
export const OFFLINE_EDIT_KEYS = [offlineListKey(), [...adminKeys.offline(), "student"], [...adminKeys.offline(), "register"], adminKeys.users()];

/** What a register cell changes besides its own week: the list's totals and steps, and the opened records. */
export const REGISTER_SAVE_KEYS = [offlineListKey(), [...adminKeys.offline(), "student"], adminKeys.users()];
