import type { Prisma } from "@/lib/db/generated/client";
import type { ProjectFile, ProjectStatus } from "./contract";

/** An iteration's columns every reader gets (never the archive's bytes). */
export const iterationSelect = {
  id: true,
  exerciseId: true,
  userId: true,
  iteration: true,
  files: true,
  link: true,
  archiveName: true,
  archiveType: true,
  archiveSize: true,
  status: true,
  claimedById: true,
  claimedAt: true,
  summary: true,
  score: true,
  reviewedAt: true,
  createdAt: true,
  claimedBy: { select: { id: true, fullName: true } },
} satisfies Prisma.ProjectSubmissionSelect;

export const commentSelect = { id: true, file: true, line: true, body: true, createdAt: true, author: { select: { id: true, fullName: true } } } satisfies Prisma.ProjectCommentSelect;

export type ReviewComment = { id: string; file: string; line: number; body: string; createdAt: Date; author: { id: string; fullName: string } | null };

export type ProjectIteration = {
  id: string;
  exerciseId: string;
  userId: string;
  iteration: number;
  files: ProjectFile[];
  link: string | null;
  archive: { name: string; type: string; size: number } | null;
  status: ProjectStatus;
  reviewer: { id: string; fullName: string } | null;
  claimedAt: Date | null;
  /** Only once the review is finished (changes requested or accepted), for the student. */
  summary: string | null;
  score: number | null;
  reviewedAt: Date | null;
  createdAt: Date;
  comments: ReviewComment[];
};

export type ProjectBriefView = {
  acceptFiles: boolean;
  acceptArchive: boolean;
  acceptLink: boolean;
  checklist: string[];
};

export type StudentProject = {
  id: string;
  lessonId: string;
  courseId: string;
  title: string;
  statement: string;
  starterFiles: ProjectFile[];
  brief: ProjectBriefView;
  /** Newest first. */
  iterations: ProjectIteration[];
  /** Whether the student may send a new iteration now (none yet, or the last was sent back). */
  canSubmit: boolean;
  accepted: boolean;
};

export type QueueItem = {
  id: string;
  iteration: number;
  status: "waiting" | "in_review";
  createdAt: Date;
  /** Seconds since it was sent, when the queue was read. */
  waitedSeconds: number;
  student: { id: string; fullName: string };
  project: { id: string; title: string; courseTitle: string };
  reviewer: { id: string; fullName: string } | null;
};

export type MentorCounts = { mentor: { id: string; fullName: string; role: string }; open: number; reviewed: number };

type IterationRow = Prisma.ProjectSubmissionGetPayload<{ select: typeof iterationSelect }>;

/** An iteration as answered; `finishedOnly` hides a review under way (the student's view). */
export function iterationView(row: IterationRow, comments: ReviewComment[], finishedOnly: boolean): ProjectIteration {
  const finished = row.status === "changes_requested" || row.status === "accepted";
  const hide = finishedOnly && !finished;
  return {
    id: row.id,
    exerciseId: row.exerciseId,
    userId: row.userId,
    iteration: row.iteration,
    files: row.files as unknown as ProjectFile[],
    link: row.link,
    archive: row.archiveName && row.archiveType && row.archiveSize !== null ? { name: row.archiveName, type: row.archiveType, size: row.archiveSize } : null,
    status: row.status,
    reviewer: row.claimedBy,
    claimedAt: row.claimedAt,
    summary: hide ? null : row.summary,
    score: hide ? null : row.score,
    reviewedAt: hide ? null : row.reviewedAt,
    createdAt: row.createdAt,
    comments: hide ? [] : comments,
  };
}
