import { z } from "zod";
import { russianText } from "./russian-text";

const TITLE_REQUIRED = "api.validation.moduleTitleRequired";
export const ORDER_INVALID = "api.validation.order";

const description = z
  .string({ error: "api.validation.descriptionText" })
  .trim()
  .max(5000, "api.validation.description5000")
  .optional()
  .transform((value) => value ?? "");

/** A whole number ≥ 0; digits in a string are accepted (form inputs), an empty string is not. */
export const orderField = z.preprocess(
  (value) => (typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z.number({ error: ORDER_INVALID }).int(ORDER_INVALID).min(0, ORDER_INVALID).max(100_000, ORDER_INVALID),
);

/** POST /api/admin/courses/{courseId}/modules */
export const moduleCreateBody = z.object({
  title: z.string({ error: TITLE_REQUIRED }).trim().min(1, TITLE_REQUIRED).max(200, "api.validation.moduleTitleTooLong"),
  titleRu: russianText(200, "api.validation.moduleTitleTooLong"),
  description,
  descriptionRu: russianText(5000, "api.validation.description5000"),
});

/** PUT /api/admin/courses/{courseId}/modules/{moduleId}: order is kept when not sent. */
export const moduleUpdateBody = moduleCreateBody.extend({ order: orderField.optional() });

export type ModuleCreateInput = z.output<typeof moduleCreateBody>;
export type ModuleUpdateInput = z.output<typeof moduleUpdateBody>;
