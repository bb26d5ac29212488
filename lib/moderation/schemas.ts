import { z } from "zod";
import { pageParam } from "@/lib/admin/paging";
import { recordId } from "@/lib/api/record-id";

// The admins' moderation screen (/admin/reports, issues 41 and 42): reported question posts and
// reported course reviews in one list.

export const REPORT_TARGETS = ["question_post", "course_review"] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

export const REPORT_ACTIONS = ["hide", "restore", "dismiss"] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const REPORTS_PAGE_SIZE = 20;

/** GET /api/admin/reports: ?status=open (reports not yet decided, the default) or decided; ?page=. */
export const reportsQuery = z.object({
  status: z.enum(["open", "decided"], { error: "api.validation.reportStatus" }).optional().default("open"),
  page: pageParam,
});

/** /api/admin/reports/{target}/{id}: a question post or a course review. */
export const reportTargetParams = z.object({
  target: z.enum(REPORT_TARGETS, { error: "api.validation.reportTarget" }),
  id: recordId,
});

/** POST /api/admin/reports/{target}/{id}: hide it, show it again, or dismiss its reports. */
export const decideReportBody = z.object({ action: z.enum(REPORT_ACTIONS, { error: "api.validation.reportAction" }) });
