import { apiText, type ApiText } from "@/lib/i18n/api-text";

// One error type for the whole server: domain functions throw AppError with a code; the
// route wrapper turns it into the HTTP status and the message in the caller's language
// (messages/*.json `api.errors.<code>`, whose Uzbek text is the `message` below, word for word:
// tests/api/error-codes.test.ts holds them together).

export const errorCatalogue = {
  invalid_input: { status: 400, message: "Noto'g'ri ma'lumot yuborildi" },
  invalid_json: { status: 400, message: "So'rov tanasi JSON formatida emas" },
  unauthenticated: { status: 401, message: "Tizimga kirish kerak" },
  invalid_credentials: { status: 401, message: "Telefon raqam yoki parol noto'g'ri" },
  wrong_current_password: { status: 400, message: "Joriy parol noto'g'ri" },
  reset_code_invalid: { status: 400, message: "Kod noto'g'ri yoki muddati o'tgan. Yangi kod so'rang" },
  reset_link_invalid: { status: 400, message: "Havola yaroqsiz: muddati o'tgan, ishlatilgan yoki yangisi berilgan" },
  insufficient_funds: { status: 402, message: "Mablag' yetarli emas" },
  forbidden: { status: 403, message: "Bu amal uchun ruxsat yo'q" },
  admin_only: { status: 403, message: "Admin huquqlariga ega emassiz" },
  teacher_only: { status: 403, message: "O'qituvchi huquqlariga ega emassiz" },
  not_your_student: { status: 403, message: "Bu o'quvchi sizning guruhingizda emas" },
  cross_site: { status: 403, message: "Boshqa saytdan yuborilgan so'rov rad etildi" },
  prerequisite_missing: { status: 403, message: "Kirish cheklangan" },
  not_found: { status: 404, message: "Topilmadi" },
  user_not_found: { status: 404, message: "Foydalanuvchi topilmadi" },
  group_not_found: { status: 404, message: "Guruh topilmadi" },
  course_not_found: { status: 404, message: "Kurs topilmadi" },
  module_not_found: { status: 404, message: "Modul topilmadi" },
  lesson_not_found: { status: 404, message: "Dars topilmadi" },
  payment_not_found: { status: 404, message: "To'lov topilmadi" },
  notification_not_found: { status: 404, message: "Xabarnoma topilmadi" },
  certificate_not_found: { status: 404, message: "Sertifikat topilmadi" },
  exercise_not_found: { status: 404, message: "Mashq topilmadi" },
  question_not_found: { status: 404, message: "Savol topilmadi" },
  hint_not_found: { status: 404, message: "Maslahat topilmadi" },
  solution_locked: { status: 403, message: "Namuna yechim mashqni bajargandan keyin ochiladi" },
  solution_fails: { status: 400, message: "Namuna yechim barcha tekshiruvlardan o'tmadi" },
  phone_taken: { status: 409, message: "Bu telefon raqam bilan allaqachon ro'yxatdan o'tilgan" },
  already_enrolled: { status: 409, message: "Siz bu kursga allaqachon a'zo bo'lgansiz" },
  payment_not_pending: { status: 409, message: "Bu to'lov allaqachon ko'rib chiqilgan" },
  conflict: { status: 409, message: "Ma'lumot boshqa so'rov bilan o'zgardi, qayta urinib ko'ring" },
  balance_limit: { status: 409, message: "Balans 1 000 000 000 so'mdan oshmasligi kerak" },
  already_in_group: { status: 409, message: "Offline o'quvchi allaqachon boshqa faol guruhda" },
  last_admin: { status: 409, message: "Oxirgi adminni o'chirib yoki huquqidan mahrum qilib bo'lmaydi" },
  payload_too_large: { status: 413, message: "So'rov hajmi juda katta" },
  unsupported_media_type: { status: 415, message: "Kontent turi qo'llab-quvvatlanmaydi" },
  too_many_attempts: { status: 429, message: "Juda ko'p urinish. Birozdan keyin qayta urinib ko'ring" },
  too_many_pending_topups: { status: 429, message: "Sizda ko'rib chiqilmagan to'lov so'rovlari juda ko'p. Avvalgilari ko'rib chiqilishini kuting" },
  too_many_requests: { status: 429, message: "Hozir so'rovlar juda ko'p. Birozdan keyin qayta urinib ko'ring" },
  too_many_runs: { status: 429, message: "Oldingi yuborganlaringiz hali tekshirilmoqda. Ular tugashini kuting" },
  internal: { status: 500, message: "Server xatosi" },
  database_unavailable: { status: 503, message: "Ma'lumotlar bazasi vaqtincha ishlamayapti" },
  telegram_unavailable: { status: 409, message: "Telegram orqali xabarlar hozircha sozlanmagan" },
  server_busy: { status: 503, message: "Server band. Birozdan keyin qayta urinib ko'ring" },
  pairing_code_invalid: { status: 400, message: "Kod noto'g'ri yoki muddati o'tgan. Farzandingizdan yangi kod so'rang" },
  pairing_code_used: { status: 409, message: "Bu kod allaqachon ishlatilgan" },
  already_linked: { status: 409, message: "Bu farzand hisobingizga allaqachon bog'langan" },
  too_many_parents: { status: 409, message: "Bu o'quvchiga allaqachon 3 ta ota-ona bog'langan" },
  lesson_without_video: { status: 409, message: "Bu darsda video yo'q" },
  watch_too_fast: { status: 409, message: "Ko'rilgan vaqt o'tgan vaqtdan ancha ko'p. Videoni odatdagidek ko'ring" },
  quiz_incomplete: { status: 400, message: "Testni nashr qilish uchun har bir savolga to'g'ri javob belgilang" },
  mentor_only: { status: 403, message: "Bu amal faqat mentorlar (admin yoki guruh o'qituvchisi) uchun" },
  project_not_found: { status: 404, message: "Loyiha topilmadi" },
  project_submission_not_found: { status: 404, message: "Loyiha topshirig'i topilmadi" },
  review_pending: { status: 409, message: "Oldingi topshiriq hali tekshirilmoqda. Mentor javobini kuting" },
  project_accepted: { status: 409, message: "Loyiha allaqachon qabul qilingan" },
  review_claimed: { status: 409, message: "Bu topshiriqni boshqa mentor tekshirmoqda" },
  review_not_open: { status: 409, message: "Bu topshiriq tekshiruvda emas" },
  rating_locked: { status: 403, message: "Kursni baholash uchun uning kamida yarmini tugating" },
  review_not_found: { status: 404, message: "Sharh topilmadi" },
  report_decided: { status: 409, message: "Bu shikoyat bo'yicha qaror allaqachon qabul qilingan" },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

// One brand for every copy of this module: Next bundles each route apart, and server.ts loads
// its own copy, so an AppError made by a process-wide object (a worker pool started by the demo
// seed in server.ts) is of another class than the route's. `instanceof` reads the brand, so
// such an error keeps its status instead of becoming a 500 (issue 46 item 6: a login wave's
// queue-budget 503s were answered 500).
const APP_ERROR = Symbol.for("qadam.AppError");

export class AppError extends Error {
  readonly [APP_ERROR] = true;

  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === "object" && value !== null && (value as Record<symbol, unknown>)[APP_ERROR] === true;
  }

  readonly code: ErrorCode;
  readonly status: number;
  readonly details: Record<string, unknown> | undefined;
  /** HTTP headers the answer carries (e.g. `Retry-After` on 429 and 503). */
  readonly headers: Record<string, string> | undefined;

  /** What the client reads, as a message key (`api.…`) and its values; `message` is its Uzbek text. */
  readonly text: ApiText;

  /** `text` (a key under `api.`, or key and values) replaces the code's text where the spec words a case more precisely. */
  constructor(code: ErrorCode, text?: string | ApiText, details?: Record<string, unknown>, headers?: Record<string, string>) {
    const resolved: ApiText =
      text === undefined ? { key: `api.errors.${code}`, fallback: errorCatalogue[code].message } : typeof text === "string" ? { key: text } : text;
    super(apiText("uz", resolved));
    this.text = resolved;
    this.name = "AppError";
    this.code = code;
    this.status = errorCatalogue[code].status;
    this.details = details;
    this.headers = headers;
  }
}
