import { createHash, randomBytes } from "node:crypto";
import { POST as payme } from "@/app/api/payments/payme/route";
import { POST as clickComplete } from "@/app/api/payments/click/complete/route";
import { POST as clickPrepare } from "@/app/api/payments/click/prepare/route";
import { db } from "@/lib/db/client";
import { resetEnvCache } from "@/lib/env";
import { call, type CallResult } from "./call";

// Test keys for both providers, set before the first env() read of a test file.
export const PAYME_KEY = "payme-key-for-tests-0123456789abcdef";
export const PAYME_TEST_KEY = "payme-sandbox-key-for-tests-012345";
export const CLICK = { serviceId: "12345", merchantId: "678", secretKey: "click-secret-for-tests" };

export function configureProviders(): void {
  process.env.PAYME_MERCHANT_ID = "5e730e8e0b852a417aa49ceb";
  process.env.PAYME_KEY = PAYME_KEY;
  process.env.PAYME_TEST_KEY = PAYME_TEST_KEY;
  process.env.CLICK_SERVICE_ID = CLICK.serviceId;
  process.env.CLICK_MERCHANT_ID = CLICK.merchantId;
  process.env.CLICK_SECRET_KEY = CLICK.secretKey;
  resetEnvCache();
}

export function basicAuth(credentials: string): string {
  return `Basic ${Buffer.from(credentials).toString("base64")}`;
}

/** A Payme id: 24 hex characters, as Payme's own are. */
export function paymeId(): string {
  return randomBytes(12).toString("hex");
}

let rpcId = 0;

/** One JSON-RPC call as Payme sends it (Basic auth `Paycom:<key>`). */
export async function paymeCall(method: string, params: unknown, options: { auth?: string | null } = {}): Promise<CallResult> {
  rpcId += 1;
  const auth = options.auth === undefined ? basicAuth(`Paycom:${PAYME_KEY}`) : options.auth;
  return call(payme, {
    method: "POST",
    path: "/api/payments/payme",
    headers: auth ? { authorization: auth } : {},
    body: { jsonrpc: "2.0", id: rpcId, method, params },
  });
}

export async function accountNumberOf(userId: string): Promise<string> {
  const user = await db().user.findUniqueOrThrow({ where: { id: userId }, select: { accountNumber: true } });
  return String(user.accountNumber);
}

export type ClickFields = Record<string, string>;

/** Click's sign_string: md5 of the fields in the published order, with merchant_prepare_id only on complete. */
export function clickSign(fields: ClickFields, secretKey = CLICK.secretKey): string {
  const prepared = fields.action === "1" ? fields.merchant_prepare_id ?? "" : "";
  const text = `${fields.click_trans_id}${fields.service_id}${secretKey}${fields.merchant_trans_id}${prepared}${fields.amount}${fields.action}${fields.sign_time}`;
  return createHash("md5").update(text).digest("hex");
}

/** A form-encoded Click call, signed unless `sign_string` is given. */
export async function clickCall(step: "prepare" | "complete", fields: ClickFields): Promise<CallResult> {
  const signed = { sign_string: clickSign(fields), ...fields };
  return call(step === "prepare" ? clickPrepare : clickComplete, {
    method: "POST",
    path: `/api/payments/click/${step}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(signed).toString(),
  });
}

let clickTransId = 1_000;

/** The fields of a Click prepare for `account` and `amount` so'm. */
export function clickPrepareFields(account: string, amount: string): ClickFields {
  clickTransId += 1;
  return {
    click_trans_id: String(clickTransId + Math.floor(Math.random() * 1e9)),
    service_id: CLICK.serviceId,
    click_paydoc_id: String(clickTransId),
    merchant_trans_id: account,
    amount,
    action: "0",
    error: "0",
    error_note: "Success",
    sign_time: "2026-11-24 10:00:00",
  };
}
