import { formRefusalText } from "@/lib/api/form-post";
import { safeNextPath } from "@/lib/auth/safe-next";
import { normalizePhone } from "@/lib/format/phone";
import type { Locale } from "@/lib/i18n/locales";
import type { LoginCodeState } from "./login-code-form";

/** The login page's form name for signing in with a code: `?form=code` opens it, `&phone=` is its code step. */
export const LOGIN_CODE_FORM = "code";

/**
 * Where the code sign-in stands, from the login page's address (for the page, on the server):
 * the sign-in code forms (app/auth/sign-in-code*) come back with `?form=code`, the phone the
 * code went to, and a refusal's `error`.
 */
export function loginCodeState(query: Record<string, string | string[] | undefined>, locale: Locale): LoginCodeState {
  const open = query.form === LOGIN_CODE_FORM;
  return {
    open,
    phone: open && typeof query.phone === "string" ? normalizePhone(query.phone) : null,
    sent: open && query.sent === "1",
    refusal: formRefusalText(query, LOGIN_CODE_FORM, locale),
  };
}

/** Where the request form goes once a code is sent: the code step of the login page. */
export function codeStepPath(phone: string, next: string | null): string {
  const safe = safeNextPath(next);
  return `/projects/blogs?${new URLSearchParams({ form: LOGIN_CODE_FORM, phone, sent: "1", ...(safe ? { next: safe } : {}) })}`;
}
