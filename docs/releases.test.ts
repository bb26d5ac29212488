import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { packageVersion, readReleases } from "@/tests/support/releases";

// CHANGELOG.md's promise: package.json names the newest release, every migration folder belongs
// to exactly one release, and a release that adds migrations is a new minor (or major) version.
const migrationsDir = path.resolve(import.meta.dirname, "../prisma/migrations");
const folders = readdirSync(migrationsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

type Semver = [number, number, number];
function semver(version: string): Semver {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`${version} is not a version x.y.z`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Whether `next` may ship migrations after `previous`: a new minor or major, not a patch. */
function isMinorOrMajorStep(previous: string, next: string): boolean {
  const [a, b] = [semver(previous), semver(next)];
  return b[0] > a[0] || (b[0] === a[0] && b[1] > a[1]);
}

describe("releases in CHANGELOG.md", () => {
  const releases = readReleases();

  it("the newest is package.json's version", () => {
    expect(releases[0]?.version).toBe(packageVersion());
  });

  it("are in order, newest first, each a version x.y.z", () => {
    for (let i = 1; i < releases.length; i++) {
      const [newer, older] = [semver(releases[i - 1]!.version), semver(releases[i]!.version)];
      expect(newer[0] - older[0] || newer[1] - older[1] || newer[2] - older[2], `${releases[i - 1]!.version} after ${releases[i]!.version}`).toBeGreaterThan(0);
    }
  });

  it("name every migration folder exactly once, and only folders that exist", () => {
    const listed = releases.flatMap((release) => release.migrations);
    expect([...listed].sort()).toEqual(folders);
  });

  it("add migrations only in a new minor or major version", () => {
    for (let i = 0; i < releases.length - 1; i++) {
      const [release, previous] = [releases[i]!, releases[i + 1]!];
      if (release.migrations.length) expect(isMinorOrMajorStep(previous.version, release.version), `${release.version} adds migrations`).toBe(true);
    }
  });
});

describe("isMinorOrMajorStep", () => {
  it.each([
    ["0.2.0", "0.3.0", true],
    ["0.2.5", "0.3.0", true],
    ["0.9.0", "1.0.0", true],
    ["0.2.0", "0.2.1", false],
    ["1.4.2", "1.4.3", false],
  ])("%s → %s: %s", (previous, next, expected) => {
    expect(isMinorOrMajorStep(previous, next)).toBe(expected);
  });
});
