import "server-only";
import { db } from "@/lib/db/client";

export type ReportedReview = {
  id: string;
  stars: number;
  review: string;
  reportCount: number;
  hidden: boolean;
  updatedAt: Date;
  course: { id: string; title: string };
  user: { id: string; fullName: string };
};

/** Reviews someone reported, most reported first, for an admin to hide or keep (the latest 50). */
export async function findReportedReviews(): Promise<ReportedReview[]> {
  const rows = await db().courseRating.findMany({
    where: { reportCount: { gt: 0 } },
    orderBy: [{ reportCount: "desc" }, { updatedAt: "desc" }, { id: "desc" }],
    take: 50,
    select: {
      id: true,
      stars: true,
      review: true,
      reportCount: true,
      hiddenAt: true,
      updatedAt: true,
      course: { select: { id: true, title: true } },
      user: { select: { id: true, fullName: true } },
    },
  });
  return rows.map(({ hiddenAt, ...row }) => ({ ...row, hidden: hiddenAt !== null }));
}
