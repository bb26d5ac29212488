import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db/client";
import { toDateColumn } from "@/lib/offline/db-date";
import { repeatedScoreDate } from "@/lib/offline/score-dates";
import { writeDailyScore } from "@/lib/offline/set-daily-score";
import { DAY_LABELS } from "@/lib/offline/week";
import { announceRoleChange } from "./set-role";
import { writeAccount } from "./update-user-account";
import type { UpdateOfflineRecordInput } from "./user-edit-schemas";
import { getAdminUserView, phoneTakenOnUniqueViolation, type UserEdit, type UserEditResult } from "./user-rows";

/**
 * The offline edit modal (admin §2 '{product} Offline', §5, §7): the account fields, then the
 * day's scores through the daily register's own write (the total moves by the change, in SQL),
 * then the total, arrival date and attendance days, all in one transaction on the locked row.
 */
export async function updateOfflineRecord({
  caller,
  userId,
  input,
  now = new Date(),
}: UserEdit<UpdateOfflineRecordInput>): Promise<UserEditResult> {
  if (caller.role !== "admin") throw new AppError("admin_only");
  const { totalScore, arrivalDate, attendanceDays, weekScores, ...account } = input;
  const before = await db()
    .$transaction(async (tx) => {
      const row = await writeAccount(tx, { caller, userId, input: account, now });
      // The arrival date first: a score may not be dated before the arrival this save sets.
      await tx.user.update({
        where: { id: userId },
        data: {
          ...(arrivalDate !== undefined ? { arrivalDate } : {}),
          ...(attendanceDays !== undefined ? { attendanceDays: DAY_LABELS.filter((day) => attendanceDays.includes(day)) } : {}),
        },
        select: { id: true },
      });
      const today = toDateColumn(now);
      if (!today) throw new AppError("invalid_input", "api.validation.scoreDate");
      const scores = (weekScores ?? []).map((entry) => ({ ...entry, date: entry.date ?? today }));
      const repeated = repeatedScoreDate(scores.map((entry) => entry.date));
      if (repeated) throw new AppError("invalid_input", { key: "api.validation.scoreDateRepeated", values: { date: repeated } });
      for (const entry of scores) {
        await writeDailyScore(tx, { userId, date: entry.date, score: entry.score, note: entry.note ?? "", now });
      }
      // A total sent with the day's score already counts it (the modal shows existing sum + score).
      if (totalScore !== undefined) await tx.user.update({ where: { id: userId }, data: { totalScore }, select: { id: true } });
      return row;
    })
    .catch(phoneTakenOnUniqueViolation);
  announceRoleChange(userId, before.role, input.role);
  return { message: "api.success.studentUpdated", user: await getAdminUserView(userId, now) };
}
