import { z } from "zod";

// Ids are cuids and certificate codes are Crockford base32: letters, digits, '_' and '-' cover
// both with room to spare. Anything else in a path (NUL, '%', spaces) is a malformed request,
// answered 400 before it reaches a query.
const RECORD_ID = /^[A-Za-z0-9_-]{1,64}$/;

export const recordId = z.string().regex(RECORD_ID);

export function isRecordId(value: string): boolean {
  return RECORD_ID.test(value);
}
