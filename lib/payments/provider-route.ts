import "server-only";
import type { ZodType } from "zod";
import { withProviderConnections } from "@/lib/db/client";

// The providers' endpoints answer in the providers' own formats (Payme: JSON-RPC with HTTP 200
// for every answer; Click: its JSON), so they do not go through route(): each is one function
// from Request to Response in lib/payments/<provider>/. This declares what it reads, as route()
// does, so that tests/api/fuzz.test.ts walks its fields too. Its queries use the connections
// kept for the providers (lib/db/client.ts), never waiting behind the school's.
export function providerRoute(body: ZodType | undefined, handler: (request: Request) => Promise<Response>) {
  return Object.assign((request: Request) => withProviderConnections(() => handler(request)), { spec: { auth: "none" as const, ...(body ? { body } : {}) } });
}

/** The largest body a provider sends is a Payme GetStatement request, well under this. */
export const PROVIDER_BODY_LIMIT = 16 * 1024;
