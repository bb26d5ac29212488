import "server-only";
import { db } from "@/lib/db/client";
import type { PaymeConfig, PaymeKeySlot } from "../provider-config";
import { digestKey, opensSlot } from "./payme-key-digest";

// The keys Payme signs with. The environment's PAYME_KEY and PAYME_TEST_KEY until Payme's
// ChangePassword sets another; that one is stored (PaymeKey, hashed) and read on every call, so a
// key changed in Payme's cabinet reaches every instance at once and survives restarts.

const LOGIN = "Paycom:";

/** Who a call's credentials are: the slot whose key opened it, and that slot's stored row as it was read. */
export type PaymeCaller = { slot: PaymeKeySlot; environmentKey: string; storedDigest: Uint8Array<ArrayBuffer> | null };

/** The caller that Basic credentials `Paycom:<key>` name, or null. Every slot is compared, match or not. */
export async function paymeCaller(config: PaymeConfig, credentials: string): Promise<PaymeCaller | null> {
  const given = credentials.startsWith(LOGIN) ? credentials.slice(LOGIN.length) : null;
  const stored = await db().paymeKey.findMany({ select: { slot: true, salt: true, digest: true, replaces: true } });
  let caller: PaymeCaller | null = null;
  for (const { slot, key } of config.keys) {
    const row = stored.find((candidate) => candidate.slot === slot);
    if (opensSlot(key, row, given ?? "") && given !== null && !caller) caller = { slot, environmentKey: key, storedDigest: row?.digest ?? null };
  }
  return caller;
}

/**
 * Replaces the key of the caller's slot with `key`. Only if the slot's row is still the one the
 * caller was authorised against: a ChangePassword made with a key that another one replaced
 * meanwhile changes nothing (false), as that key no longer opens anything.
 */
export async function changePaymeKey(caller: PaymeCaller, key: string, now: Date): Promise<boolean> {
  const data = { ...digestKey(key, caller.environmentKey), changedAt: now };
  if (caller.storedDigest) {
    const { count } = await db().paymeKey.updateMany({ where: { slot: caller.slot, digest: caller.storedDigest }, data });
    return count === 1;
  }
  try {
    await db().paymeKey.create({ data: { slot: caller.slot, ...data } });
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === "P2002") return false;
    throw error;
  }
}
