"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ChangePasswordForm } from "./change-password-form";
import { NotificationPreferencesCard } from "./notification-preferences-card";
import { SessionsCard } from "./sessions-card";
import { TelegramCard } from "./telegram-card";
import type { SessionUser } from "./types";
import { useProfile } from "./use-profile";

type SecurityTabProps = {
  initialUser?: SessionUser | null;
  /** What the password form, posted before the page's scripts ran, came back with (app/auth/change-password). */
  passwordRefusal?: string | null;
  passwordChanged?: boolean;
};

export function SecurityTab({ initialUser, passwordRefusal = null, passwordChanged = false }: SecurityTabProps) {
  const t = useTranslations("security");
  const tPassword = useTranslations("auth.changePassword");
  const { state, reload } = useProfile(initialUser);
  const [open, setOpen] = useState(Boolean(passwordRefusal));
  const [changed, setChanged] = useState<string | null>(passwordChanged ? tPassword("success") : null);

  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-6 md:px-8 md:py-10">
      <header className="mb-6">
        <h1 className="text-2xl font-bold text-white md:text-3xl">{t("title")}</h1>
        <p className="mt-1 text-sm text-gray-400">{t("subtitle")}</p>
      </header>

      {state.status === "loading" ? (
        <div role="status" aria-label={t("loading")} className="space-y-4">
          <Skeleton className="h-28" />
          <Skeleton className="h-48" />
        </div>
      ) : state.status === "guest" ? (
        <Card className="flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="text-lg font-semibold text-white">{t("loginTitle")}</h2>
            <p className="mt-1 text-sm text-gray-400">{t("loginPrompt")}</p>
          </div>
          <Link href="/projects/blogs" className={buttonClass("primary", "md")}>
            {t("login")}
          </Link>
        </Card>
      ) : state.status === "error" ? (
        <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
          <span>{state.network ? t("networkError") : t("loadError")}</span>
          <Button size="sm" variant="secondary" onClick={() => void reload()}>
            {t("retry")}
          </Button>
        </Alert>
      ) : (
        <div className="grid gap-6 lg:grid-cols-5">
          <div className="space-y-6 lg:col-span-3">
            <Card>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <h2 className="text-lg font-semibold text-white">{t("password.title")}</h2>
                  <p className="mt-1 text-sm text-gray-400">{t("password.hint")}</p>
                </div>
                <Button
                  variant={open ? "ghost" : "secondary"}
                  aria-expanded={open}
                  aria-controls="security-password-form"
                  onClick={() => {
                    setOpen(!open);
                    setChanged(null);
                  }}
                >
                  {open ? t("password.close") : t("password.open")}
                </Button>
              </div>
              {changed ? (
                <Alert tone="success" className="mt-4">
                  {changed}
                </Alert>
              ) : null}
              {open ? (
                <div id="security-password-form" className="mt-5 border-t border-white/5 pt-5">
                  <ChangePasswordForm
                    idPrefix="security-cp"
                    page="/projects/resume"
                    initialError={passwordRefusal}
                    showSuccess={false}
                    onSuccess={(message) => {
                      setChanged(message);
                      setOpen(false);
                    }}
                  />
                </div>
              ) : null}
            </Card>

            <SessionsCard />
            <TelegramCard />
            <NotificationPreferencesCard />
          </div>

          <Card className="h-fit lg:col-span-2">
            <h2 className="text-lg font-semibold text-white">{t("tips.title")}</h2>
            <ul className="mt-4 space-y-3 text-sm text-gray-300">
              {(["length", "unique", "share", "logout"] as const).map((key) => (
                <li key={key} className="flex gap-2.5">
                  <span aria-hidden className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-400" />
                  {t(`tips.${key}`)}
                </li>
              ))}
            </ul>
          </Card>
        </div>
      )}
    </main>
  );
}
