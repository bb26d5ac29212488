import { AppError } from "@/lib/api/errors";
import { validateWarningsUpdate, WARNING_REASON_MAX_LENGTH, type WarningError } from "./warnings";

// The server's words for a refused warnings update; the first two are the spec's alerts (§4).
export function warningsErrorMessage(error: WarningError): string {
  switch (error.error) {
    case "previousWarningRequired":
      return `Avval ${error.required}-ogohlantirishni bering.`;
    case "reasonTooLong":
      return `Ogohlantirish sababi ${WARNING_REASON_MAX_LENGTH} belgidan oshmasligi kerak`;
    case "reasonRequired":
      return "Ogohlantirish sababini yozing";
    case "invalidSlot":
    case "invalidWarnings":
      return "Ogohlantirishlar ro'yxati noto'g'ri";
  }
}

/**
 * The stored warnings after a PUT {warnings}: the order rule is checked against what is stored
 * now (the caller holds the user's row lock), and a refusal is a 400 with the spec's message.
 */
export function checkedWarnings(current: readonly string[], next: unknown): string[] {
  const result = validateWarningsUpdate(current, next);
  if (!result.ok) throw new AppError("invalid_input", warningsErrorMessage(result));
  return result.warnings;
}
