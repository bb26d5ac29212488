import "server-only";
import { db } from "@/lib/db/client";
import { tashkentMonthStart } from "./month-start";

export const DASHBOARD_RECENT = 5;

/**
 * The four cards and the two short lists, each an aggregate or a LIMIT query. Monthly revenue
 * is the approved top-ups whose decision fell in the current Tashkent calendar month.
 */
export async function getDashboard({ now = new Date() }: { now?: Date } = {}) {
  const [totalUsers, totalCourses, totalPayments, revenue, recentPayments, recentUsers] = await Promise.all([
    db().user.count(),
    db().course.count({ where: { archivedAt: null } }),
    db().payment.count(),
    db().payment.aggregate({
      where: { kind: "topup", status: "approved", decidedAt: { gte: tashkentMonthStart(now) } },
      _sum: { amount: true },
    }),
    db().payment.findMany({
      select: { id: true, amount: true, status: true, kind: true, createdAt: true, user: { select: { fullName: true } }, course: { select: { title: true } } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: DASHBOARD_RECENT,
    }),
    db().user.findMany({
      select: { id: true, fullName: true, phone: true, createdAt: true },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: DASHBOARD_RECENT,
    }),
  ]);
  return {
    stats: { totalUsers, totalCourses, totalPayments, monthlyRevenue: revenue._sum.amount ?? 0 },
    recentPayments,
    recentUsers,
  };
}
