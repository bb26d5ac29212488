"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { apiFetch } from "@/lib/api/client";

type Failure = "tokenNotFound" | "saveFailed";
type ProfileAnswer = { user: { id: string; fullName: string } };
/** The account the link signs into, and the one signed in here now (null when nobody is). */
type Pending = { current: string | null; next: string; confirm: () => void };

/**
 * Spec §2 Auto-login: the link's token is checked against the profile, then, once the reader
 * says yes, the server sets it as the httpOnly cookie (the page cannot), and the user goes to /.
 * The page always asks, signed in or not: a link (or a page that opens one) alone could
 * otherwise sign a victim into someone else's account, whose actions would then be theirs
 * (login CSRF, issue 25 item 10). A link to the account already signed in just goes to /.
 */
export function AutoLogin() {
  const t = useTranslations("auth.autoLogin");
  const token = useSearchParams().get("token")?.trim() ?? "";
  const [failure, setFailure] = useState<Failure | null>(token ? null : "tokenNotFound");
  const [pending, setPending] = useState<Pending | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    const headers = { authorization: `Bearer ${token}` };
    const signIn = async () => {
      setPending(null);
      const session = await apiFetch("/api/auth/session", { method: "POST", headers });
      if (!session.ok) {
        setFailure("saveFailed");
        return;
      }
      window.location.replace("/");
    };
    void (async () => {
      const [target, current] = await Promise.all([apiFetch<ProfileAnswer>("/api/user/profile", { headers }), apiFetch<ProfileAnswer>("/api/user/profile")]);
      if (!target.ok) {
        setFailure(target.status === 0 ? "saveFailed" : "tokenNotFound");
        return;
      }
      if (current.ok && current.data.user.id === target.data.user.id) {
        window.location.replace("/");
        return;
      }
      setPending({ current: current.ok ? current.data.user.fullName : null, next: target.data.user.fullName, confirm: () => void signIn() });
    })();
  }, [token]);

  return (
    <div className="grid min-h-[70dvh] place-items-center px-4 py-10">
      <Card className="w-full max-w-md text-center">
        {pending ? (
          <>
            <h1 className="text-xl font-bold text-white">{pending.current ? t("switchTitle") : t("confirmTitle")}</h1>
            <p className="mt-3 text-sm text-gray-300">
              {pending.current ? t("switchText", { current: pending.current, next: pending.next }) : t("confirmText", { next: pending.next })}
            </p>
            <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
              <button type="button" onClick={pending.confirm} className={buttonClass("primary")}>
                {t("switchConfirm", { next: pending.next })}
              </button>
              <Link href="/home" className={buttonClass("secondary")}>
                {pending.current ? t("switchCancel", { current: pending.current }) : t("confirmCancel")}
              </Link>
            </div>
          </>
        ) : failure ? (
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
