import { readFileSync } from "node:fs";
import path from "node:path";
import { createElement, type FunctionComponent, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { AppRouterContext, type AppRouterInstance } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { PathnameContext } from "next/dist/shared/lib/hooks-client-context.shared-runtime";
import { describe, expect, it } from "vitest";
import { VERSION } from "@/lib/version";
import ru from "@/messages/ru.json";
import uz from "@/messages/uz.json";
import { AdminShell } from "./admin-shell";

const pkg = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../../package.json"), "utf8")) as { version: string };

/** createElement of a component whose props type requires children, given as the third argument. */
function around<P extends { children?: ReactNode }>(type: FunctionComponent<P>, props: Omit<P, "children">, children: ReactNode) {
  return createElement(type, props as P, children);
}

// The shell as Next renders it on the server: the router and the path come from Next's contexts.
function render(locale: "uz" | "ru", messages: typeof uz): string {
  const router: AppRouterInstance = { back() {}, forward() {}, refresh() {}, push() {}, replace() {}, prefetch() {}, bfcacheId: "test" };
  const shell = around(AdminShell, { admin: { id: "admin", fullName: "Aziza Admin", phone: "+998901234567" }, version: VERSION }, null);
  const routed = createElement(AppRouterContext.Provider, { value: router }, createElement(PathnameContext.Provider, { value: "/admin/dashboard" }, shell));
  return renderToStaticMarkup(around(NextIntlClientProvider, { locale, messages, timeZone: "Asia/Tashkent" }, routed));
}

// app/[locale]/admin/layout.tsx hands the shell lib/version's VERSION (a required prop).
describe("the admin shell", () => {
  it.each([
    ["uz", uz, `Versiya ${pkg.version}`],
    ["ru", ru, `Версия ${pkg.version}`],
  ] as const)("shows package.json's version at the bottom of the sidebar in %s", (locale, messages, text) => {
    const sidebar = /<aside[\s\S]*<\/aside>/.exec(render(locale, messages))?.[0] ?? "";
    expect(sidebar).toContain(text);
  });
});
