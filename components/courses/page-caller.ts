import { headers } from "next/headers";
import { callerFromToken, readToken, type Caller } from "@/lib/auth/session";

/** The signed-in user of a server-rendered page (jwt cookie), or null for a visitor. */
export async function pageCaller(): Promise<Caller | null> {
  const token = readToken(await headers());
  return token ? callerFromToken(token.token) : null;
}
