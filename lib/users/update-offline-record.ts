import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";
import { toDateColumn } from "@/lib/offline/db-date";
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
      for (const entry of weekScores ?? []) {
        const date = entry.date ?? toDateColumn(now);
        if (!date) throw new AppError("invalid_input", "api.validation.scoreDate");
        await writeDailyScore(tx, { userId, date, score: entry.score, note: entry.note ?? "" });
      }
      await tx.user.update({
        where: { id: userId },
        data: {
          // A total sent with the day's score already counts it (the modal shows existing sum + score).
          ...(totalScore !== undefined ? { totalScore } : {}),
          ...(arrivalDate !== undefined ? { arrivalDate } : {}),
          ...(attendanceDays !== undefined ? { attendanceDays: DAY_LABELS.filter((day) => attendanceDays.includes(day)) } : {}),
        },
        select: { id: true },
      });
      return row;
    })
    .catch(phoneTakenOnUniqueViolation);
  announceRoleChange(userId, before.role, input.role);
  return { message: "api.success.studentUpdated", user: await getAdminUserView(userId, now) };
}
