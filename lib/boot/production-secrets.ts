import { PASSWORD_MAX_BYTES, passwordSchema } from "@/lib/auth/password-rules";

export const MIN_SECRET_LENGTH = 32;
// Shannon entropy of the value's own characters, in bits for the whole value: 48 random bytes
// in base64 (`openssl rand -base64 48`) give about 350; a sentence or a repeated word far less.
export const MIN_SECRET_BITS = 128;

// The values .env.example ships and the demo's public ones (issue 24: a token signed with the
// example JWT_SECRET opened the admin dashboard). tests/ops/production-secrets.test.ts fails
// when .env.example holds a secret this list would let through.
const KNOWN_PLACEHOLDERS = new Set([
  "change-me-to-a-long-random-password",
  "change-me-to-48-random-bytes-from-openssl-rand-base64",
  "change-me",
  "admin12345",
  "student123",
]);
const PLACEHOLDER_WORDS = /change-?me|placeholder|example|your[-_ ]?(secret|password)/i;

const HOW_TO_SECRET = "make one with `openssl rand -base64 48` and put it in .env (or the orchestrator's secret)";

/** Bits of Shannon entropy of the string taken as a sample of its own characters. */
export function estimatedBits(value: string): number {
  const counts = new Map<string, number>();
  for (const char of value) counts.set(char, (counts.get(char) ?? 0) + 1);
  const length = [...value].length;
  let perChar = 0;
  for (const count of counts.values()) perChar -= (count / length) * Math.log2(count / length);
  return perChar * length;
}

const isPlaceholder = (value: string) => KNOWN_PLACEHOLDERS.has(value.trim()) || PLACEHOLDER_WORDS.test(value);

export type SecretSettings = {
  JWT_SECRET?: string;
  ADMIN_PHONE?: string;
  ADMIN_PASSWORD?: string;
  /** The database password, from DATABASE_URL or PGPASSWORD; only compared with placeholders. */
  databasePassword?: string;
};

/**
 * What is wrong with production's secrets, one sentence each saying what to do; empty when
 * they may be used. Never includes a value.
 */
export function productionSecretProblems(settings: SecretSettings): string[] {
  const problems: string[] = [];
  const jwt = settings.JWT_SECRET ?? "";
  if (!jwt) problems.push(`JWT_SECRET is not set: ${HOW_TO_SECRET}.`);
  else if (isPlaceholder(jwt)) problems.push(`JWT_SECRET is the placeholder of .env.example: anyone can sign tokens with it; ${HOW_TO_SECRET}.`);
  else if (jwt.length < MIN_SECRET_LENGTH) problems.push(`JWT_SECRET has fewer than ${MIN_SECRET_LENGTH} characters: ${HOW_TO_SECRET}.`);
  else if (estimatedBits(jwt) < MIN_SECRET_BITS) problems.push(`JWT_SECRET looks guessable (too few different characters): ${HOW_TO_SECRET}.`);

  const password = settings.ADMIN_PASSWORD;
  if (password !== undefined) {
    if (isPlaceholder(password)) {
      problems.push("ADMIN_PASSWORD is a placeholder or a public demo password: choose the admin's own password and put it in .env.");
    } else if (!passwordSchema().safeParse(password).success) {
      problems.push(`ADMIN_PASSWORD does not meet the password rules (6 characters and more, at most ${PASSWORD_MAX_BYTES} bytes): choose a longer one.`);
    }
  }
  if (settings.ADMIN_PHONE && password === undefined) problems.push("ADMIN_PHONE is set without ADMIN_PASSWORD: set both, or neither.");

  if (settings.databasePassword && isPlaceholder(settings.databasePassword)) {
    problems.push("The database password is the placeholder of .env.example: set POSTGRES_PASSWORD to `openssl rand -base64 32` before the database's first start.");
  }
  return problems;
}
