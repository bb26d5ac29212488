import { z } from "zod";
import { toPlayerSource } from "@/lib/video/to-player-source";
import { orderField } from "./module-form";
import { russianText } from "./russian-text";

const TITLE_REQUIRED = "api.validation.lessonTitleRequired";
export const VIDEO_UNSUPPORTED = "api.validation.videoUnsupported";
export const CODE_SOURCE_INVALID = "api.validation.sourceHttps";

function isHttpsUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === "https:" && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => value ?? "");

/** POST /api/admin/modules/{moduleId}/lessons */
export const lessonCreateBody = z.object({
  title: z.string({ error: TITLE_REQUIRED }).trim().min(1, TITLE_REQUIRED).max(200, "api.validation.lessonTitleTooLong"),
  titleRu: russianText(200, "api.validation.lessonTitleTooLong"),
  description: optionalText(10_000, "api.validation.description10000"),
  descriptionRu: russianText(10_000, "api.validation.description10000"),
  // A link or a pasted iframe, stored as the one address toPlayerSource makes of it (DESIGN:
  // only the src of an iframe is kept), so no markup is ever stored.
  videoUrl: optionalText(4096, VIDEO_UNSUPPORTED).transform((value, ctx) => {
    if (value === "") return "";
    const source = toPlayerSource(value);
    if (source) return source.src;
    ctx.addIssue({ code: "custom", message: VIDEO_UNSUPPORTED });
    return z.NEVER;
  }),
  codeSourceUrl: optionalText(2048, CODE_SOURCE_INVALID).refine((value) => value === "" || isHttpsUrl(value), CODE_SOURCE_INVALID),
});

/** PUT /api/admin/modules/{moduleId}/lessons/{lessonId}: order is kept when not sent. */
export const lessonUpdateBody = lessonCreateBody.extend({ order: orderField.optional() });

export type LessonCreateInput = z.output<typeof lessonCreateBody>;
export type LessonUpdateInput = z.output<typeof lessonUpdateBody>;
