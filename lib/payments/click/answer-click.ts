import "server-only";
import { createHash } from "node:crypto";
import { readBytes } from "@/lib/api/route";
import { logError } from "@/lib/log/logger";
import { parseAccountNumber } from "../account-number";
import { clickConfig, providerLimits, type ClickConfig } from "../provider-config";
import { PROVIDER_BODY_LIMIT } from "../provider-route";
import {
  cancelProviderTransaction,
  findAccountHolder,
  findProviderTransaction,
  openProviderTransaction,
  PastBalanceLimit,
  performProviderTransaction,
  providerTransactionSelect,
  STATE,
  type ProviderTransaction,
} from "../provider-transactions";
import { secureEquals } from "../secure-compare";
import { db } from "@/lib/db/client";
import { ClickError, clickErrors } from "./click-errors";
import { clickCompleteFields, clickPrepareFields, type ClickCompleteFields, type ClickPrepareFields } from "./click-schemas";

// POST /api/payments/click/prepare and /complete: Click's SHOP API. Click posts form fields
// signed with md5(click_trans_id + service_id + SECRET_KEY + merchant_trans_id
// [+ merchant_prepare_id on complete] + amount + action + sign_time), merchant_trans_id being
// the student's account number; we answer JSON with `error` 0 or one of Click's codes.

const PREPARE = "0";
const COMPLETE = "1";

/** The sign_string Click computes, over the fields as they were sent. */
type SignedFields = Pick<ClickPrepareFields, "click_trans_id" | "service_id" | "merchant_trans_id" | "amount" | "action" | "sign_time"> & { merchant_prepare_id?: string };

export function clickSignature(fields: SignedFields, secretKey: string): string {
  const prepared = fields.action === COMPLETE ? (fields.merchant_prepare_id ?? "") : "";
  const text = `${fields.click_trans_id}${fields.service_id}${secretKey}${fields.merchant_trans_id}${prepared}${fields.amount}${fields.action}${fields.sign_time}`;
  return createHash("md5").update(text, "utf8").digest("hex");
}

/** Whole so'm within the limits; Click sends a float ("5000" or "5000.00"). */
function somOf(amount: string): number {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match || (match[2] && Number(match[2]) !== 0)) throw new ClickError("incorrectAmount");
  const som = Number(match[1]);
  const { min, max } = providerLimits();
  if (som < min || som > max) throw new ClickError("incorrectAmount");
  return som;
}

