import { readFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it } from "vitest";
import { VERSION } from "@/lib/version";
import ru from "@/messages/ru.json";
import uz from "@/messages/uz.json";
import { AppVersion } from "./admin-shell";

const pkg = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../../package.json"), "utf8")) as { version: string };

// app/admin/layout.tsx hands the shell lib/version's VERSION; the sidebar's bottom shows it.
describe("the admin shell's version line", () => {
  it.each([
    ["uz", uz, `Versiya ${pkg.version}`],
    ["ru", ru, `Версия ${pkg.version}`],
  ] as const)("shows package.json's version in %s", (locale, messages, text) => {
    const html = renderToStaticMarkup(createElement(NextIntlClientProvider, { locale, messages, timeZone: "Asia/Tashkent", children: createElement(AppVersion, { version: VERSION }) }));
    expect(html).toContain(text);
  });
});
