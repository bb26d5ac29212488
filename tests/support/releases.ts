import { readFileSync } from "node:fs";
import path from "node:path";

// CHANGELOG.md's releases, newest first, each with the migration folders it added (its
// **Migrations** paragraph): docs/releases.test.ts checks them, tests/ops/rollback.test.ts
// builds an older version's migrations folder from them.
const root = path.resolve(import.meta.dirname, "../..");

export type Release = { version: string; migrations: string[] };

export function readReleases(changelog = readFileSync(path.join(root, "CHANGELOG.md"), "utf8")): Release[] {
  return changelog
    .split(/^## /m)
    .slice(1)
    .map((section) => {
      const version = section.slice(0, section.indexOf("\n")).trim();
      const paragraph = section.split(/\n\s*\n/).find((part) => part.startsWith("**Migrations**:")) ?? "";
      return { version, migrations: [...paragraph.matchAll(/`(\d{14}_\w+)`/g)].map((match) => match[1]!) };
    });
}

/** The migrations a version ships: its own and every older release's. */
export function migrationsOf(releases: Release[], version: string): string[] {
  const index = releases.findIndex((release) => release.version === version);
  if (index < 0) throw new Error(`CHANGELOG.md has no release ${version}`);
  return releases.slice(index).flatMap((release) => release.migrations).sort();
}

export const packageVersion = (): string => (JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { version: string }).version;
