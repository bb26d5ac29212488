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

export type LeaderboardScope = { groupId: string } | { courseId: string };

/** The scope's students (those who did not hide themselves) and whether the caller may read it. */
async function membersOf(caller: Caller, scope: LeaderboardScope): Promise<{ id: string; fullName: string; leaderboardHidden: boolean }[]> {
  const student = { select: { id: true, fullName: true, leaderboardHidden: true } } as const;
  if ("groupId" in scope) {
    const group = await db().group.findUnique({
      where: { id: scope.groupId },
      select: { students: { select: { student } }, teachers: { where: { teacherId: caller.id }, select: { teacherId: true } } },
    });
    if (!group) throw new AppError("group_not_found");
    const members = group.students.map((row) => row.student);
    const allowed = caller.role === "admin" || group.teachers.length > 0 || members.some((member) => member.id === caller.id);
    if (!allowed) throw new AppError("forbidden");
    return members;
  }
  const course = await db().course.findUnique({ where: { id: scope.courseId }, select: { status: true, archivedAt: true, enrollments: { select: { user: student } } } });
  if (!course) throw new AppError("course_not_found");
  const members = course.enrollments.map((row) => row.user);
  if (caller.role !== "admin" && !members.some((member) => member.id === caller.id)) {
    if (course.status !== "active" || course.archivedAt) throw new AppError("course_not_found");
    throw new AppError("forbidden", "api.problems.enrollFirst");
  }
  return members;
}

/**
 * A group's or a course's leaderboard (issue 42): its students by points, first names only,
 * the best 20, equal points sharing a rank. A student who chose to hide is left out, and told so.
 */
export async function findLeaderboard(input: { caller: Caller; scope: LeaderboardScope }): Promise<Leaderboard> {
  const members = await membersOf(input.caller, input.scope);
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
  return { lines, youHidden: members.some((member) => member.id === input.caller.id && member.leaderboardHidden) };
}
