import { z } from "zod";

/**
 * The optional Russian text beside a required Uzbek field (DESIGN: uz required, ru optional),
 * held to the Uzbek field's limit. Not sent keeps the stored one on an edit (none on a create),
 * so a client that knows no Russian fields never erases them; empty or null means no Russian
 * text (null is what the CMS forms send, the output of this very schema in the browser).
 */
export const russianText = (max: number, tooLong: string) =>
  z
    .string({ error: tooLong })
    .trim()
    .max(max, tooLong)
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));
