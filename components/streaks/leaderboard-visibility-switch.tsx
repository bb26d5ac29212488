"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { studentKeys } from "@/components/student-data/query-keys";
import { Alert } from "@/components/ui/alert";
import { apiCall, errorText } from "@/lib/api/client";

/** The student's own setting: leave the group and course leaderboards (issue 42). */
export function LeaderboardVisibilitySwitch() {
  const t = useTranslations("streaks");
  const id = useId();
  const client = useQueryClient();
  const setting = useQuery({ queryKey: studentKeys.leaderboardVisibility(), queryFn: () => apiCall<{ hidden: boolean }>("/api/user/leaderboard-visibility") });
  // The choice being saved, set in the click's own render: the mutation's pending state arrives a
  // task later, and until then React put the controlled box back as it was (the tick flickered
  // off, and a quick second look saw the click undone).
  const [choice, setChoice] = useState<boolean | null>(null);
  const save = useMutation({
    mutationFn: (hidden: boolean) => apiCall<{ hidden: boolean }>("/api/user/leaderboard-visibility", { method: "PUT", json: { hidden } }),
    onSuccess: (data) => client.setQueryData(studentKeys.leaderboardVisibility(), data),
    onSettled: () => setChoice(null),
  });
  return (
    <div className="space-y-2">
      <div className="flex min-h-11 items-center gap-3">
        <input
          id={id}
          type="checkbox"
          className="size-5 accent-brand-500"
          // The choice shows at once, while it is saved; a refused save shows the stored one again.
          checked={choice ?? setting.data?.hidden ?? false}
          disabled={!setting.data || choice !== null}
          onChange={(event) => {
            setChoice(event.target.checked);
            save.mutate(event.target.checked);
          }}
        />
        <label htmlFor={id} className="text-sm text-gray-300">
          {t("hideMe")}
        </label>
      </div>
      {save.error ? <Alert tone="error">{errorText(save.error, { fallback: t("failed") })}</Alert> : null}
    </div>
  );
}
