/**
 * Spec §5: the phone field is auto-formatted as '+998 XX XXX XX XX' while typing. Typing
 * "9" starts "+998 9"; pasting "998…" or "+998…" keeps the number; deleting back into the
 * "+998" prefix empties the field.
 */
export function formatPhoneInput(raw: string): string {
  let digits = raw.replace(/\D/g, "");
  const international = raw.trimStart().startsWith("+") || digits.length > 9;
  if (international && digits.startsWith("998")) digits = digits.slice(3);
  else if (international && "998".startsWith(digits)) digits = "";
  digits = digits.slice(0, 9);
  if (!digits) return "";
  const parts = [digits.slice(0, 2), digits.slice(2, 5), digits.slice(5, 7), digits.slice(7, 9)].filter(Boolean);
  return `+998 ${parts.join(" ")}`;
}
