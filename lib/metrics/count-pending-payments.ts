import "server-only";
import { db } from "@/lib/db/client";

export async function countPendingPayments(): Promise<number> {
  return db().payment.count({ where: { status: "pending" } });
}
