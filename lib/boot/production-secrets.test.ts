import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { estimatedBits, productionSecretProblems } from "./production-secrets";

const example = readFileSync(path.resolve(import.meta.dirname, "../../.env.example"), "utf8");
const exampleValue = (name: string) => new RegExp(`^${name}=(.*)$`, "m").exec(example)?.[1];
const strong = () => randomBytes(48).toString("base64");
const good = { JWT_SECRET: strong(), ADMIN_PHONE: "+998 90 123 45 67", ADMIN_PASSWORD: "a-long-admin-passphrase", databasePassword: strong() };

describe("production secrets", () => {
  it("accepts what `openssl rand -base64 48` makes and an admin password within the rules", () => {
    expect(productionSecretProblems(good)).toEqual([]);
  });

  it.each(["JWT_SECRET", "ADMIN_PASSWORD", "POSTGRES_PASSWORD"])("refuses .env.example's %s, saying what to do", (name) => {
    const value = exampleValue(name);
    expect(value).toBeTruthy();
    const key = name === "POSTGRES_PASSWORD" ? "databasePassword" : name;
    const problems = productionSecretProblems({ ...good, [key]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/placeholder/);
    // Never the value itself: start-up logs the message.
    expect(problems[0]).not.toContain(value!);
  });

  it.each([
    ["missing", undefined, /not set.*openssl rand -base64 48/],
    ["short", "abcdefghijklmnopqrstuvwxyz", /fewer than 32 characters/],
    ["low-entropy", "a".repeat(40), /guessable/],
    ["a repeated word", "qadamqadamqadamqadamqadamqadamqadamqadam", /guessable/],
    ["with a placeholder word", `${strong()}-changeme`, /placeholder/],
  ])("refuses a %s JWT_SECRET", (_what, JWT_SECRET, message) => {
    const problems = productionSecretProblems({ ...good, JWT_SECRET });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
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

  it("estimates bits from the characters' spread", () => {
    expect(estimatedBits("")).toBe(0);
    expect(estimatedBits("aaaa")).toBe(0);
    expect(estimatedBits("abcd")).toBe(8);
    expect(estimatedBits(strong())).toBeGreaterThan(300);
  });
});
