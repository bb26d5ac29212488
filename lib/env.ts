import { z } from "zod";

// The one place that reads process.env. Start-up (lib/boot) may fill DATABASE_URL and
// JWT_SECRET for demo mode before anything calls env(), so the result is computed lazily.
const intFromEnv = (fallback: number, min = 1) => z.coerce.number().int().min(min).default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.string().min(1).optional(),
  // Without DATABASE_URL, the connection from its parts (libpq's names); start-up builds the
  // URL with each part encoded, so any password works (lib/db/database-url.ts).
  PGHOST: z.string().min(1).optional(),
  PGPORT: z.string().regex(/^\d{1,5}$/, "PGPORT: a port number").optional(),
  PGUSER: z.string().min(1).optional(),
  PGPASSWORD: z.string().optional(),
  PGDATABASE: z.string().min(1).optional(),
  JWT_SECRET: z.string().optional(),
  ADMIN_PHONE: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  SEED_DEMO: z.enum(["0", "1"]).optional(),
  PORT: intFromEnv(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default(".data"),
  BCRYPT_COST: intFromEnv(11, 4),
  // Below cost 10 only for tests: NODE_ENV=test, or this flag, which the browser and process
  // test configs set (they run the built app with NODE_ENV=production).
  BCRYPT_ALLOW_LOW_COST: z.enum(["0", "1"]).default("0"),
  // Worker threads that hash and verify passwords off the event loop; 0 picks one per core left
  // to the server (its CPU quota, if any), at a lower priority than request handling.
  BCRYPT_WORKERS: intFromEnv(0, 0),
  // Worker threads that run students' code (lib/practice/sandbox); 0 picks one per core left to
  // the server but one, at most 8.
  PRACTICE_WORKERS: intFromEnv(0, 0),
  // Only behind a proxy that sets it may X-Forwarded-For name the client for rate limits.
  TRUST_PROXY: z.enum(["0", "1"]).default("0"),
  // The longest wait after wrong passwords (lib/auth/login-throttle.ts), and the window of
  // RATE_LIMIT_LOGIN_ATTEMPTS_PER_ADDRESS.
  RATE_LIMIT_WINDOW_MINUTES: intFromEnv(15),
  // Wrong passwords let through before the waits begin: for one phone from one address (or one
  // known device), for one phone from all addresses, and from one address for any phones.
  RATE_LIMIT_LOGIN_PER_PHONE: intFromEnv(10),
  RATE_LIMIT_LOGIN_PHONE_CEILING: intFromEnv(100),
  RATE_LIMIT_LOGIN_PER_ADDRESS: intFromEnv(100),
  // Every login attempt from one address, right or wrong (each costs a bcrypt verification).
  RATE_LIMIT_LOGIN_ATTEMPTS_PER_ADDRESS: intFromEnv(300),
  RATE_LIMIT_REGISTER_PER_ADDRESS: intFromEnv(30),
  // Renders of input-dependent public pages (a search, a card, a page number) one client address
  // may cause at once before they are paced at 2 a second (lib/cache/render-budget.ts).
  RATE_LIMIT_RENDERS_PER_ADDRESS: intFromEnv(60),
  // Hours after its last wrong password that a count is forgotten.
  RATE_LIMIT_LOGIN_MEMORY_HOURS: intFromEnv(24),
  TOPUP_MAX_PENDING: intFromEnv(3),
  DB_POOL_SIZE: intFromEnv(10),
  // A database that does not answer gives 503 in seconds, never a hung request (issue 8).
  DB_CONNECT_TIMEOUT_MS: intFromEnv(5000),
  DB_STATEMENT_TIMEOUT_MS: intFromEnv(10000),
  DB_IDLE_TX_TIMEOUT_MS: intFromEnv(30000),
  LOG_LEVEL: z.enum(["error", "info", "silent"]).default("info"),
  // "1": one JSON line per request on stdout (method, route pattern, status, time; lib/log/access-log.ts).
  ACCESS_LOG: z.enum(["0", "1"]).default("0"),
  // GET /metrics for a Prometheus scraper (Bearer token); without it only signed-in admins read it.
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN: at least 16 characters").optional(),
  // Where `next build` wrote its output; the request metrics read its route list there.
  NEXT_DIST_DIR: z.string().default(".next"),
  // The card manual top-ups go to, shown whole with its holder in the top-up dialog.
  PAYMENT_CARD_NUMBER: z
    .string()
    .regex(/^[\d -]{12,23}$/, "PAYMENT_CARD_NUMBER: 12 to 19 digits")
    .default("8600 1234 5678 1234"),
  PAYMENT_CARD_HOLDER: z.string().trim().min(1).max(60).default("QADAM AKADEMIYASI"),
  // Payme and Click (docs/payments.md). Each provider is off until its keys are set; demo mode
  // fills them with test keys of its own and points the checkout at the local demo page.
  PAYME_MERCHANT_ID: z.string().trim().min(1).optional(),
  PAYME_KEY: z.string().min(1).optional(),
  // Payme's sandbox signs with the test key: leave it unset in production once the cabinet is live.
  PAYME_TEST_KEY: z.string().min(1).optional(),
  PAYME_CHECKOUT_URL: z.string().min(1).default("https://checkout.paycom.uz"),
  CLICK_SERVICE_ID: z.string().trim().regex(/^\d+$/, "CLICK_SERVICE_ID: digits").optional(),
  CLICK_MERCHANT_ID: z.string().trim().regex(/^\d+$/, "CLICK_MERCHANT_ID: digits").optional(),
  CLICK_SECRET_KEY: z.string().min(1).optional(),
  CLICK_CHECKOUT_URL: z.string().min(1).default("https://my.click.uz/services/pay"),
  // Whole so'm a single Payme or Click payment may bring.
  PROVIDER_MIN_AMOUNT: intFromEnv(1_000),
  PROVIDER_MAX_AMOUNT: intFromEnv(100_000_000),
  // SMS through Eskiz (docs/operations.md, Outbox): off until the email and password are set;
  // without a channel, messages wait in the outbox for an admin to read.
  ESKIZ_EMAIL: z.string().trim().min(1).optional(),
  ESKIZ_PASSWORD: z.string().min(1).optional(),
  ESKIZ_FROM: z.string().trim().min(1).default("4546"),
  ESKIZ_BASE_URL: z.string().url().default("https://notify.eskiz.uz"),
  // Telegram (docs/operations.md, Outbox): off until the bot's token and name are set. With a
  // webhook secret Telegram calls /api/telegram/webhook; without one the app polls (demo).
  TELEGRAM_BOT_TOKEN: z.string().trim().regex(/^\d+:[A-Za-z0-9_-]+$/, "TELEGRAM_BOT_TOKEN: <id>:<secret> from @BotFather").optional(),
  TELEGRAM_BOT_USERNAME: z.string().trim().regex(/^[A-Za-z0-9_]{5,32}$/, "TELEGRAM_BOT_USERNAME: the bot's name without @").optional(),
  TELEGRAM_WEBHOOK_SECRET: z.string().regex(/^[A-Za-z0-9_-]{16,256}$/, "TELEGRAM_WEBHOOK_SECRET: 16 to 256 of A-Z a-z 0-9 _ -").optional(),
  TELEGRAM_API_BASE_URL: z.string().url().default("https://api.telegram.org"),
  // The outbox sender: how often it looks for due messages, and how many tries a message gets.
  OUTBOX_POLL_MS: intFromEnv(2_000, 50),
  OUTBOX_MAX_ATTEMPTS: intFromEnv(6),
  // Password-reset codes asked for, per phone and per client address in an hour (one a minute per phone at most).
  RATE_LIMIT_RESET_PER_PHONE: intFromEnv(3),
  RATE_LIMIT_RESET_PER_ADDRESS: intFromEnv(20),
  // Questions and answers under lessons (issue 41) a student may post in the window; mentors five times as many.
  RATE_LIMIT_QUESTION_POSTS: intFromEnv(10),
  RATE_LIMIT_QUESTION_WINDOW_MINUTES: intFromEnv(10),
  // Set by start-up, never by people: "1" when it started the embedded PostgreSQL. Start-up
  // refuses a database URL with it already set (lib/boot/prepare-runtime.ts, issue 44 item 1).
  QADAM_DEMO: z.enum(["0", "1"]).default("0"),
}).refine((values) => values.BCRYPT_COST >= 10 || values.NODE_ENV === "test" || values.BCRYPT_ALLOW_LOW_COST === "1", {
  message: "BCRYPT_COST below 10 is for tests only (NODE_ENV=test or BCRYPT_ALLOW_LOW_COST=1)",
  path: ["BCRYPT_COST"],
  params: { problem: "is below 10, a cost for tests only", fix: "set 10 or more (each step doubles a login's CPU time)" },
});

