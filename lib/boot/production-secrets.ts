import { PASSWORD_MAX_BYTES, passwordSchema } from "@/lib/auth/password-rules";

export const MIN_SECRET_LENGTH = 32;
// zxcvbn's estimate of the guesses an attacker needs, in bits. It credits a run of random
// characters with 10 guesses each (3.3 bits: its brute-force floor, not the alphabet's), so 32
// random hex characters (128 real bits) score 95–105 and 48 random bytes in base64 about 210,
// while words, years, keyboard runs and l33t spellings score what they are worth:
// `qadamacademysecretkeyforproduction2026` (issue 45) scores 75.
export const MIN_SECRET_BITS = 86;

// The example values the repository ships (.env.example, deploy/k8s/secret.example.yaml) and
// the demo's public ones (issue 24: a token signed with the example JWT_SECRET opened the admin
// dashboard). lib/boot/production-secrets.test.ts refuses each shipped example.
const KNOWN_PLACEHOLDERS = new Set([
  "change-me-to-a-long-random-password",
  "change-me-to-48-random-bytes-from-openssl-rand-base64",
  "change-me-to-a-long-random-token",
  "change-me",
  "admin12345",
  "student123",
]);
const PLACEHOLDER_WORDS = /change-?me|placeholder|example|your[-_ ]?(secret|password|token)/i;

const HOW_TO_SECRET = "make one with `openssl rand -base64 48` and put it in .env (or the orchestrator's secret)";

/** Estimated bits of guessing for a value. */
export type SecretEstimator = (value: string) => number;

/**
 * zxcvbn's estimate in bits (the npm package @zxcvbn-ts/core with its common and English
 * dictionaries), loaded only when production starts and not kept: its dictionaries hold about
 * 24 MB of heap while in use. l33t substitutions are tried 4 at a time: the package's default
 * took 11 s on a 64-character key, 4 still finds `s3cr3tk3y`.
 */
export async function loadSecretEstimator(): Promise<SecretEstimator> {
  const [{ ZxcvbnFactory }, common, english] = await Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common"), import("@zxcvbn-ts/language-en")]);
  const zxcvbn = new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    l33tMaxSubstitutions: 4,
  });
  return (value) => (value ? zxcvbn.check(value).guessesLog10 * Math.log2(10) : 0);
}

const isPlaceholder = (value: string) => KNOWN_PLACEHOLDERS.has(value.trim()) || PLACEHOLDER_WORDS.test(value);

export type SecretSettings = {
  JWT_SECRET?: string;
  METRICS_TOKEN?: string;
  ADMIN_PHONE?: string;
  ADMIN_PASSWORD?: string;
  /** The database password, from DATABASE_URL or PGPASSWORD; only compared with placeholders. */
  databasePassword?: string;
};

/**
 * What is wrong with production's secrets, one sentence each saying what to do; empty when
 * they may be used. Never includes a value.
 */
export function productionSecretProblems(settings: SecretSettings, estimate: SecretEstimator): string[] {
  const problems: string[] = [];
  const jwt = settings.JWT_SECRET ?? "";
  if (!jwt) problems.push(`JWT_SECRET is not set: ${HOW_TO_SECRET}.`);
  else problems.push(...keyProblems("JWT_SECRET", jwt, "anyone can sign tokens with it", estimate));
  // Unset, /metrics is for signed-in admins only; set, it is a bearer key like the JWT's.
  if (settings.METRICS_TOKEN !== undefined) problems.push(...keyProblems("METRICS_TOKEN", settings.METRICS_TOKEN, "anyone can read /metrics with it", estimate));

  const password = settings.ADMIN_PASSWORD;
  if (password !== undefined) {
    if (isPlaceholder(password)) {
      problems.push("ADMIN_PASSWORD is a placeholder or a public demo password: choose the admin's own password and put it in .env.");
    } else if (!passwordSchema().safeParse(password).success) {
      problems.push(`ADMIN_PASSWORD does not meet the password rules (6 characters and more, at most ${PASSWORD_MAX_BYTES} bytes): choose a longer one.`);
    }
  }
  if (settings.ADMIN_PHONE && password === undefined) problems.push("ADMIN_PHONE is set without ADMIN_PASSWORD: set both, or neither.");

  problems.push(...databasePasswordProblems(settings.databasePassword));
  return problems;
}

/** The database password's problems alone: what `node server.js migrate` checks (it signs nothing). */
export function databasePasswordProblems(password: string | undefined): string[] {
  if (!password || !isPlaceholder(password)) return [];
  return [
    "The database password is the placeholder of .env.example: set POSTGRES_PASSWORD (the owner's, before the database's first start) and POSTGRES_APP_PASSWORD (the app's role) each to `openssl rand -base64 32`.",
  ];
}

function keyProblems(name: string, value: string, risk: string, estimate: SecretEstimator): string[] {
  if (isPlaceholder(value)) return [`${name} is the placeholder of .env.example or deploy/k8s: ${risk}; ${HOW_TO_SECRET}.`];
  if (value.length < MIN_SECRET_LENGTH) return [`${name} has fewer than ${MIN_SECRET_LENGTH} characters: ${HOW_TO_SECRET}.`];
  if (estimate(value) < MIN_SECRET_BITS) return [`${name} looks guessable (words, dates or repeats, not random characters): ${HOW_TO_SECRET}.`];
  return [];
}
