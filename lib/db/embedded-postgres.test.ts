import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { assertClusterMatches } from "./embedded-postgres";

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function clusterOf(version: string): Promise<string> {
  dir = await mkdtemp(path.join(os.tmpdir(), "qadam-cluster-"));
  await writeFile(path.join(dir, "PG_VERSION"), `${version}\n`);
  return dir;
}

describe("assertClusterMatches", () => {
  it("opens a cluster made by the shipped major", async () => {
    await expect(assertClusterMatches(await clusterOf("15"), 15)).resolves.toBeUndefined();
  });

  it("refuses a cluster of another major with what to do about it", async () => {
    const cluster = await clusterOf("18");
    await expect(assertClusterMatches(cluster, 15)).rejects.toThrow(/made by PostgreSQL 18; this version of Qadam runs PostgreSQL 15\. Back it up/);
  });

  it("knows the shipped major from the package", async () => {
    await expect(assertClusterMatches(await clusterOf("15"))).resolves.toBeUndefined();
  });
});
