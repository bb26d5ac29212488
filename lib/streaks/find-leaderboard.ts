import "server-only";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { firstName } from "@/lib/ratings/first-name";
import { findStudentPoints } from "./points-sql";

/** Lines a leaderboard shows. */
export const LEADERBOARD_SIZE = 20;

export type LeaderboardLine = { rank: number; firstName: string; points: number; you: boolean };
export type Leaderboard = { lines: LeaderboardLine[]; youHidden: boolean };
/** A group's board carries the group's name, for its page (app/[locale]/(site)/groups/[id]/leaderboard). */
export type GroupLeaderboard = Leaderboard & { group: { id: string; name: string } };

export type LeaderboardScope = { groupId: string } | { courseId: string };

/** The scope's students (those who did not hide themselves) and whether the caller may read it. */
async function membersOf(caller: Caller, scope: LeaderboardScope): Promise<{ members: { id: string; fullName: string; leaderboardHidden: boolean }[]; group?: { id: string; name: string } }> {
  const student = { select: { id: true, fullName: true, leaderboardHidden: true } } as const;
  if ("groupId" in scope) {
    const group = await db().group.findUnique({
      where: { id: scope.groupId },
      select: { id: true, name: true, students: { select: { student } }, teachers: { where: { teacherId: caller.id }, select: { teacherId: true } } },
    });
    if (!group) throw new AppError("group_not_found");
    const members = group.students.map((row) => row.student);
    const allowed = caller.role === "admin" || group.teachers.length > 0 || members.some((member) => member.id === caller.id);
    if (!allowed) throw new AppError("forbidden");
    return { members, group: { id: group.id, name: group.name } };
  }
  const course = await db().course.findUnique({ where: { id: scope.courseId }, select: { status: true, archivedAt: true, enrollments: { select: { user: student } } } });
  if (!course) throw new AppError("course_not_found");
  const members = course.enrollments.map((row) => row.user);
  if (caller.role !== "admin" && !members.some((member) => member.id === caller.id)) {
    if (course.status !== "active" || course.archivedAt) throw new AppError("course_not_found");
    throw new AppError("forbidden", "api.problems.enrollFirst");
  }
  return { members };
}

/**
 * A group's or a course's leaderboard (issue 42): its students by points, first names only,
 * the best 20, equal points sharing a rank. A student who chose to hide is left out, and told so.
 */
export async function findLeaderboard(input: { caller: Caller; scope: { courseId: string } }): Promise<Leaderboard>;
export async function findLeaderboard(input: { caller: Caller; scope: { groupId: string } }): Promise<GroupLeaderboard>;
export async function findLeaderboard(input: { caller: Caller; scope: LeaderboardScope }): Promise<Leaderboard | GroupLeaderboard> {
  const { members, group } = await membersOf(input.caller, input.scope);
  const shown = members.filter((member) => !member.leaderboardHidden);
  const points = await findStudentPoints(shown.map((member) => member.id));
  const ordered = shown
    .map((member) => ({ id: member.id, firstName: firstName(member.fullName), points: points.get(member.id)?.points ?? 0 }))
    .sort((a, b) => b.points - a.points || a.firstName.localeCompare(b.firstName) || (a.id < b.id ? -1 : 1));
  const lines: LeaderboardLine[] = [];
  for (const [index, entry] of ordered.slice(0, LEADERBOARD_SIZE).entries()) {
    const previous = lines[index - 1];
    const rank = previous && previous.points === entry.points ? previous.rank : index + 1;
    lines.push({ rank, firstName: entry.firstName, points: entry.points, you: entry.id === input.caller.id });
  }
  const youHidden = members.some((member) => member.id === input.caller.id && member.leaderboardHidden);
  return group ? { group, lines, youHidden } : { lines, youHidden };
}
