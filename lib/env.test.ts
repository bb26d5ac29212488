import { afterEach, describe, expect, it } from "vitest";
import { env, InvalidSettingsError, isDemoMode, isProduction, resetEnvCache } from "./env";

const saved = { ...process.env };

afterEach(() => {
  process.env = { ...saved };
  resetEnvCache();
});

function withEnv(values: Record<string, string | undefined>) {
  process.env = { ...saved, ...values };
  for (const [key, value] of Object.entries(values)) if (value === undefined) delete process.env[key];
  resetEnvCache();
}

describe("env", () => {
  it("has the documented defaults", () => {
    withEnv({ RATE_LIMIT_LOGIN_PER_PHONE: undefined, RATE_LIMIT_LOGIN_PER_ADDRESS: undefined, RATE_LIMIT_REGISTER_PER_ADDRESS: undefined, RATE_LIMIT_WINDOW_MINUTES: undefined, BCRYPT_COST: undefined, PORT: undefined });
    expect(env()).toMatchObject({
      PORT: 3000,
      BCRYPT_COST: 11,
      RATE_LIMIT_LOGIN_PER_PHONE: 10,
      RATE_LIMIT_LOGIN_PER_ADDRESS: 100,
      RATE_LIMIT_REGISTER_PER_ADDRESS: 30,
      RATE_LIMIT_WINDOW_MINUTES: 15,
      RATE_LIMIT_LOGIN_PHONE_CEILING: 100,
      RATE_LIMIT_LOGIN_ATTEMPTS_PER_ADDRESS: 300,
      TOPUP_MAX_PENDING: 3,
    });
  });

  it("takes an empty value as unset, as compose passes `VAR: ${VAR:-}` for optional settings", () => {
    withEnv({ RATE_LIMIT_LOGIN_PER_PHONE: "", METRICS_TOKEN: "", PORT: "" });
    expect(env()).toMatchObject({ RATE_LIMIT_LOGIN_PER_PHONE: 10, PORT: 3000 });
    expect(env().METRICS_TOKEN).toBeUndefined();
  });

  it("reads limits from the environment", () => {
    withEnv({ RATE_LIMIT_LOGIN_PER_PHONE: "3" });
    expect(env().RATE_LIMIT_LOGIN_PER_PHONE).toBe(3);
  });

  it("refuses nonsense instead of running with it", () => {
    withEnv({ BCRYPT_COST: "two" });
    expect(() => env()).toThrow();
  });

  it("refuses a bcrypt cost below 10 outside tests", () => {
    withEnv({ NODE_ENV: "production", BCRYPT_COST: "6", BCRYPT_ALLOW_LOW_COST: undefined });
    expect(() => env()).toThrow(/BCRYPT_COST: "6" is below 10/);
    withEnv({ NODE_ENV: "development", BCRYPT_COST: "9", BCRYPT_ALLOW_LOW_COST: undefined });
    expect(() => env()).toThrow(/BCRYPT_COST: "9" is below 10/);
    withEnv({ NODE_ENV: "production", BCRYPT_COST: "6", BCRYPT_ALLOW_LOW_COST: "1" });
    expect(env().BCRYPT_COST).toBe(6);
    withEnv({ NODE_ENV: "test", BCRYPT_COST: "4", BCRYPT_ALLOW_LOW_COST: undefined });
    expect(env().BCRYPT_COST).toBe(4);
    withEnv({ NODE_ENV: "production", BCRYPT_COST: "10", BCRYPT_ALLOW_LOW_COST: undefined });
    expect(env().BCRYPT_COST).toBe(10);
  });

  it.each([
    [{ NODE_ENV: "production", BCRYPT_COST: "4", BCRYPT_ALLOW_LOW_COST: undefined }, { variable: "BCRYPT_COST", problem: '"4" is below 10, a cost for tests only', fix: expect.stringMatching(/^set 10 or more .*default, 11$/) }],
    [{ LOG_LEVEL: "debug" }, { variable: "LOG_LEVEL", problem: '"debug" is not one of its values', fix: "set one of error, info, silent, or leave it unset for the default, info" }],
    [{ DB_POOL_SIZE: "ten" }, { variable: "DB_POOL_SIZE", problem: '"ten" is not a whole number', fix: "set a whole number, or leave it unset for the default, 10" }],
    [{ PORT: "0" }, { variable: "PORT", problem: '"0" is below 1', fix: "set 1 or more, or leave it unset for the default, 3000" }],
    [{ PGPORT: "db" }, { variable: "PGPORT", problem: '"db" is not a port number', fix: "set a port number, or leave it unset" }],
    [{ METRICS_TOKEN: "s3cret" }, { variable: "METRICS_TOKEN", problem: "its value is shorter than 16 characters", fix: "set 16 characters or more, or leave it unset" }],
  ])("names the variable, the value's problem and the fix for %j", (values, problem) => {
    withEnv(values);
    const error = (() => {
      try {
        env();
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(InvalidSettingsError);
    expect((error as InvalidSettingsError).problems).toEqual([problem]);
    // A secret's value is never repeated: the problem is logged.
    expect((error as Error).message).not.toContain("s3cret");
  });

  it("is production only with NODE_ENV=production outside demo mode", () => {
    withEnv({ NODE_ENV: "production", QADAM_DEMO: "1" });
    expect(isDemoMode()).toBe(true);
    expect(isProduction()).toBe(false);
    withEnv({ NODE_ENV: "production", QADAM_DEMO: undefined, DATABASE_URL: "postgresql://x" });
    expect(isProduction()).toBe(true);
  });
});
