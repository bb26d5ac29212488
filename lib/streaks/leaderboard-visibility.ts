import "server-only";
import { z } from "zod";
import { db } from "@/lib/db/client";

/** PUT /api/user/leaderboard-visibility: { hidden }. */
export const leaderboardVisibilityBody = z.object({ hidden: z.boolean({ error: "api.validation.hiddenFlag" }) });

/** Whether the student is left out of the leaderboards (their own setting, off by default). */
export async function findLeaderboardVisibility(userId: string): Promise<{ hidden: boolean }> {
  const user = await db().user.findUniqueOrThrow({ where: { id: userId }, select: { leaderboardHidden: true } });
  return { hidden: user.leaderboardHidden };
}

export async function setLeaderboardVisibility(input: { userId: string; hidden: boolean }): Promise<{ hidden: boolean }> {
  await db().user.update({ where: { id: input.userId }, data: { leaderboardHidden: input.hidden } });
  return { hidden: input.hidden };
}
