import "server-only";
import type { Prisma } from "@/lib/db/generated/client";

export const postSelect = (viewerId: string) =>
  ({
    id: true,
    kind: true,
    body: true,
    byMentor: true,
    createdAt: true,
    hiddenAt: true,
    authorId: true,
    author: { select: { fullName: true } },
    hiddenBy: { select: { fullName: true } },
    _count: { select: { helpful: true, reports: true } },
    helpful: { where: { userId: viewerId }, select: { userId: true } },
    reports: { where: { reporterId: viewerId }, select: { reporterId: true } },
  }) satisfies Prisma.QuestionPostSelect;

type PostRow = Prisma.QuestionPostGetPayload<{ select: ReturnType<typeof postSelect> }>;

/** A post as the API answers it; who hid it and the report count are for mentors only. */
export type QuestionPostView = {
  id: string;
  kind: "question" | "answer";
  body: string;
  authorName: string | null;
  mine: boolean;
  byMentor: boolean;
  createdAt: Date;
  helpfulCount: number;
  helpedByMe: boolean;
  reportedByMe: boolean;
  hidden?: { at: Date; by: string | null };
  reportCount?: number;
};

export function postView(row: PostRow, viewerId: string, mentor: boolean): QuestionPostView {
  return {
    id: row.id,
    kind: row.kind,
    body: row.body,
    authorName: row.author?.fullName ?? null,
    mine: row.authorId === viewerId,
    byMentor: row.byMentor,
    createdAt: row.createdAt,
    helpfulCount: row._count.helpful,
    helpedByMe: row.helpful.length > 0,
    reportedByMe: row.reports.length > 0,
    ...(mentor ? { reportCount: row._count.reports, ...(row.hiddenAt ? { hidden: { at: row.hiddenAt, by: row.hiddenBy?.fullName ?? null } } : {}) } : {}),
  };
}

export type QuestionThreadView = {
  id: string;
  lessonId: string;
  createdAt: Date;
  answered: boolean;
  mentorAnswered: boolean;
  subscribed: boolean;
  question: QuestionPostView;
  answers: QuestionPostView[];
};
