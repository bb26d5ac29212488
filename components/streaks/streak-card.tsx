"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { studentKeys } from "@/components/student-data/query-keys";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { apiCall, errorText, type Jsonified } from "@/lib/api/client";
import type { StudentActivity } from "@/lib/streaks/find-student-activity";
import { LeaderboardVisibilitySwitch } from "./leaderboard-visibility-switch";
import { StreakCalendar, StreakFigures } from "./streak-summary";

/** The profile's streak card (issue 42): the figures and the calendar of active days. */
export function StreakCard() {
  const t = useTranslations("streaks");
  const activity = useQuery({ queryKey: studentKeys.streak(), queryFn: () => apiCall<Jsonified<StudentActivity>>("/api/user/streak") });
  return (
    <Card className="space-y-4" data-testid="streak-card">
      <h2 className="text-lg font-semibold text-white">{t("title")}</h2>
      {activity.data ? (
        <>
          <StreakFigures activity={activity.data} />
          <StreakCalendar activity={activity.data} />
        </>
      ) : activity.error ? (
        <Alert tone="error">{errorText(activity.error, { fallback: t("failed") })}</Alert>
      ) : (
        <Skeleton className="h-48" />
      )}
      <LeaderboardVisibilitySwitch />
    </Card>
  );
}
