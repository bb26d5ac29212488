import "server-only";
import { db } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locales";
import { localizedText } from "@/lib/i18n/localized-text";
import { countOf, listsCounts } from "./list-counts";
import { tashkentMonthKey } from "./month-start";

export const DASHBOARD_RECENT = 5;

/**
 * The four cards and the two short lists, the same cost at any size: the cards are sums of the
 * counts the triggers keep ("ListCount", lib/admin/list-counts.ts), read by one statement, and
 * the lists walk the (createdAt, id) indexes for 5 rows. Monthly revenue is the approved
 * top-ups whose decision fell in the current Tashkent calendar month. Course titles are in the
 * reader's language.
 */
export async function getDashboard({ now = new Date(), locale = "uz" }: { now?: Date; locale?: Locale } = {}) {
  const month = tashkentMonthKey(now);
  const [counts, recentPayments, recentUsers] = await Promise.all([
    listsCounts(["User", "Course", "Payment", "RevenueMonth"], { Course: ["live"], RevenueMonth: [month] }),
    db().payment.findMany({
      select: { id: true, amount: true, status: true, kind: true, createdAt: true, user: { select: { fullName: true } }, course: { select: { title: true, titleRu: true } } },
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
    stats: {
      totalUsers: countOf(counts.User),
      totalCourses: countOf(counts.Course),
      totalPayments: countOf(counts.Payment),
      monthlyRevenue: countOf(counts.RevenueMonth),
    },
    recentPayments: recentPayments.map(({ course, ...payment }) => ({ ...payment, course: course && { title: localizedText(locale, course.title, course.titleRu) } })),
    recentUsers,
  };
}
