import { z } from "zod";

// The shapes of Payme's requests (developer.help.paycom.uz, "Методы Merchant API"). Amounts
// are whole tiyin, times 13-digit milliseconds, transaction ids Payme's own strings.

export const PAYME_METHODS = [
  "CheckPerformTransaction",
  "CreateTransaction",
  "PerformTransaction",
  "CancelTransaction",
  "CheckTransaction",
  "GetStatement",
  "ChangePassword",
] as const;

export type PaymeMethod = (typeof PAYME_METHODS)[number];

const rpcId = z.union([z.number(), z.string().max(100)]).nullable();

/** The JSON-RPC envelope; a method's params are parsed by the method's own schema. */
export const paymeRequest = z.object({
  jsonrpc: z.literal("2.0").optional(),
  id: rpcId.optional(),
  method: z.string().max(100),
  params: z.record(z.string(), z.unknown()),
});

const transactionId = z.string().min(1).max(64);
const timestamp = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
// A wrong amount is Payme's -31001, not a malformed request: any integer passes here.
const tiyin = z.number().int().max(Number.MAX_SAFE_INTEGER);
// The account object's fields are the cabinet's ("account" here); a missing one is -31050.
const account = z.record(z.string(), z.unknown());

export const paymeParams = {
  CheckPerformTransaction: z.object({ amount: tiyin, account }),
  CreateTransaction: z.object({ id: transactionId, time: timestamp, amount: tiyin, account }),
  PerformTransaction: z.object({ id: transactionId }),
  CancelTransaction: z.object({ id: transactionId, reason: z.number().int() }),
  CheckTransaction: z.object({ id: transactionId }),
  GetStatement: z.object({ from: timestamp, to: timestamp }),
  // The cashbox's new key, sent by Payme when it is changed in the cabinet.
  ChangePassword: z.object({ password: z.string().min(1).max(200) }),
} satisfies Record<PaymeMethod, z.ZodType>;

export type PaymeParams = { [M in PaymeMethod]: z.output<(typeof paymeParams)[M]> };
