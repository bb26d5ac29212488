import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The real start path (`npm start` runs exactly this command; the image runs its compiled
// server.js) with one bad setting each, as an operator's typo makes it (issue 45: twenty lines
// of zod's report and a stack). What an operator and a log collector get must be one JSON line
// naming the variable, and a non-zero exit, before anything else starts.
const root = path.resolve(import.meta.dirname, "../..");

function start(settings: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  // A clean environment, not vitest's (NODE_ENV=test allows a low bcrypt cost); the database
  // is never reached.
  const child = spawn(process.execPath, ["--import", "./scripts/server-only-hook.mjs", "--import", "tsx", "server.ts"], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "production", DATABASE_URL: "postgresql://qadam@127.0.0.1:9/qadam", ...settings },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, stdout, stderr })));
}

describe("a bad setting at start-up", () => {
  it.each([
    ["BCRYPT_COST", "4", /below 10/],
    ["LOG_LEVEL", "debug", /not one of its values/],
    ["DB_POOL_SIZE", "ten", /not a whole number/],
  ])("%s=%s is one JSON line naming it, the problem and the fix, and exit 1", async (variable, value, problem) => {
    const run = await start({ [variable]: value });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr.endsWith("\n")).toBe(true);
    const lines = run.stderr.trimEnd().split("\n");
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toEqual({
      level: "error",
      time: expect.any(String),
      event: "invalid_setting",
      variable,
      problem: expect.stringMatching(problem),
      fix: expect.stringMatching(/^set /),
    });
  }, 120_000);
});
