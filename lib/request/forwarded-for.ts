import { isIP } from "node:net";

/**
 * The client's address: the socket's, or behind a trusted proxy (TRUST_PROXY=1: one proxy
 * between the client and us) the right-most `X-Forwarded-For` entry, the one that proxy
 * appended. Entries to its left were sent by the client and prove nothing: taking the
 * left-most (issue 45) let anyone pick the address their rate limits are counted under.
 * Several headers arrive joined with commas, in order. A right-most entry that is not an
 * address (a proxy that writes a port, `unknown`) counts as no header.
 */
export function clientAddressOf(forwardedFor: string | string[] | undefined, socketAddress: string | undefined, trustProxy: boolean): string {
  const socket = socketAddress ?? "unknown";
  if (!trustProxy || forwardedFor === undefined) return socket;
  const entries = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor).split(",");
  const last = entries.at(-1)!.trim();
  return isIP(last) ? last : socket;
}
