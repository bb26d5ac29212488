import { z } from "zod";
import { recordId } from "@/lib/api/record-id";

// Parents and pairing codes (issue 38): the pure rules, shared by the server and the forms.

/** A child has at most this many linked parents; a parent may have several children. */
export const MAX_PARENTS_PER_CHILD = 3;

/** How long a pairing code lives. */
export const PAIRING_CODE_TTL_HOURS = 72;

/** Eight characters from 31 that cannot be taken for one another (no 0/O, 1/I/L): about 8.5e11 codes. */
export const PAIRING_CODE_LENGTH = 8;
export const PAIRING_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/**
 * Wrong codes a parent, and an address, may type per window before a 429. Only wrong ones
 * count: a redeem that links a child gives its attempt back (lib/parents/redeem-pairing-code.ts).
 */
export const PAIRING_WRONG_PER_PARENT = 10;
export const PAIRING_WRONG_PER_ADDRESS = 30;
export const PAIRING_WINDOW_MINUTES = 60;

/** The code as typed: case, spaces and dashes do not matter ("abcd-efgh" is ABCDEFGH). */
export function normalisePairingCode(input: string): string {
  return input.replace(/[\s-]+/g, "").toUpperCase();
}

/** Whether a normalised code could be one we make; anything else is wrong without a look-up. */
export function isPairingCodeShape(code: string): boolean {
  return code.length === PAIRING_CODE_LENGTH && [...code].every((char) => PAIRING_CODE_ALPHABET.includes(char));
}

/** Shown as two groups of four, easier to read aloud and to type: "ABCD-EFGH". */
export function formatPairingCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

export const redeemPairingBody = z.object({
  code: z.string({ error: "api.validation.pairingCode" }).trim().min(1, "api.validation.pairingCode").max(32, "api.validation.pairingCode"),
});

export const childParams = z.object({ id: recordId });
export const parentParams = z.object({ parentId: recordId });
export const childParentParams = z.object({ id: recordId, parentId: recordId });
