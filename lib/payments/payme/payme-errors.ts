import { formatMoney } from "@/lib/format/money";
import { MAX_BALANCE } from "../balance-limit";

// The errors of Payme's Merchant API (developer.help.paycom.uz, "Ошибки (ERRORS)"). Payme shows
// `message` to the payer in their language, so each carries uz, ru and en; `data` names the
// account field for -31050 and the method for -32601, as the protocol asks.

type Localized = { uz: string; ru: string; en: string };

export const paymeErrors = {
  transport: {
    code: -32300,
    message: { uz: "So'rov POST usulida yuborilmagan", ru: "Метод запроса не POST", en: "The request method is not POST" },
  },
  parse: { code: -32700, message: { uz: "So'rov JSON emas", ru: "Ошибка парсинга JSON", en: "JSON parse error" } },
  invalidRequest: {
    code: -32600,
    message: {
      uz: "So'rovda majburiy maydonlar yo'q yoki ularning turi noto'g'ri",
      ru: "Отсутствуют обязательные поля в RPC-запросе или тип полей не соответствует спецификации",
      en: "Required fields are missing or of the wrong type",
    },
  },
  methodNotFound: { code: -32601, message: { uz: "So'ralgan metod topilmadi", ru: "Запрашиваемый метод не найден", en: "Method not found" } },
  insufficientPrivilege: {
    code: -32504,
    message: { uz: "Metodni bajarish uchun huquq yetarli emas", ru: "Недостаточно привилегий для выполнения метода", en: "Insufficient privileges to perform the method" },
  },
  system: { code: -32400, message: { uz: "Tizim xatosi", ru: "Системная ошибка", en: "System error" } },
  invalidAmount: { code: -31001, message: { uz: "Noto'g'ri summa", ru: "Неверная сумма", en: "Incorrect amount" } },
  // Also -31001, per the docs' "wrong amount": the payer can pay less, and Payme shows the message.
  balanceLimit: {
    code: -31001,
    message: {
      uz: `Bu summa bilan balans eng katta chegaradan (${formatMoney(MAX_BALANCE, "uz")}) oshib ketadi`,
      ru: `С этой суммой баланс превысит предел в ${formatMoney(MAX_BALANCE, "ru")}`,
      en: `This amount would take the balance past its limit of ${formatMoney(MAX_BALANCE, "uz")}`,
    },
  },
  transactionNotFound: { code: -31003, message: { uz: "Tranzaksiya topilmadi", ru: "Транзакция не найдена", en: "Transaction not found" } },
  cannotCancel: {
    code: -31007,
    message: {
      uz: "Tranzaksiyani bekor qilib bo'lmaydi: mablag' allaqachon ishlatilgan",
      ru: "Невозможно отменить транзакцию: средства уже использованы",
      en: "The transaction cannot be cancelled: the money has been spent",
    },
  },
  cannotPerform: {
    code: -31008,
    message: { uz: "Bu amalni bajarib bo'lmaydi", ru: "Невозможно выполнить данную операцию", en: "Unable to perform this operation" },
  },
  // -31050..-31099 are the account's errors: a repeated CreateTransaction naming another account than the first.
  otherAccount: {
    code: -31050,
    message: {
      uz: "Bu tranzaksiya boshqa hisob raqami uchun yaratilgan",
      ru: "Эта транзакция создана для другого лицевого счёта",
      en: "This transaction was created for another account",
    },
  },
  accountNotFound: {
    code: -31050,
    message: { uz: "Bunday hisob raqami topilmadi", ru: "Лицевой счёт не найден", en: "Account not found" },
  },
} as const satisfies Record<string, { code: number; message: Localized }>;

export type PaymeErrorName = keyof typeof paymeErrors;

/** Thrown by a method; the endpoint answers it as a JSON-RPC error with HTTP 200. */
export class PaymeError extends Error {
  constructor(
    readonly name: PaymeErrorName,
    readonly data: unknown = null,
  ) {
    super(name);
  }

  toRpc() {
    const { code, message } = paymeErrors[this.name];
    return { code, message, data: this.data };
  }
}