async function readFields(request: Request): Promise<Record<string, unknown> | null> {
  const bytes = await readBytes(request, PROVIDER_BODY_LIMIT).catch(() => null);
  if (!bytes) return null;
  const text = new TextDecoder().decode(bytes);
  if ((request.headers.get("content-type") ?? "").includes("json")) {
    try {
      const parsed = JSON.parse(text) as unknown;
      if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return null;
      return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, typeof value === "number" ? String(value) : value]));
    } catch {
      return null;
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

function verify(fields: ClickPrepareFields & { merchant_prepare_id?: string }, config: ClickConfig, action: string): void {
  if (!secureEquals(fields.sign_string.toLowerCase(), clickSignature(fields, config.secretKey))) throw new ClickError("signFailed");
  if (fields.action !== action) throw new ClickError("actionNotFound");
  if (fields.service_id !== config.serviceId) throw new ClickError("badRequest");
}

function refuseSettled(row: ProviderTransaction): void {
  if (row.state === STATE.performed) throw new ClickError("alreadyPaid");
  if (row.state !== STATE.created) throw new ClickError("cancelled");
}

/** Click's own failure (a negative `error`, "Click-API – Error"): the supplier cancels the payment and answers -9. */
function clickErrorOf(fields: ClickPrepareFields): number | null {
  const error = Number(fields.error ?? "0");
  return error < 0 ? error : null;
}

/**
 * Cancels a prepared payment for Click's failure report: -9. A payment a complete has confirmed
 * stays confirmed and the report is answered -4, as Click's docs answer any cancel of a
 * confirmed transaction, even when the report read the row before that complete committed.
 */
async function cancelForClickError(row: ProviderTransaction, reason: number, now: Date): Promise<never> {
  const { row: after } = await cancelProviderTransaction({ id: row.id, reason, now, createdOnly: true });
  if (after.state === STATE.performed) throw new ClickError("alreadyPaid");
  throw new ClickError("cancelled");
}

async function prepare(fields: ClickPrepareFields, now: Date): Promise<Record<string, unknown>> {
  const accountNumber = parseAccountNumber(fields.merchant_trans_id);
  const clickError = clickErrorOf(fields);
  if (clickError !== null) {
    // Nothing is recorded for a payment Click reports failed; one prepared before for this account is cancelled.
    const recorded = await findProviderTransaction("click", fields.click_trans_id);
    if (recorded && recorded.accountNumber === accountNumber) await cancelForClickError(recorded, clickError, now);
    throw new ClickError("cancelled");
  }
  const holder = accountNumber === null ? null : await findAccountHolder(accountNumber);
  if (!holder) throw new ClickError("userNotFound");
  const amount = somOf(fields.amount);
  const row =
    (await findProviderTransaction("click", fields.click_trans_id)) ??
    (await openProviderTransaction({ provider: "click", externalId: fields.click_trans_id, holder, amount, providerTime: now, now }).catch((error: unknown) => {
      // The balance could not take it (its limit, beside the payments still held): refused before Click debits the payer.
      throw error instanceof PastBalanceLimit ? new ClickError("incorrectAmount") : error;
    }));
  refuseSettled(row);
  return { merchant_prepare_id: row.number };
}

async function complete(fields: ClickCompleteFields, now: Date): Promise<Record<string, unknown>> {
  const row = await db().providerTransaction.findUnique({ where: { number: Number(fields.merchant_prepare_id) }, select: providerTransactionSelect });
  // The prepared transaction must be this payment's and this account's: a complete naming another account confirms nothing.
  if (!row || row.provider !== "click" || row.externalId !== fields.click_trans_id || parseAccountNumber(fields.merchant_trans_id) !== row.accountNumber) {
    throw new ClickError("transactionNotFound");
  }
  refuseSettled(row);
  if (somOf(fields.amount) !== row.amount) throw new ClickError("incorrectAmount");
  const clickError = clickErrorOf(fields);
  if (clickError !== null) await cancelForClickError(row, clickError, now);
  const { changed, row: after } = await performProviderTransaction({ id: row.id, now });
  // Of parallel completes one moves the row; the others find it paid (or cancelled) as a retry would.
  if (!changed) refuseSettled(after);
  return { merchant_confirm_id: after.number };
}

/** Answers one Click call, prepare or complete; `now` is injectable for tests. */
export async function answerClick(request: Request, step: "prepare" | "complete", now: () => Date = () => new Date()): Promise<Response> {
  let echo: Record<string, unknown> = {};
  try {
    const raw = await readFields(request);
    if (raw) echo = { click_trans_id: raw.click_trans_id, merchant_trans_id: raw.merchant_trans_id };
    const config = clickConfig();
    // Off: no signature can be checked, so no call is accepted.
    if (!config) throw new ClickError("signFailed");
    if (step === "prepare") {
      const parsed = clickPrepareFields.safeParse(raw);
      if (!parsed.success) throw new ClickError("badRequest");
      verify(parsed.data, config, PREPARE);
      return Response.json({ ...echo, ...(await prepare(parsed.data, now())), ...clickErrors.success });
    }
    const parsed = clickCompleteFields.safeParse(raw);
    if (!parsed.success) throw new ClickError("badRequest");
    verify(parsed.data, config, COMPLETE);
    return Response.json({ ...echo, ...(await complete(parsed.data, now())), ...clickErrors.success });
  } catch (thrown) {
    if (thrown instanceof ClickError) return Response.json({ ...echo, ...clickErrors[thrown.name] });
    logError("click_failed", { step, cause: thrown instanceof Error ? `${thrown.name}: ${thrown.message}`.slice(0, 300) : "unknown" });
    return Response.json({ ...echo, ...clickErrors.updateFailed });
  }
}
