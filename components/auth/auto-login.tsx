"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { apiFetch } from "@/lib/api/client";

type Failure = "tokenNotFound" | "saveFailed";

/**
 * Spec §2 Auto-login: the link's token is checked against the profile, then the server sets
 * it as the httpOnly cookie (the page cannot), and the user goes to /.
 */
export function AutoLogin() {
  const t = useTranslations("auth.autoLogin");
  const token = useSearchParams().get("token")?.trim() ?? "";
  const [failure, setFailure] = useState<Failure | null>(token ? null : "tokenNotFound");
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    const headers = { authorization: `Bearer ${token}` };
    void (async () => {
      const profile = await apiFetch("/api/user/profile", { headers });
      if (!profile.ok) {
        setFailure(profile.status === 0 ? "saveFailed" : "tokenNotFound");
        return;
      }
      const session = await apiFetch("/api/auth/session", { method: "POST", headers });
      if (!session.ok) {
        setFailure("saveFailed");
        return;
      }
      window.location.replace("/");
    })();
  }, [token]);

  return (
    <div className="grid min-h-[70dvh] place-items-center px-4 py-10">
      <Card className="w-full max-w-md text-center">
        {failure ? (
          <>
            <h1 className="text-xl font-bold text-white">{t("errorTitle")}</h1>
            <p role="alert" className="mt-3 text-sm text-red-300">
              {t(failure)}
            </p>
            <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
              <Link href="/projects/blogs" className={buttonClass("primary")}>
                {t("login")}
              </Link>
              <Link href="/home" className={buttonClass("secondary")}>
                {t("home")}
              </Link>
            </div>
          </>
        ) : (
          <div role="status" className="flex flex-col items-center gap-4 py-4">
            <span aria-hidden className="size-10 animate-spin rounded-full border-4 border-brand-500/30 border-t-brand-400" />
            <p className="text-base font-medium text-white">{t("progress")}</p>
          </div>
        )}
      </Card>
    </div>
  );
}
