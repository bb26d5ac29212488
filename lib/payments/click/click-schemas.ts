import { z } from "zod";

// Click's SHOP API requests (docs.click.uz, "Click-API – Request"): form fields, all read as
// text, since the signature is computed over them exactly as sent.

const digits = z.string().regex(/^\d{1,19}$/);
const text = z.string().max(200);

export const clickPrepareFields = z.object({
  click_trans_id: digits,
  service_id: digits,
  click_paydoc_id: digits.optional(),
  merchant_trans_id: text,
  amount: z.string().max(30),
  action: z.string().max(5),
  error: z.string().regex(/^-?\d{1,9}$/).optional(),
  error_note: z.string().max(1000).optional(),
  sign_time: text,
  sign_string: z.string().max(100),
});

export const clickCompleteFields = clickPrepareFields.extend({ merchant_prepare_id: digits });

export type ClickPrepareFields = z.output<typeof clickPrepareFields>;
export type ClickCompleteFields = z.output<typeof clickCompleteFields>;
