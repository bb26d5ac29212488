import { z } from "zod";
import { pageParam } from "@/lib/admin/paging";
import { recordId as id } from "@/lib/api/record-id";

export const courseIdParams = z.object({ id });
export const moduleIdParams = z.object({ moduleId: id });
export const lessonIdParams = z.object({ lessonId: id });

/** Cards a page of /courses shows, and /api/courses answers with ?page= and no ?limit=. */
export const CATALOGUE_PAGE_SIZE = 12;

/**
 * /api/courses: ?limit= alone is the first courses (the spec's home preview); ?page= pages the
 * catalogue, ?limit= then being the page's size. Without ?page= the answer is the spec's list.
 */
export const courseListQuery = z.object({
  limit: z.coerce
    .number({ error: "api.validation.limitInteger" })
    .int("api.validation.limitInteger")
    .min(1, "api.validation.limitRange")
    .max(100, "api.validation.limitRange")
    .optional(),
  page: pageParam.optional(),
});
