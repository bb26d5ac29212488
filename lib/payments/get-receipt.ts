import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";

/**
 * A top-up's receipt bytes (or its thumbnail) for its own student or an admin. Anyone else gets
 * the same 404 as for a payment that does not exist, so ids of others' payments reveal nothing.
 */
export async function getReceipt({
  caller,
  paymentId,
  thumbnail = false,
}: {
  caller: Caller;
  paymentId: string;
  thumbnail?: boolean;
}): Promise<{ mimeType: string; data: Uint8Array<ArrayBuffer> }> {
  const receipt = await db().paymentReceipt.findFirst({
    where: { paymentId, ...(caller.role === "admin" ? {} : { payment: { userId: caller.id } }) },
    select: { mimeType: true, data: !thumbnail, thumbnail },
  });
  if (!receipt) throw new AppError("not_found", "api.problems.receiptNotFound");
  if (thumbnail) {
    if (!receipt.thumbnail) throw new AppError("not_found", "api.problems.receiptNotFound");
    return { mimeType: "image/webp", data: receipt.thumbnail };
  }
  if (!receipt.data) throw new AppError("not_found", "api.problems.receiptNotFound");
  return { mimeType: receipt.mimeType, data: receipt.data };
}
