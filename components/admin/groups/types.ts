import type { Jsonified } from "@/lib/api/client";
import type { GroupMember, GroupView } from "@/lib/groups/shapes";

/** A group as the /api/admin/groups calls answer it. */
export type AdminGroup = Jsonified<GroupView>;
export type AdminGroupMember = Jsonified<GroupMember>;
/** The page fields of a paged answer (lib/admin/paging). */
export type Paged = { page: number; pages: number; total: number };
export type GroupsPage = Paged & { groups: AdminGroup[] };
export type MembersPage = Paged & { students: AdminGroupMember[] };
/** A user as GET /api/admin/users lists them: only what the pickers need. */
export type UserHit = { id: string; fullName: string; phone: string; role: string };
