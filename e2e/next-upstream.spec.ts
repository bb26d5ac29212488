import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

// The probe of issue 43, kept: a three-file app on the installed Next with Cache Components,
// built and asked for an unknown id in two shapes (docs/decisions.md, "The language as a route
// segment"):
// - a page that streams a shell and calls notFound() after request data answers 200 today
//   (vercel/next.js#95380, #98518). When this test fails there, Next has released the fix
//   (PR #95561): per-request pages may stream again, and proxy.ts's existence checks can go.
// - a page whose whole output is static (ensureStatic "navigation", its lookup in 'use cache')
//   answers a real 404 from the first request, and 200 for an id generateStaticParams did not list.

const root = path.resolve(import.meta.dirname, "..");
const PORT = Number(process.env.E2E_PORT ?? 3210) + 70;

const FILES: Record<string, string> = {
  "next.config.mjs": `export default { cacheComponents: true, partialPrefetching: false };\n`,
  "app/layout.tsx": `export default function Layout({ children }: { children: React.ReactNode }) {
  return <html lang="en"><body>{children}</body></html>;
}\n`,
  // #98518's shape: request data in a Suspense boundary, then notFound().
  "app/streamed/[id]/page.tsx": `import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { Suspense } from "react";
async function Item({ params }: { params: Promise<{ id: string }> }) {
  await cookies();
  const { id } = await params;
  if (id !== "known") notFound();
  return <p>item {id}</p>;
}
export default function Page({ params }: { params: Promise<{ id: string }> }) {
  return <Suspense fallback={<p>loading</p>}><Item params={params} /></Suspense>;
}\n`,
  // Issue 43's shape: the whole page static, the lookup cached and tagged.
  "app/static/[id]/page.tsx": `import { cacheLife, cacheTag } from "next/cache";
import { notFound } from "next/navigation";
export const ensureStatic = "navigation";
const KNOWN = ["listed", "unlisted"];
async function find(id: string) {
  "use cache";
  cacheTag("items", "item:" + id);
  cacheLife("max");
  return KNOWN.includes(id) ? { id } : null;
}
export function generateStaticParams() {
  return [{ id: "listed" }];
}
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const item = await find((await params).id);
  if (!item) notFound();
  return <p>item {item.id}</p>;
}\n`,
  "tsconfig.json": JSON.stringify({ compilerOptions: { jsx: "preserve", strict: true, module: "esnext", moduleResolution: "bundler", skipLibCheck: true, noEmit: true, esModuleInterop: true, isolatedModules: true, lib: ["dom", "esnext"], plugins: [{ name: "next" }] }, include: ["**/*.ts", "**/*.tsx"] }),
};

const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");

test("Next's unknown-id answers: 200 after a streamed shell (until #95561), 404 from a static page", async ({ request }) => {
  test.setTimeout(900_000);
  // Outside the repository (whose proxy.ts Next would take), with its node_modules linked in:
  // built by webpack, which follows the link where Turbopack keeps to the folder's own files.
  const dir = mkdtempSync(path.join(tmpdir(), "qadam-next-probe-"));
  let server: ChildProcess | undefined;
  try {
    for (const [file, text] of Object.entries(FILES)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" };
    const build = spawnSync(process.execPath, [nextBin, "build", "--webpack"], { cwd: dir, env, encoding: "utf8", timeout: 800_000 });
    expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
    server = spawn(process.execPath, [nextBin, "start", "-p", String(PORT), "-H", "127.0.0.1"], { cwd: dir, env, stdio: "ignore" });
    const base = `http://127.0.0.1:${PORT}`;
    await expect.poll(() => request.get(`${base}/static/listed`).then((r) => r.status(), () => 0), { timeout: 60_000 }).toBe(200);

    // When this one fails, Next has released #95561.
    expect((await request.get(`${base}/streamed/made-up`)).status(), "a streamed shell's unknown id").toBe(200);
    expect((await request.get(`${base}/streamed/known`)).status()).toBe(200);

    expect((await request.get(`${base}/static/made-up`)).status(), "a static page's unknown id").toBe(404);
    expect((await request.get(`${base}/static/made-up`)).status(), "the same unknown id again").toBe(404);
    expect((await request.get(`${base}/static/unlisted`)).status(), "a known id generateStaticParams did not list").toBe(200);
  } finally {
    server?.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  }
});
