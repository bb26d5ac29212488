import { z } from "zod";

// Issue 41: what a project asks for and what a student and a mentor send. Browser-safe.

/** A project's files are a small program (Node.js, Express …): any plain name with an extension. */
export const PROJECT_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,59}$/;
export const PROJECT_MAX_FILES = 12;
export const PROJECT_MAX_FILE_CHARS = 50_000;
export const PROJECT_MAX_SOURCE_CHARS = 200_000;
/** "An uploaded archive of at most a few MB": zip or gzip, sniffed by content (read-archive.ts). */
export const PROJECT_ARCHIVE_MAX_BYTES = 3 * 1024 * 1024;
/** The whole multipart body: the archive, the files as JSON (with room for escapes) and the link. */
export const PROJECT_MAX_BODY_BYTES = PROJECT_ARCHIVE_MAX_BYTES + 2 * PROJECT_MAX_SOURCE_CHARS + 64 * 1024;
export const REVIEW_COMMENT_MAX_CHARS = 2_000;
export const REVIEW_SUMMARY_MAX_CHARS = 4_000;

export const projectFile = z.object({
  name: z.string({ error: "api.validation.projectFileName" }).regex(PROJECT_FILE_NAME, "api.validation.projectFileName"),
  content: z.string({ error: "api.validation.practiceFileContent" }).max(PROJECT_MAX_FILE_CHARS, "api.validation.practiceFileTooLong"),
});
export type ProjectFile = z.infer<typeof projectFile>;

export const projectFiles = z
  .array(projectFile, { error: "api.validation.practiceFiles" })
  .max(PROJECT_MAX_FILES, "api.validation.practiceFilesTooMany")
  .refine((files) => new Set(files.map((file) => file.name)).size === files.length, "api.validation.practiceFileDuplicate")
  .refine((files) => files.reduce((sum, file) => sum + file.content.length, 0) <= PROJECT_MAX_SOURCE_CHARS, "api.validation.practiceSourceTooLong");

/** A repository or a deployed site: an absolute http(s) address with a host, nothing else. */
export const projectLink = z
  .string()
  .trim()
  .max(500, "api.validation.projectLink")
  .refine((value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".") && !url.username && !url.password;
  }, "api.validation.projectLink");

const checklistItem = z.string().trim().min(1).max(300);

/** POST /api/admin/lessons/{lessonId}/projects: a project exercise with its brief. */
export const createProjectBody = z
  .object({
    titleUz: z.string().trim().min(1).max(200),
    titleRu: z.string().trim().min(1).max(200),
    statementUz: z.string().trim().min(1).max(20_000),
    statementRu: z.string().trim().min(1).max(20_000),
    starterFiles: projectFiles.default([]),
    acceptFiles: z.boolean().default(true),
    acceptArchive: z.boolean().default(false),
    acceptLink: z.boolean().default(false),
    checklistUz: z.array(checklistItem).max(20).default([]),
    checklistRu: z.array(checklistItem).max(20).default([]),
    published: z.boolean().default(true),
  })
  .refine((body) => body.acceptFiles || body.acceptArchive || body.acceptLink, "api.validation.projectHandIn")
  .refine((body) => body.checklistUz.length === body.checklistRu.length, "api.validation.projectChecklist");
export type CreateProjectInput = z.output<typeof createProjectBody>;

/** A multipart field holding JSON: parsed here so a malformed one is a 400 naming the field. */
function parseJsonField(value: unknown): unknown {
  if (typeof value !== "string") return value;
  if (value === "") return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** POST /api/projects/{id}/submissions, multipart: `files` (JSON of [{name, content}]), `link`, `archive`. */
export const submitProjectBody = z.object({
  files: z.preprocess(parseJsonField, projectFiles.optional()),
  link: z.preprocess((value) => (value === "" ? undefined : value), projectLink.optional()),
  archive: z.preprocess((value) => (value instanceof File && value.size === 0 && !value.name ? undefined : value), z.instanceof(File).optional()),
});

/** POST /api/review/submissions/{id}/comments: one line of one file. */
export const reviewCommentBody = z.object({
  file: z.string().min(1).max(60),
  line: z.number().int().min(1).max(100_000),
  body: z.string().trim().min(1, "api.validation.reviewComment").max(REVIEW_COMMENT_MAX_CHARS, "api.validation.reviewComment"),
});

/** POST /api/review/submissions/{id}/decision: accept with a score out of 100, or ask for changes. */
export const reviewDecisionBody = z.discriminatedUnion("decision", [
  z.object({
    decision: z.literal("accept"),
    score: z.number({ error: "api.validation.reviewScore" }).int("api.validation.reviewScore").min(0, "api.validation.reviewScore").max(100, "api.validation.reviewScore"),
    summary: z.string().trim().max(REVIEW_SUMMARY_MAX_CHARS).default(""),
  }),
  z.object({
    decision: z.literal("changes"),
    summary: z.string().trim().min(1, "api.validation.reviewSummary").max(REVIEW_SUMMARY_MAX_CHARS, "api.validation.reviewSummary"),
  }),
]);
export type ReviewDecision = z.output<typeof reviewDecisionBody>;

export const PROJECT_STATUSES = ["waiting", "in_review", "changes_requested", "accepted"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
