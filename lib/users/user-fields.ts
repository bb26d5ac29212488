import { z } from "zod";
import { normalizePhone } from "@/lib/format/phone";
import { MAX_BALANCE } from "@/lib/payments/balance-limit";
import { ROLES } from "./roles";

// A user's editable fields as the admin's forms take them, browser-safe (no server code): the
// offline edit and the settings profile validate with these, and their messages are the
// server's own api.validation keys, shown under the field.

export const MAX_NAME_LENGTH = 100;

const NAME_AND_PHONE_REQUIRED = "api.validation.nameAndPhoneRequired";

/** Admin §5: name and phone are required by every form that edits the profile. */
export const fullNameField = z.string().trim().min(1, NAME_AND_PHONE_REQUIRED).max(MAX_NAME_LENGTH, "api.validation.nameTooLong");

/** A phone as typed ('+998 90 123 45 67', '901234567'); the server stores it normalised. */
export const phoneField = z
  .string()
  .trim()
  .min(1, NAME_AND_PHONE_REQUIRED)
  .refine((value) => normalizePhone(value) !== null, "api.validation.phoneIncomplete");

export const roleField = z.enum(ROLES, { error: "api.validation.role" });

export const balanceNumber = z
  .number({ error: "api.validation.balanceInteger" })
  .int("api.validation.balanceInteger")
  .min(0, "api.validation.balanceNegative")
  .max(MAX_BALANCE, "api.validation.balanceTooLarge");

/** The settings page's profile: the admin's own name and phone (PUT /api/admin/users/{own id}). */
export const profileForm = z.object({ fullName: fullNameField, phone: phoneField });

export type ProfileFormInput = z.input<typeof profileForm>;
