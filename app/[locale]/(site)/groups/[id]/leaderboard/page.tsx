import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { cache } from "react";
import { LoginPrompt } from "@/components/courses/login-prompt";
import { PageHeading } from "@/components/courses/page-heading";
import { LeaderboardCard } from "@/components/streaks/leaderboard-card";
import { pageCaller } from "@/lib/auth/page-caller";
import { AppError } from "@/lib/errors/app-error";
import { findLeaderboard, type GroupLeaderboard } from "@/lib/streaks/find-leaderboard";

/**
 * The group's board for the signed-in reader; null without a token. A group the reader is not in
 * (nor teaches) is a 404, as an unknown one: who is in which group is the school's.
 */
const findGroupBoard = cache(async (groupId: string): Promise<GroupLeaderboard | null> => {
  const caller = await pageCaller();
  if (!caller) return null;
  try {
    return await findLeaderboard({ caller, scope: { groupId } });
  } catch (error) {
    if (error instanceof AppError && (error.status === 404 || error.status === 403)) notFound();
    throw error;
  }
});

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const t = await getTranslations("streaks.leaderboard");
  const board = await findGroupBoard(id).catch(() => null);
  return { title: board ? t("groupTitle", { name: board.group.name }) : t("loginRequired") };
}

// Issue 42: a group's leaderboard, first names only; a student who hid themself is left out.
// Reached from the profile's "Guruhlarim" (components/streaks/my-groups.tsx).
export default async function GroupLeaderboardPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const t = await getTranslations("streaks");
  const board = await findGroupBoard(id);
  return (
    <main className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6 sm:px-6 lg:py-10">
      {board ? (
        <>
          <PageHeading
            title={t("leaderboard.groupTitle", { name: board.group.name })}
            subtitle={t("leaderboard.onlyFirstNames")}
            action={
              <Link href="/projects/blogs" className="text-sm font-medium text-brand-300 hover:underline">
                {t("leaderboard.toProfile")}
              </Link>
            }
          />
          <LeaderboardCard board={board} title={t("groups.leaderboard")} />
        </>
      ) : (
        <LoginPrompt message={t("leaderboard.loginRequired")} action={t("leaderboard.login")} />
      )}
    </main>
  );
}
