const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "::1", "[::1]"]);

/**
 * Demo mode is for one machine: the admin's password is public and the database lives in the
 * project folder. Listening beyond localhost, start-up says so loudly (issue 8), with the way
 * to run for real. Null when the host is local.
 */
export function demoExposureWarning(host: string, options: { publicAdmin: boolean }): string | null {
  if (LOCAL_HOSTS.has(host.trim().toLowerCase())) return null;
  const rule = "!".repeat(78);
  return [
    rule,
    `!! DEMO MODE, listening on ${host}: other machines can reach this server.`,
    options.publicAdmin
      ? "!! Its admin password is the public demo one: anyone who reaches it can sign in as admin."
      : "!! It runs on the embedded demo database with the demo students' public passwords.",
    "!! To run for real: set DATABASE_URL (your PostgreSQL), NODE_ENV=production,",
    "!! JWT_SECRET (32+ characters), ADMIN_PHONE and ADMIN_PASSWORD (README, Deploying).",
    "!! To keep the demo private: HOST=127.0.0.1.",
    rule,
  ].join("\n");
}
