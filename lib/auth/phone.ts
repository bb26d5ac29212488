import { z } from "zod";
import { normalizePhone } from "@/lib/format/phone";

// The zod-free part (normalizePhone, formatPhone) lives in lib/format/phone.ts, for client components.

export const phoneSchema = z
  .string({ error: "api.validation.phoneIncomplete" })
  .transform((value, ctx) => {
    const phone = normalizePhone(value);
    if (!phone) {
      ctx.addIssue({ code: "custom", message: "api.validation.phoneIncomplete" });
      return z.NEVER;
    }
    return phone;
  });
