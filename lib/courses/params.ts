import { z } from "zod";
import { recordId as id } from "@/lib/api/record-id";

export const courseIdParams = z.object({ id });
export const moduleIdParams = z.object({ moduleId: id });
export const lessonIdParams = z.object({ lessonId: id });

export const courseListQuery = z.object({
  limit: z.coerce
    .number({ error: "api.validation.limitInteger" })
    .int("api.validation.limitInteger")
    .min(1, "api.validation.limitRange")
    .max(100, "api.validation.limitRange")
    .optional(),
});