export type Env = z.infer<typeof envSchema>;

/** A setting the app cannot run with: its name, what is wrong with its value, and the fix. */
export type SettingProblem = { variable: string; problem: string; fix: string };

/**
 * Thrown by env() for settings that do not parse. Start-up logs one JSON line per problem
 * (issue 45: a bad setting printed zod's twenty lines and a stack).
 */
export class InvalidSettingsError extends Error {
  constructor(readonly problems: SettingProblem[]) {
    super(problems.map((each) => `${each.variable}: ${each.problem}; ${each.fix}.`).join(" "));
    this.name = "InvalidSettingsError";
  }
}

// Keys, passwords and tokens are named, never repeated, in a problem.
const SECRET_NAME = /SECRET|PASSWORD|TOKEN|KEY/;

function settingProblem(issue: z.core.$ZodIssue, values: Record<string, string>): SettingProblem {
  const variable = String(issue.path[0] ?? "environment");
  const raw = values[variable];
  const value = raw === undefined ? "its value" : SECRET_NAME.test(variable) ? "its value" : JSON.stringify(raw);
  const field = envSchema.shape[variable as keyof typeof envSchema.shape] as z.ZodType | undefined;
  const fallback = field?.safeParse(undefined);
  const orUnset = fallback?.success ? (fallback.data === undefined ? ", or leave it unset" : `, or leave it unset for the default, ${String(fallback.data)}`) : "";
  switch (issue.code) {
    case "invalid_value":
      return { variable, problem: `${value} is not one of its values`, fix: `set one of ${issue.values.map(String).join(", ")}${orUnset}` };
    case "invalid_type":
      return issue.expected === "number" || issue.expected === "int"
        ? { variable, problem: `${value} is not a whole number`, fix: `set a whole number${orUnset}` }
        : { variable, problem: `${value} is not a ${issue.expected}`, fix: `set a ${issue.expected}${orUnset}` };
    case "too_small":
      return issue.origin === "string"
        ? { variable, problem: `${value} is shorter than ${String(issue.minimum)} characters`, fix: `set ${String(issue.minimum)} characters or more${orUnset}` }
        : { variable, problem: `${value} is below ${String(issue.minimum)}`, fix: `set ${String(issue.minimum)} or more${orUnset}` };
    case "too_big":
      return { variable, problem: `${value} is above ${String(issue.maximum)}`, fix: `set ${String(issue.maximum)} or less${orUnset}` };
    case "invalid_format": {
      const wanted = issue.message.replace(`${variable}: `, "");
      return { variable, problem: `${value} is not ${wanted}`, fix: `set ${wanted}${orUnset}` };
    }
    case "custom": {
      const said = issue.params as { problem?: string; fix?: string } | undefined;
      return { variable, problem: `${value} ${said?.problem ?? issue.message}`, fix: `${said?.fix ?? "see README, Configuration"}${orUnset}` };
    }
    default:
      return { variable, problem: `${value}: ${issue.message}`, fix: `see README, Configuration${orUnset}` };
  }
}

let cached: Env | undefined;

export function env(): Env {
  if (cached) return cached;
  // An empty value is an unset one: compose passes `VAR: ${VAR:-}` for every optional setting.
  const values = Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ""));
  const parsed = envSchema.safeParse(values);
  if (!parsed.success) throw new InvalidSettingsError(parsed.error.issues.map((issue) => settingProblem(issue, values)));
  cached = parsed.data;
  return cached;
}

/** Start-up and tests change the environment before the app reads it; this forgets the old reading. */
export function resetEnvCache(): void {
  cached = undefined;
}

/** Demo mode: no DATABASE_URL was given, so start-up runs the embedded PostgreSQL. */
export function isDemoMode(): boolean {
  return env().QADAM_DEMO === "1";
}

/** Whether a reverse proxy in front is trusted for the client's address, host and scheme (X-Forwarded-*). */
export function trustsProxy(): boolean {
  return env().TRUST_PROXY === "1";
}

/** Production: a real database and NODE_ENV=production (DESIGN.md, Running it). */
export function isProduction(): boolean {
  return env().NODE_ENV === "production" && !isDemoMode();
}
