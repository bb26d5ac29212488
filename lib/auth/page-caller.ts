import { headers } from "next/headers";
import { cache } from "react";
import { callerFromToken, readToken, type Caller } from "./session";

/**
 * The signed-in user of a server-rendered page (jwt cookie), or null for a visitor. Cached per
 * request, so a page and its generateMetadata read the user once.
 */
export const pageCaller = cache(async (): Promise<Caller | null> => {
  const token = readToken(await headers());
  return token ? callerFromToken(token.token) : null;
});
