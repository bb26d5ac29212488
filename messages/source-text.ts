import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith(".test.ts") ? [full] : [];
  });
}

/** The app's source (app, components, lib; not its tests) as one text, for the messages' tests to search. */
export function sourceText(): string {
  return ["app", "components", "lib"].flatMap(sourceFiles).map((file) => readFileSync(file, "utf8")).join("\n");
}
