import { z } from "zod";
import { parseDurationWeeks, parseLevel } from "@/lib/courses/labels";
import { russianText } from "./russian-text";
export const COURSE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** The multipart body may be a little over the image limit, so the image's own 413 can speak. */
export const COURSE_FORM_MAX_BYTES = COURSE_IMAGE_MAX_BYTES + 512 * 1024;
export const COURSE_PRICE_MAX = 1_000_000_000;
/** The most study hours a course may claim on its certificates. */
export const COURSE_HOURS_MAX = 1000;

const REQUIRED = "api.validation.allFieldsRequired";

/** A field that must be filled; past `max` characters it is refused with `tooLong` (a text's length by default; a number's field says what is wrong with the number). */
const required = (max: number, tooLong = "api.validation.textTooLong") =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(max, tooLong);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "api.validation.textTooLong")
    .optional()
    .transform((value) => value ?? "");

const tags = z
  .string()
  .optional()
  .transform((text, ctx): string[] => {
    if (text === undefined || text.trim() === "") return [];
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
    const list = z.array(z.string().trim().min(1).max(40)).max(20).safeParse(parsed);
    if (!list.success) {
      ctx.addIssue({ code: "custom", message: "api.validation.tags" });
      return z.NEVER;
    }
    return [...new Set(list.data)];
  });

// A browser sends an empty file part when nothing was chosen: that is no image. A string (the
// old client echoes the current image's URL) is no new image either.
const imageFile = z
  .union([z.instanceof(File), z.string()])
  .optional()
  .transform((value) => (value instanceof File && value.size > 0 ? value : undefined));

/** The file fields the course form may carry: the spec's `imageUrl` (admin §7) and `image`. */
const IMAGE_FIELDS = new Set(["imageUrl", "image"]);

/** The multipart fields of POST and PUT /api/admin/courses (spec §2 and §5). */
const courseFormFields = z.object({
  title: required(200),
  titleRu: russianText(200, "api.validation.textTooLong"),
  description: required(5000),
  descriptionRu: russianText(5000, "api.validation.textTooLong"),
  instructor: required(200),
  price: required(20, "api.validation.priceTooLarge")
    .regex(/^\d+$/, "api.validation.price")
    .transform(Number)
    .refine((price) => price <= COURSE_PRICE_MAX, "api.validation.priceTooLarge"),
  // The spec's payload says "4 hafta"; the form sends the number of weeks.
  duration: required(100, "api.validation.duration").transform((text, ctx) => {
    const weeks = parseDurationWeeks(text);
    if (weeks === null) ctx.addIssue({ code: "custom", message: "api.validation.duration" });
    return weeks ?? z.NEVER;
  }),
  // The enum's value or the spec's Uzbek name (Boshlang'ich, O'rta, Yuqori); none is beginner.
  level: z
    .string({ error: "api.validation.level" })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === "") return "beginner" as const;
      const level = parseLevel(value);
      if (!level) ctx.addIssue({ code: "custom", message: "api.validation.level" });
      return level ?? z.NEVER;
    }),
  category: optionalText(100),
  tags,
  imageUrl: imageFile,
  image: imageFile,
  // The course a student must be enrolled in first: '' for none; not sent keeps it on an edit.
  prerequisiteId: z
    .string({ error: "api.validation.prerequisite" })
    .trim()
    .max(64, "api.validation.prerequisite")
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null)),
  // Issue 42: whether the prerequisite must be bought (the default) or finished; not sent keeps it on an edit.
  prerequisiteRule: z.enum(["bought", "finished"], { error: "api.validation.prerequisiteRule" }).optional(),
  // Issue 42: the percent of each lesson's video a student watches for it to count (50–100); not sent keeps it.
  watchThreshold: z
    .string({ error: "api.validation.watchThreshold" })
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === "") return undefined;
      const number = /^\d{1,3}$/.test(value) ? Number(value) : Number.NaN;
      if (!(number >= 50 && number <= 100)) ctx.addIssue({ code: "custom", message: "api.validation.watchThreshold" });
      return number;
    }),
  // Issue 42: the course's study hours, printed on its certificates (1–1000); '' clears them, not sent keeps them.
  hours: z
    .string({ error: "api.validation.courseHours" })
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      if (value === "") return null;
      const number = /^\d{1,4}$/.test(value) ? Number(value) : Number.NaN;
      if (!(number >= 1 && number <= COURSE_HOURS_MAX)) ctx.addIssue({ code: "custom", message: "api.validation.courseHours" });
      return number;
    }),
  removeImage: z
    .string()
    .optional()
    .transform((value) => value === "1" || value === "true"),
});

/**
 * The form with its image under either name (`imageUrl` first). A file under any other name is
 * refused rather than silently dropped, so a client with a wrong field name learns it at once.
 */
export const courseFormBody = z
  .record(z.string(), z.unknown())
  .superRefine((fields, ctx) => {
    for (const [name, value] of Object.entries(fields)) {
      if (value instanceof File && !IMAGE_FIELDS.has(name)) ctx.addIssue({ code: "custom", message: "api.validation.unknownFileField", params: { name } });
    }
  })
  .pipe(courseFormFields)
  .transform(({ imageUrl, image, ...rest }) => ({ ...rest, image: imageUrl ?? image }));

export type CourseForm = z.output<typeof courseFormBody>;

/** The course columns that a create and an edit both write straight from the form. */
export function courseColumns(input: CourseForm) {
  return {
    title: input.title,
    titleRu: input.titleRu,
    description: input.description,
    descriptionRu: input.descriptionRu,
    instructor: input.instructor,
    price: input.price,
    durationWeeks: input.duration,
    level: input.level,
    category: input.category,
    tags: input.tags,
    ...(input.prerequisiteRule === undefined ? {} : { prerequisiteRule: input.prerequisiteRule }),
    ...(input.watchThreshold === undefined ? {} : { watchThreshold: input.watchThreshold }),
    ...(input.hours === undefined ? {} : { hours: input.hours }),
  };
}
