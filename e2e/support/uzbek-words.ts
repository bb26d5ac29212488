import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";

// Issue 10: a reader who chose Russian reads no Uzbek interface word. The Uzbek interface words
// are the words of the Uzbek messages that the Russian messages do not also use (brand names,
// "HTML", placeholders) and that are not part of typed content (demo courses, names, places).

const root = process.cwd();
const uz = JSON.parse(readFileSync(path.join(root, "messages/uz.json"), "utf8")) as unknown;
const ru = JSON.parse(readFileSync(path.join(root, "messages/ru.json"), "utf8")) as unknown;

function texts(node: unknown): string[] {
  if (typeof node === "string") return [node];
  if (typeof node !== "object" || node === null) return [];
  return Object.values(node).flatMap(texts);
}

const WORD = /[A-Za-zʻʼ'‘’]+/g;
export const words = (text: string) => (text.match(WORD) ?? []).map((word) => word.replace(/[ʻʼ‘’]/g, "'").replace(/^'+|'+$/g, "").toLowerCase());

/** What people typed (demo courses, names, places, schools): their words are not interface words. */
function typedContent(): string {
  const dirs = ["prisma/seed-data", "lib/geo"];
  return dirs
    .flatMap((dir) => readdirSync(path.join(root, dir)).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts")).map((name) => path.join(root, dir, name)))
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
}

const shared = new Set(texts(ru).flatMap(words));
const typed = new Set(words(typedContent()));
const UZBEK = new Set(texts(uz).flatMap(words).filter((word) => word.length >= 3 && !shared.has(word) && !typed.has(word)));
// The currency, level, week and certificate names are data values the issue names; they must come from messages.
for (const word of ["so'm", "hafta", "boshlang'ich", "yuqori", "sertifikati"]) UZBEK.add(word);

/** The page's text as a reader meets it: the body's, and every aria-label, title and placeholder. */
export async function visibleText(page: Page): Promise<string> {
  await page.waitForLoadState("networkidle");
  return page.evaluate(() => {
    const parts = [document.body.innerText];
    for (const element of Array.from(document.querySelectorAll("[aria-label],[title],[placeholder]"))) {
      for (const name of ["aria-label", "title", "placeholder"]) parts.push(element.getAttribute(name) ?? "");
    }
    return parts.join("\n");
  });
}

/** The Uzbek interface words in `text`, less those people typed (`allowed`). */
export function uzbekWords(text: string, allowed: Set<string>): string[] {
  return [...new Set(words(text).filter((word) => UZBEK.has(word) && !allowed.has(word)))];
}

function keyPaths(node: unknown, prefix: string[] = []): string[] {
  if (typeof node !== "object" || node === null) return prefix.length > 1 ? [prefix.join(".")] : [];
  return Object.entries(node).flatMap(([key, child]) => keyPaths(child, [...prefix, key]));
}
const KEYS = keyPaths(uz);

/** Message keys shown as they are ("questions.queue.asked"): next-intl's fallback for a message it could not format. */
export function rawKeys(text: string): string[] {
  return KEYS.filter((key) => text.includes(key));
}
