import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { MyGroup } from "@/lib/streaks/find-my-groups";

/** The student's groups on the profile, each leading to its leaderboard (issue 42); nothing when there are none. */
export async function MyGroups({ groups }: { groups: MyGroup[] }) {
  if (groups.length === 0) return null;
  const t = await getTranslations("streaks.groups");
  return (
    <section aria-labelledby="my-groups" className="space-y-3" data-testid="my-groups">
      <h2 id="my-groups" className="text-lg font-semibold text-white">
        {t("title")}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {groups.map((group) => (
          <li key={group.id}>
            <Card className="flex items-center justify-between gap-3">
              <p className="min-w-0 font-medium break-words text-white">{group.name}</p>
              <Link href={`/groups/${group.id}/leaderboard`} className={buttonClass("ghost", "sm")} aria-label={t("leaderboardOf", { name: group.name })}>
                {t("leaderboard")}
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
