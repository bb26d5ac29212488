import "server-only";
import { refuseParentSpending } from "@/lib/auth/spending";
import { z } from "zod";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { readReceiptFile } from "./read-receipt-file";

/** multipart: the file in the field `receipt`. */
export const attachReceiptBody = z.object({
  receipt: z.instanceof(File, { message: "api.validation.receiptMissing" }),
});

export type ReceiptInfo = { mimeType: string; size: number; createdAt: Date };

/**
 * Attaches the receipt of a transfer to the caller's own pending top-up (another student's
 * request, or an unknown one, is 404). While the request waits, a new file replaces the old; once
 * an admin has decided, it is 409 and nothing is stored. The file is checked and re-encoded
 * before the transaction, so a slow image never holds the payment's row lock.
 */
export async function attachReceipt({ caller, paymentId, file }: { caller: Caller; paymentId: string; file: File }): Promise<ReceiptInfo> {
  refuseParentSpending(caller);
  const receipt = await readReceiptFile(file);
  return db().$transaction(async (tx) => {
    // The row lock orders this against an admin's approve or reject of the same request.
    const rows = await tx.$queryRaw<{ status: string }[]>`
      SELECT status::text AS status FROM "Payment"
      WHERE id = ${paymentId} AND "userId" = ${caller.id} AND kind = 'topup' FOR UPDATE`;
    const payment = rows[0];
    if (!payment) throw new AppError("payment_not_found");
    if (payment.status !== "pending") throw new AppError("payment_not_pending");
    return tx.paymentReceipt.upsert({
      where: { paymentId },
      create: { paymentId, ...receipt },
      update: { ...receipt, createdAt: new Date() },
      select: { mimeType: true, size: true, createdAt: true },
    });
  });
}
