import { createTranslator } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import ru from "@/messages/ru.json";
import uz from "@/messages/uz.json";
import type { CheckOutcome, CheckReport, PracticeText } from "./contract";
import type { CheckResult } from "./shapes";

// The checker speaks in message keys (practice.*) so that the browser and the server say the same
// thing; an answer of the server carries them rendered in the caller's language.

const translators = {
  uz: createTranslator({ locale: "uz", messages: uz, namespace: "practice" }),
  ru: createTranslator({ locale: "ru", messages: ru, namespace: "practice" }),
};

type Translate = { has: (key: string) => boolean; (key: string, values?: Record<string, string | number>): string };

export function practiceText(locale: Locale, text: PracticeText): string {
  const t = translators[locale] as unknown as Translate;
  const key = text.key.replace(/^practice\./, "");
  return t.has(key) ? t(key, text.values) : text.key;
}

export function renderResults(locale: Locale, results: CheckOutcome[]): CheckResult[] {
  return results.map((result) => ({ check: result.check, passed: result.passed, message: practiceText(locale, result.message) }));
}

/** A report with its messages in the caller's language. */
export function renderReport(locale: Locale, report: CheckReport) {
  return {
    passed: report.passed,
    verdict: report.verdict,
    verdictMessage: report.verdictText ? practiceText(locale, report.verdictText) : null,
    results: renderResults(locale, report.results),
    console: report.console,
  };
}
