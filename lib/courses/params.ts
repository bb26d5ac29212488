import { z } from "zod";
import { recordId as id } from "@/lib/api/record-id";

export const courseIdParams = z.object({ id });
export const moduleIdParams = z.object({ moduleId: id });
export const lessonIdParams = z.object({ lessonId: id });

export const courseListQuery = z.object({
  limit: z.coerce
    .number({ error: "limit butun son bo'lishi kerak" })
    .int("limit butun son bo'lishi kerak")
    .min(1, "limit 1 dan 100 gacha bo'lishi kerak")
    .max(100, "limit 1 dan 100 gacha bo'lishi kerak")
    .optional(),
});
