import type { z } from "zod";
import { dailyScoreNumber, scoreNote } from "@/lib/offline/schemas";
import { updateOfflineRecordBody } from "./user-edit-schemas";

/**
 * The offline edit modal (admin §2, §5): the body of PUT /api/admin/users/{id} for the offline
 * record, with today's score and note as two fields (the route takes them as weekScores). A
 * number input's empty text reaches the form as undefined (setValueAs), so a required field
 * says so; each message is an api.validation key shown under its field.
 */
export const offlineEditForm = updateOfflineRecordBody
  .omit({ weekScores: true, expectedBalance: true })
  .extend({ todayScore: dailyScoreNumber.optional(), todayNote: scoreNote });

export type OfflineEditFormInput = z.input<typeof offlineEditForm>;
export type OfflineEditFormOutput = z.output<typeof offlineEditForm>;
