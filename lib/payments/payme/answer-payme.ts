import "server-only";
import { readBytes } from "@/lib/api/route";
import { logError } from "@/lib/log/logger";
import { paymeConfig } from "../provider-config";
import { PROVIDER_BODY_LIMIT } from "../provider-route";
import { secureEquals } from "../secure-compare";
import { PaymeError } from "./payme-errors";
import { paymeMethods } from "./payme-methods";
import { PAYME_METHODS, paymeParams, paymeRequest, type PaymeMethod } from "./payme-schemas";

// POST /api/payments/payme: Payme Business calls this with Basic auth `Paycom:<key>` and a
// JSON-RPC 2.0 body. Every answer is HTTP 200 (Payme counts any other status as its own system
// error, -32400), carrying `result` or `error`.

type RpcId = number | string | null;

function rpcAnswer(id: RpcId, outcome: { result: unknown } | { error: unknown }): Response {
  return Response.json({ jsonrpc: "2.0", id, ...outcome }, { status: 200 });
}

/** Whether the Authorization header is Basic `Paycom:<key>` with the merchant or the sandbox key. */
export function isPaymeAuthorized(header: string | null): boolean {
  const config = paymeConfig();
  if (!config || !header?.startsWith("Basic ")) return false;
  let credentials: string;
  try {
    credentials = Buffer.from(header.slice("Basic ".length).trim(), "base64").toString("utf8");
  } catch {
    return false;
  }
  return secureEquals(credentials, ...config.keys.map((key) => `Paycom:${key}`));
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
    if (!isPaymeAuthorized(request.headers.get("authorization"))) throw new PaymeError("insufficientPrivilege");
    if (body === undefined) throw new PaymeError("parse");
    const envelope = paymeRequest.safeParse(body);
    if (!envelope.success) throw new PaymeError("invalidRequest");
    const { method, params } = envelope.data;
    if (!isMethod(method)) throw new PaymeError("methodNotFound", method);
    const parsed = paymeParams[method].safeParse(params);
    if (!parsed.success) throw new PaymeError("invalidRequest");
    const run = paymeMethods[method] as (params: unknown, now: Date) => Promise<Record<string, unknown>>;
    return rpcAnswer(id, { result: await run(parsed.data, now()) });
  } catch (thrown) {
    if (thrown instanceof PaymeError) return rpcAnswer(id, { error: thrown.toRpc() });
    logError("payme_failed", { cause: thrown instanceof Error ? `${thrown.name}: ${thrown.message}`.slice(0, 300) : "unknown" });
    return rpcAnswer(id, { error: new PaymeError("system").toRpc() });
  }
}
