import "server-only";
import type { Caller } from "@/lib/auth/session";
import type { Locale } from "@/lib/i18n/locales";
import type { StudentPayment } from "@/lib/payments/shapes";
import { findChildPayments, getChildOverview, getChildTopUp, type ChildOverview, type ChildTopUp } from "./child-view";
import { findChildren, type ParentChild } from "./links";

export type ParentPage = {
  children: ParentChild[];
  chosen: { overview: ChildOverview; payments: StudentPayment[]; topUp: ChildTopUp } | null;
};

/** What /parent shows: the parent's children and, for the one asked for (else the first), its week and money. */
export async function findParentPage(input: { caller: Caller; locale: Locale; childId: string | null }): Promise<ParentPage> {
  const children = await findChildren({ caller: input.caller });
  const child = children.find((entry) => entry.id === input.childId) ?? children[0];
  if (!child) return { children, chosen: null };
  const [overview, money, topUp] = await Promise.all([
    getChildOverview({ caller: input.caller, childId: child.id, locale: input.locale }),
    findChildPayments({ caller: input.caller, childId: child.id, locale: input.locale }),
    getChildTopUp({ caller: input.caller, childId: child.id }),
  ]);
  return { children, chosen: { overview, payments: money.payments, topUp } };
}
