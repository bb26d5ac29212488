import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { LanguageSwitch } from "@/components/shell/language-switch";
import { PRODUCT_NAME } from "@/lib/product";
import { LogoutButton } from "./logout-button";

/** The parent's own shell (issue 38): a top bar with the name, the language and sign-out; one column on a phone. */
export async function ParentShell({ parentName, children }: { parentName: string; children: ReactNode }) {
  const t = await getTranslations("parent.shell");
  return (
    <div className="min-h-dvh bg-surface">
      <header className="sticky top-0 z-10 border-b border-white/10 bg-surface/95 backdrop-blur">
        <div className="mx-auto flex w-full max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <div className="min-w-0">
            <Link href="/home" className="text-lg font-bold text-white" title={t("home")}>
              {PRODUCT_NAME}
            </Link>
            <p className="truncate text-xs text-gray-400">{t("signedInAs", { name: parentName })}</p>
          </div>
          <div className="flex items-center gap-3">
            <LanguageSwitch compact />
            <LogoutButton />
          </div>
        </div>
      </header>
      {children}
    </div>
  );
}
