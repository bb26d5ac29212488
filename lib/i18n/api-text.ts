import { createTranslator } from "next-intl";
import type { z } from "zod";
import type { Locale } from "@/lib/i18n/locales";
import ru from "@/messages/ru.json";
import uz from "@/messages/uz.json";

// Every word the API sends lives in messages/*.json under `api.*` (errors by code, validation,
// successes, field names). Schemas and domain code carry message keys; the route wrapper turns
// them into the caller's language here.

/**
 * A message key under `api.` with its ICU values; a value may itself be a text (a field's name),
 * and `fallback` is shown when the key has no message (a field without a name of its own).
 */
export type ApiText = { key: string; values?: Record<string, string | number | ApiText>; fallback?: string };

const translators = {
  uz: createTranslator({ locale: "uz", messages: uz }),
  ru: createTranslator({ locale: "ru", messages: ru }),
};

export const API_KEY_PREFIX = "api.";

type Translate = { has: (key: string) => boolean; (key: string, values?: Record<string, string | number>): string };

/** 'api.validation.phoneIncomplete' → the text; a string that is not an `api.` key is returned as it is. */
export function apiText(locale: Locale, text: string | ApiText): string {
  const { key, values, fallback } = typeof text === "string" ? { key: text, values: undefined, fallback: undefined } : text;
  const t = translators[locale] as unknown as Translate;
  if (!key.startsWith(API_KEY_PREFIX) || !t.has(key)) return fallback ?? key;
  const plain = values && Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === "object" ? apiText(locale, value) : value]));
  return t(key, plain);
}

/** Whether `key` names a message in both languages. */
export function hasApiText(key: string): boolean {
  const t = (locale: Locale) => translators[locale] as unknown as { has: (key: string) => boolean };
  return key.startsWith(API_KEY_PREFIX) && t("uz").has(key) && t("ru").has(key);
}

/** `invalid_input` naming a field, in the caller's language where the field has a name (api.fields.*). */
export function invalidField(path: string): ApiText {
  const field = path.split(".").filter((part) => !/^\d+$/.test(part)).at(-1) ?? path;
  return { key: "api.validation.invalidField", values: { field: { key: `api.fields.${field}`, fallback: path } } };
}

/**
 * A zod problem as a text: schemas carry message keys (api.validation.*, with a custom issue's
 * params and a size limit as values); zod's own English messages become 'invalid data: <field>'.
 */
export function issueText(issue: z.core.$ZodIssue): ApiText {
  if (issue.message.startsWith(API_KEY_PREFIX)) {
    const values: NonNullable<ApiText["values"]> = { ...(issue.code === "custom" ? (issue.params as ApiText["values"]) : {}) };
    if (issue.code === "too_big") values.max = Number(issue.maximum);
    if (issue.code === "too_small") values.min = Number(issue.minimum);
    return { key: issue.message, values };
  }
  const custom = issue.message && !/^(Invalid|Expected|Too|Unrecognized)/.test(issue.message);
  return custom ? { key: issue.message } : invalidField(issue.path.join(".") || "body");
}

