import { AppError } from "@/lib/errors/app-error";
import type { ApiText } from "@/lib/i18n/api-text";
import { validateWarningsUpdate, WARNING_REASON_MAX_LENGTH, type WarningError } from "./warnings";

// The server's words for a refused warnings update; the first two are the spec's alerts (§4).
export function warningsErrorMessage(error: WarningError): ApiText {
  switch (error.error) {
    case "previousWarningRequired":
      return { key: "api.validation.previousWarning", values: { number: error.required } };
    case "reasonTooLong":
      return { key: "api.validation.warningReasonTooLong", values: { max: WARNING_REASON_MAX_LENGTH } };
    case "reasonRequired":
      return { key: "api.validation.warningReasonRequired" };
    case "invalidSlot":
    case "invalidWarnings":
      return { key: "api.validation.warnings" };
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
