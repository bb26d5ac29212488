import "server-only";
import { readBytes } from "@/lib/api/route";
import { logError } from "@/lib/log/logger";
import { paymeConfig } from "../provider-config";
import { PROVIDER_BODY_LIMIT } from "../provider-route";
import { PaymeError } from "./payme-errors";
import { paymeCaller, type PaymeCaller } from "./payme-keys";
import { paymeMethods } from "./payme-methods";
import { PAYME_METHODS, paymeParams, paymeRequest, type PaymeMethod } from "./payme-schemas";

// POST /api/payments/payme: Payme Business calls this with Basic auth `Paycom:<key>` and a
// JSON-RPC 2.0 body. Every answer is HTTP 200, a request of another method's too (-32300) (Payme counts any other status as its own system
// error, -32400), carrying `result` or `error`.

type RpcId = number | string | null;

function rpcAnswer(id: RpcId, outcome: { result: unknown } | { error: unknown }): Response {
  return Response.json({ jsonrpc: "2.0", id, ...outcome }, { status: 200 });
}

/** The caller that the Authorization header, Basic `Paycom:<key>`, names with a key Payme signs with now, or null. */
export async function paymeCallerOf(header: string | null): Promise<PaymeCaller | null> {
  const config = paymeConfig();
  if (!config || !header?.startsWith("Basic ")) return null;
  let credentials: string;
  try {
    credentials = Buffer.from(header.slice("Basic ".length).trim(), "base64").toString("utf8");
  } catch {
    return null;
  }
  return paymeCaller(config, credentials);
}

function idOf(body: unknown): RpcId {
  const id = (body as { id?: unknown } | null)?.id;
  return typeof id === "number" || typeof id === "string" ? id : null;
}

function isMethod(method: string): method is PaymeMethod {
  return (PAYME_METHODS as readonly string[]).includes(method);
}

/** Answers one Payme call; `now` is injected by tests of the 12-hour timeout. */
export async function answerPayme(request: Request, now: () => Date = () => new Date()): Promise<Response> {
  let body: unknown = undefined;
  let id: RpcId = null;
  try {
    const bytes = await readBytes(request, PROVIDER_BODY_LIMIT).catch(() => null);
    try {
      body = bytes ? (JSON.parse(new TextDecoder().decode(bytes)) as unknown) : undefined;
    } catch {
      body = undefined;
    }
    id = idOf(body);
    // Credentials first: a caller without them learns nothing, not even whether its JSON parsed.
    const caller = await paymeCallerOf(request.headers.get("authorization"));
    if (!caller) throw new PaymeError("insufficientPrivilege");
    // Payme's transport error: the Merchant API is POST only, and even a wrong method is answered in JSON-RPC.
    if (request.method !== "POST") throw new PaymeError("transport");
    if (body === undefined) throw new PaymeError("parse");
    const envelope = paymeRequest.safeParse(body);
    if (!envelope.success) throw new PaymeError("invalidRequest");
    const { method, params } = envelope.data;
    if (!isMethod(method)) throw new PaymeError("methodNotFound", method);
    const parsed = paymeParams[method].safeParse(params);
    if (!parsed.success) throw new PaymeError("invalidRequest");
    const run = paymeMethods[method] as (params: unknown, now: Date, caller: PaymeCaller) => Promise<Record<string, unknown>>;
    return rpcAnswer(id, { result: await run(parsed.data, now(), caller) });
  } catch (thrown) {
    if (thrown instanceof PaymeError) return rpcAnswer(id, { error: thrown.toRpc() });
    logError("payme_failed", { cause: thrown instanceof Error ? `${thrown.name}: ${thrown.message}`.slice(0, 300) : "unknown" });
    return rpcAnswer(id, { error: new PaymeError("system").toRpc() });
  }
}
