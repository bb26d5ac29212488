// Phone numbers without zod, so client components that show one do not carry zod in their
// bundle (lib/auth/phone.ts adds the schema the server validates with).

const UZ_PHONE = /^\+998\d{9}$/;

/** '+998 90 123-45-67', '998901234567' → '+998901234567'; anything else → null. */
export function normalizePhone(input: string): string | null {
  const compact = input.replace(/[\s\-()]/g, "");
  const withPlus = /^998\d{9}$/.test(compact) ? `+${compact}` : compact;
  return UZ_PHONE.test(withPlus) ? withPlus : null;
}

/** '+998901234567' → '+998 90 123 45 67' (spec: the input format). */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "").replace(/^998/, "").slice(0, 9);
  const parts = [digits.slice(0, 2), digits.slice(2, 5), digits.slice(5, 7), digits.slice(7, 9)].filter(Boolean);
  return ["+998", ...parts].join(" ");
}
