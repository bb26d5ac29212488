import { db } from "@/lib/db/client";
import { adminPaymentSelect, type AdminPayment } from "./shapes";

/** Every payment, newest first (the admin page paginates and searches on the client). */
export async function findAdminPayments(): Promise<AdminPayment[]> {
  return db().payment.findMany({ select: adminPaymentSelect, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
}
