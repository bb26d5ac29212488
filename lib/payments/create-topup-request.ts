import "server-only";
import { refuseParentSpending } from "@/lib/auth/spending";
import { z } from "zod";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { announceNotification, createNotification } from "@/lib/notifications/create-notification";
import { fitsBalanceLimit } from "./balance-limit";
import { readReceiptFile } from "./read-receipt-file";
import { studentPaymentSelect, type StudentPayment } from "./shapes";
import { topupAmount, transactionIdText } from "./topup-amount";

const PROVIDER_METHODS = ["payme", "click"];

// The client parses the amount as a float (spec §5); the server takes a JSON number and
// accepts only whole so'm (DESIGN: money is integers, positive, under a sane maximum).
export const createPaymentBody = z.object({
  amount: topupAmount,
  paymentMethod: z
    .string({ error: "api.validation.methodText" })
    .trim()
    .max(30, "api.validation.methodTooLong")
    // Payme and Click payments come from the providers' own calls and need no admin (docs/payments.md).
    .refine((value) => !PROVIDER_METHODS.includes(value.toLowerCase()), "api.validation.methodProvider")
    .optional()
    .transform((value) => value || "card"),
  description: z
    .string({ error: "api.validation.noteText" })
    .trim()
    .max(500, "api.validation.noteTooLong")
    .optional()
    .transform((value) => value ?? ""),
  transactionId: transactionIdText.optional().transform((value) => value || null),
});

export type CreatePaymentInput = z.input<typeof createPaymentBody>;

/**
 * The dialog's form with its receipt (multipart: every field a string). The amount is the
 * dialog's own digits; the file is required here (without one, the JSON request does).
 */
export const createTopupFormBody = z.object({
  amount: z
    .string({ error: "api.validation.amount" })
    .trim()
    .regex(/^\d{1,12}$/, "api.validation.amount")
    .transform(Number)
    .pipe(topupAmount),
  transactionId: createPaymentBody.shape.transactionId,
  receipt: z.instanceof(File, { message: "api.validation.receiptMissing" }),
});

/**
 * A student's top-up request: a pending payment that changes no balance until an admin
 * approves it (DESIGN rules table), and a notification for the admins. A student may have at
 * most TOPUP_MAX_PENDING (3) requests waiting: one student once made 200 (and 200 admin
 * notifications) in 2.5 s.
 */
export async function createTopupRequest(input: {
  caller: Caller;
  input: z.output<typeof createPaymentBody>;
  /** The transfer's receipt: checked before anything is stored, then stored with the request (issue 26 item 5). */
  receipt?: File;
}): Promise<StudentPayment> {
  const { caller } = input;
  refuseParentSpending(caller);
  // A wrong file refuses the whole request: no payment waits without the receipt it was sent
  // with, nor takes one of the student's pending slots. Read outside the transaction, so a slow
  // image never holds the student's row lock.
  const receipt = input.receipt ? await readReceiptFile(input.receipt) : null;
  const { payment, notification } = await db().$transaction(async (tx) => {
    // The student's row is locked first, so parallel requests of one student queue here and
    // each counts the pending requests the one before it committed.
    const locked = await tx.$queryRaw<{ balance: number }[]>`SELECT balance FROM "User" WHERE id = ${caller.id} FOR UPDATE`;
    if (!locked[0]) throw new AppError("unauthenticated");
    // A request its approve would refuse (lib/payments/ledger.ts) is refused now, not left waiting.
    if (!fitsBalanceLimit(locked[0].balance, input.input.amount)) throw new AppError("balance_limit");
    const pending = await tx.payment.count({ where: { userId: caller.id, kind: "topup", status: "pending" } });
    if (pending >= env().TOPUP_MAX_PENDING) throw new AppError("too_many_pending_topups", undefined, { maxPending: env().TOPUP_MAX_PENDING });
    const payment = await tx.payment.create({
      data: {
        userId: caller.id,
        kind: "topup",
        status: "pending",
        amount: input.input.amount,
        paymentMethod: input.input.paymentMethod,
        description: input.input.description,
        transactionId: input.input.transactionId,
        // In the same statement, so the admins' live list reads the request with its receipt.
        ...(receipt ? { receipt: { create: receipt } } : {}),
      },
      select: studentPaymentSelect,
    });
    const notification = await createNotification(
      { type: "topup_requested", params: { name: caller.fullName, phone: caller.phone, amount: payment.amount } },
      tx,
    );
    return { payment, notification };
  });
  announceNotification(notification);
  return payment;
}
