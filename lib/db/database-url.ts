/** The same server and credentials, another database. */
export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export type DatabaseParts = { host: string; port?: string; user?: string; password?: string; database?: string };

/**
 * DATABASE_URL from libpq-style parts (PGHOST, PGPORT, PGUSER, PGPASSWORD, PGDATABASE), each
 * percent-encoded: a password with `/`, `@` or `#` pasted into a URL gives "Invalid URL" or,
 * worse, another host (issue 24).
 */
export function databaseUrlFromParts(parts: DatabaseParts): string {
  const url = new URL("postgresql://localhost");
  url.hostname = parts.host;
  if (parts.port) url.port = parts.port;
  url.username = encodeURIComponent(parts.user ?? "postgres");
  if (parts.password) url.password = encodeURIComponent(parts.password);
  url.pathname = `/${encodeURIComponent(parts.database ?? parts.user ?? "postgres")}`;
  return url.toString();
}

/** The password in a connection string, decoded; an Error saying how to fix a URL that does not parse. */
export function passwordOf(databaseUrl: string): string {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    throw new Error(
      "DATABASE_URL is not a valid URL: percent-encode the password's special characters (/ as %2F, @ as %40, # as %23), or leave DATABASE_URL unset and give PGHOST, PGPORT, PGUSER, PGPASSWORD and PGDATABASE",
    );
  }
  return decodeURIComponent(url.password);
}
