import type { ReportAction, ReportTarget } from "./schemas";

/** One reporter of a reported item: who (null once their account is gone), why, when; `open` until an admin decides. */
export type ReportLine = { reporter: string | null; reason: string; reportedAt: Date; open: boolean };

/** A reported question post or course review as the moderation screen shows it. */
export type ReportedItem = {
  target: ReportTarget;
  id: string;
  /** The words reported, as written (shown as text, never as HTML). */
  text: string;
  /** A question post's kind (question or answer); null for a review. */
  postKind: "question" | "answer" | null;
  /** A review's stars; null for a question post. */
  stars: number | null;
  hidden: boolean;
  author: string | null;
  course: { id: string; title: string };
  lesson: { id: string; title: string } | null;
  openReports: number;
  totalReports: number;
  lastReportedAt: Date;
  /** The latest reporters first, at most REPORT_LINES of them. */
  reports: ReportLine[];
  /** The latest admin decision on it, with who and when. */
  lastDecision: { action: ReportAction; at: Date; by: string | null } | null;
};

export const REPORT_LINES = 5;
