import { expect, test } from "@playwright/test";
import { buildProbeApp, serveProbeApp } from "../scripts/next-probe-app.mjs";

// The probe of issue 43, kept: a three-file app on the installed Next with Cache Components,
// built and asked for an unknown id in two shapes (docs/decisions.md, "The language as a route
// segment"):
// - a page that streams a shell and calls notFound() after request data answers 200 today
//   (vercel/next.js#95380, #98518). When this test fails there, Next has released the fix
//   (PR #95561): per-request pages may stream again.
// - so does a blocking page (`instant = false`, no Suspense) that calls notFound() after request
//   data, unless the caller is one of `htmlLimitedBots`, whose pages Next renders whole before
//   it answers: turned on, Cache Components needs every caller named so (docs/decisions.md,
//   "Cache Components: what turning it on takes"). When the first request here answers 404,
//   Next has fixed it for blocking pages and the setting is not needed.
// - a page whose whole output is static (ensureStatic "navigation", its lookup in 'use cache')
//   answers a real 404 from the first request, and 200 for an id generateStaticParams did not list.

const PORT = Number(process.env.E2E_PORT ?? 3210) + 70;

const FILES: Record<string, string> = {
  "next.config.mjs": `export default { cacheComponents: true, partialPrefetching: false, htmlLimitedBots: /qadam-probe-bot/ };\n`,
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
  // Our per-request pages' shape: blocking, request data, then notFound().
  "app/blocking/[id]/page.tsx": `import { cookies } from "next/headers";
import { notFound } from "next/navigation";
export const instant = false;
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  await cookies();
  const { id } = await params;
  if (id !== "known") notFound();
  return <p>item {id}</p>;
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
};

test("Next's unknown-id answers: 200 after a shell (until #95561) unless rendered whole for a bot, 404 from a static page", async ({ request }) => {
  test.setTimeout(900_000);
  const { dir } = buildProbeApp(FILES);
  const { base, stop } = await serveProbeApp(dir, { port: PORT, readyPath: "/static/listed" });
  try {
    // When this one fails, Next has released #95561.
    expect((await request.get(`${base}/streamed/made-up`)).status(), "a streamed shell's unknown id").toBe(200);
    expect((await request.get(`${base}/streamed/known`)).status()).toBe(200);

    // When this one fails, a blocking page needs no htmlLimitedBots for its 404.
    expect((await request.get(`${base}/blocking/made-up`)).status(), "a blocking page's unknown id").toBe(200);
    const asBot = { headers: { "user-agent": "qadam-probe-bot" } };
    expect((await request.get(`${base}/blocking/made-up`, asBot)).status(), "the same, rendered whole").toBe(404);
    expect((await request.get(`${base}/blocking/known`, asBot)).status()).toBe(200);

    expect((await request.get(`${base}/static/made-up`)).status(), "a static page's unknown id").toBe(404);
    expect((await request.get(`${base}/static/made-up`)).status(), "the same unknown id again").toBe(404);
    expect((await request.get(`${base}/static/unlisted`)).status(), "a known id generateStaticParams did not list").toBe(200);
  } finally {
    await stop();
  }
});
