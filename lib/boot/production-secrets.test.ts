import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { parseAllDocuments } from "yaml";
import { loadSecretEstimator, MIN_SECRET_BITS, productionSecretProblems as problemsWith, type SecretEstimator, type SecretSettings } from "./production-secrets";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const example = read(".env.example");
const exampleValue = (name: string) => new RegExp(`^${name}=(.*)$`, "m").exec(example)?.[1];
const base64Key = () => randomBytes(48).toString("base64");
const hexKey = () => randomBytes(16).toString("hex");
let estimatedBits: SecretEstimator;
beforeAll(async () => {
  estimatedBits = await loadSecretEstimator();
});
const productionSecretProblems = (settings: SecretSettings) => problemsWith(settings, estimatedBits);
const good = { JWT_SECRET: base64Key(), ADMIN_PHONE: "+998 90 123 45 67", ADMIN_PASSWORD: "a-long-admin-passphrase", databasePassword: base64Key() };

// Every example secret the repository ships, wherever an operator may copy one from: the
// assignments of .env.example, the example Secret's stringData, and `NAME=value` or
// `NAME: value` for a secret's name in compose.yaml, README and docs (not `$(openssl …)`,
// `${…}` or an ellipsis).
const SECRET_NAMES = ["JWT_SECRET", "METRICS_TOKEN", "ADMIN_PASSWORD", "POSTGRES_PASSWORD", "POSTGRES_APP_PASSWORD", "PGPASSWORD"] as const;
type SecretName = (typeof SECRET_NAMES)[number];
function shippedExamples(): [string, SecretName, string][] {
  const found: [string, SecretName, string][] = [];
  const secret = parseAllDocuments(read("deploy/k8s/secret.example.yaml"))[0]!.toJS() as { stringData: Record<string, string> };
  for (const [name, value] of Object.entries(secret.stringData)) found.push(["deploy/k8s/secret.example.yaml", name as SecretName, value]);
  const texts = [".env.example", "compose.yaml", "README.md", ...readdirSync(path.join(root, "docs")).filter((file) => file.endsWith(".md")).map((file) => `docs/${file}`)];
  for (const file of texts) {
    for (const name of SECRET_NAMES) {
      for (const match of read(file).matchAll(new RegExp(`\\b${name}(?:=|: )['"]?([^\\s'"\`]+)`, "g"))) {
        const value = match[1]!;
        if (/^(\$|…|\.\.\.)/.test(value) || value === "") continue;
        found.push([file, name, value]);
      }
    }
  }
  return found;
}
const asSetting = (name: SecretName, value: string) =>
  name === "POSTGRES_PASSWORD" || name === "POSTGRES_APP_PASSWORD" || name === "PGPASSWORD" ? { databasePassword: value } : { [name]: value };

describe("production secrets", () => {
  it("accepts real random keys: 48 bytes in base64, 128 bits in hex, for JWT_SECRET and METRICS_TOKEN", () => {
    expect(productionSecretProblems(good)).toEqual([]);
    for (const key of [base64Key(), hexKey(), hexKey(), hexKey(), randomBytes(32).toString("base64url")]) {
      expect(productionSecretProblems({ ...good, JWT_SECRET: key, METRICS_TOKEN: key }), key).toEqual([]);
    }
  });

  it("finds the examples the repository ships: .env.example's three and the example Secret's four", () => {
    const files = shippedExamples().map(([file, name]) => `${file} ${name}`);
    expect(files).toEqual(
      expect.arrayContaining([
        ".env.example JWT_SECRET",
        ".env.example ADMIN_PASSWORD",
        ".env.example POSTGRES_PASSWORD",
        ".env.example POSTGRES_APP_PASSWORD",
        "deploy/k8s/secret.example.yaml JWT_SECRET",
        "deploy/k8s/secret.example.yaml METRICS_TOKEN",
        "deploy/k8s/secret.example.yaml ADMIN_PASSWORD",
        "deploy/k8s/secret.example.yaml PGPASSWORD",
      ]),
    );
  });

  it.each(shippedExamples())("refuses %s's %s, without repeating it", (_file, name, value) => {
    const problems = productionSecretProblems({ ...good, ...asSetting(name, value) });
    expect(problems).toHaveLength(1);
    // Never the value itself: start-up logs the message.
    expect(problems[0]).not.toContain(value);
  });

  it.each(["JWT_SECRET", "ADMIN_PASSWORD", "POSTGRES_PASSWORD", "POSTGRES_APP_PASSWORD"] as const)("calls .env.example's %s a placeholder", (name) => {
    expect(productionSecretProblems({ ...good, ...asSetting(name, exampleValue(name)!) })).toEqual([expect.stringMatching(/placeholder/)]);
  });

  it.each([
    ["missing", undefined, /not set.*openssl rand -base64 48/],
    ["short", "abcdefghijklmnopqrstuvwxyz", /fewer than 32 characters/],
    ["low-entropy", "a".repeat(40), /guessable/],
    ["a repeated word", "qadamqadamqadamqadamqadamqadamqadamqadam", /guessable/],
    ["made of words and a year (issue 45)", "qadamacademysecretkeyforproduction2026", /guessable/],
    ["the same in l33t", "qadam4c4d3mys3cr3tk3yf0rpr0duct10n2026", /guessable/],
    ["with a placeholder word", `${base64Key()}-changeme`, /placeholder/],
  ])("refuses a JWT_SECRET: %s", (_what, JWT_SECRET, message) => {
    const problems = productionSecretProblems({ ...good, JWT_SECRET });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
  });

  it.each([
    ["the k8s example's", "change-me-to-a-long-random-token", /METRICS_TOKEN is the placeholder/],
    ["short", "0123456789abcdef", /METRICS_TOKEN has fewer than 32 characters/],
    ["made of words and a year", "qadamacademysecretkeyforproduction2026", /METRICS_TOKEN looks guessable/],
  ])("refuses a METRICS_TOKEN: %s", (_what, METRICS_TOKEN, message) => {
    expect(productionSecretProblems({ ...good, METRICS_TOKEN })).toEqual([expect.stringMatching(message)]);
  });

  it.each([
    ["under the password rules", "12345", /password rules/],
    ["the demo admin's", "admin12345", /demo password/],
    ["over 72 bytes", "ж".repeat(40), /password rules/],
  ])("refuses an admin password %s", (_what, ADMIN_PASSWORD, message) => {
    expect(productionSecretProblems({ ...good, ADMIN_PASSWORD })).toEqual([expect.stringMatching(message)]);
  });

  it("refuses ADMIN_PHONE without ADMIN_PASSWORD", () => {
    expect(productionSecretProblems({ ...good, ADMIN_PASSWORD: undefined })).toEqual([expect.stringMatching(/without ADMIN_PASSWORD/)]);
  });

  it("estimates bits as an attacker's guesses: a random key far above the floor, words and repeats far below", () => {
    expect(estimatedBits("")).toBe(0);
    expect(estimatedBits(base64Key())).toBeGreaterThan(200);
    expect(estimatedBits(hexKey())).toBeGreaterThan(MIN_SECRET_BITS + 5);
    expect(estimatedBits("qadamacademysecretkeyforproduction2026")).toBeLessThan(MIN_SECRET_BITS - 5);
    expect(estimatedBits("x".repeat(64))).toBeLessThan(20);
  });
});
