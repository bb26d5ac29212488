import "server-only";
import { randomBytes, randomInt } from "node:crypto";
import { z } from "zod";
import { AppError } from "@/lib/errors/app-error";
import { isDemoMode } from "@/lib/env";
import { answerClick, clickSignature } from "./click/answer-click";
import { answerPayme } from "./payme/answer-payme";
import { clickConfig, paymeConfig } from "./provider-config";

// Demo mode's stand-in for the providers' checkout (app/[locale]/demo-checkout): pressing "Pay" plays
// the calls Payme or Click would make, through the same endpoint code, with the demo keys, so
// a newcomer sees a payment credit itself end to end. Outside demo mode it does not exist.

export const demoCheckoutBody = z.object({
  provider: z.enum(["payme", "click"], { error: "api.validation.demoCheckout" }),
  account: z.string({ error: "api.validation.demoCheckout" }).trim().max(20, "api.validation.demoCheckout"),
  // Whole so'm, as the checkout link carried it.
  amount: z.number({ error: "api.validation.amount" }).int("api.validation.amount").positive("api.validation.amount").max(100_000_000_000, "api.validation.amount"),
});

type Played = { ok: boolean; calls: { step: string; answer: Record<string, unknown> }[] };

function post(url: string, headers: Record<string, string>, body: string): Request {
  return new Request(`http://demo.local${url}`, { method: "POST", headers, body });
}

async function playPayme(account: string, amount: number): Promise<Played> {
  const config = paymeConfig();
  if (!config) throw new AppError("not_found");
  const headers = { authorization: `Basic ${Buffer.from(`Paycom:${config.keys[0]!.key}`).toString("base64")}`, "content-type": "application/json" };
  const id = randomBytes(12).toString("hex");
  const params = { account: { account }, amount: amount * 100 };
  const calls: Played["calls"] = [];
  const steps: [string, Record<string, unknown>][] = [
    ["CheckPerformTransaction", params],
    ["CreateTransaction", { ...params, id, time: Date.now() }],
    ["PerformTransaction", { id }],
  ];
  for (const [index, [method, methodParams]] of steps.entries()) {
    const response = await answerPayme(post("/api/payments/payme", headers, JSON.stringify({ jsonrpc: "2.0", id: index + 1, method, params: methodParams })));
    const answer = (await response.json()) as Record<string, unknown>;
    calls.push({ step: method, answer });
    if (answer.error) return { ok: false, calls };
  }
  return { ok: true, calls };
}

async function playClick(account: string, amount: number): Promise<Played> {
  const config = clickConfig();
  if (!config) throw new AppError("not_found");
  const headers = { "content-type": "application/x-www-form-urlencoded" };
  const fields = {
    click_trans_id: String(randomInt(1, 2 ** 47)),
    service_id: config.serviceId,
    click_paydoc_id: String(randomInt(1, 2 ** 47)),
    merchant_trans_id: account,
    amount: String(amount),
    action: "0",
    error: "0",
    error_note: "Success",
    sign_time: new Date().toISOString().slice(0, 19).replace("T", " "),
  };
  const calls: Played["calls"] = [];
  const prepared = (await (await answerClick(post("/api/payments/click/prepare", headers, new URLSearchParams({ ...fields, sign_string: clickSignature(fields, config.secretKey) }).toString()), "prepare")).json()) as Record<string, unknown>;
  calls.push({ step: "prepare", answer: prepared });
  if (prepared.error !== 0) return { ok: false, calls };
  const completeFields = { ...fields, action: "1", merchant_prepare_id: String(prepared.merchant_prepare_id) };
  const completed = (await (
    await answerClick(post("/api/payments/click/complete", headers, new URLSearchParams({ ...completeFields, sign_string: clickSignature(completeFields, config.secretKey) }).toString()), "complete")
  ).json()) as Record<string, unknown>;
  calls.push({ step: "complete", answer: completed });
  return { ok: completed.error === 0, calls };
}

export async function playDemoCheckout(input: z.output<typeof demoCheckoutBody>): Promise<Played> {
  if (!isDemoMode()) throw new AppError("not_found");
  return input.provider === "payme" ? playPayme(input.account, input.amount) : playClick(input.account, input.amount);
}
