"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useState, type ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, cardClass } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { Skeleton } from "@/components/ui/skeleton";
import { initials } from "@/lib/users/initials";
import { sayUser } from "@/components/shell/signed-in-user";
import { LanguageSwitch } from "@/components/shell/language-switch";
import { ThemeControl } from "@/components/shell/theme-control";
import { apiFetch } from "@/lib/api/client";
import { formatPhone } from "@/lib/format/phone";
import { formatProfileDate } from "@/lib/format/date";
import { useMoney } from "@/lib/format/use-money";
import { ChangePasswordForm } from "./change-password-form";
import { LoginForm } from "./login-form";
import { LoginCodeForm, type LoginCodeState } from "./login-code-form";
import { RegisterForm } from "./register-form";
import type { SessionUser } from "./types";
import { useProfile } from "./use-profile";
import { DecisionNotifications } from "@/components/payments/decision-notifications";
import { PairingCodeCard } from "@/components/parent/pairing-code-card";
import { StreakCard } from "@/components/streaks/streak-card";
import { staffHome } from "@/lib/auth/staff-home";

// Spec §4 Auth page: an admin goes to /admin, a teacher to /teach and a parent to /parent, by a
// full page load (each area is its own app shell; issue 38).
function toStaffHome(role: string): boolean {
  const home = staffHome(role);
  if (home) window.location.assign(home);
  return home !== null;
}

/** The roles whose home is not this page. */
const awayRole = (role: string) => staffHome(role) !== null;

/** What a form posted before the page's scripts ran came back with (app/auth/*): a refusal's words, or done. */
export type FormOutcomes = { refusals?: { login: string | null; register: string | null; password: string | null }; passwordChanged?: boolean };

type ProfileTabProps = FormOutcomes & {
  /** The signed-in student's certificates, rendered on the server (issue 42). */
  certificates?: ReactNode;
  /** The signed-in student's groups, each with its leaderboard, rendered on the server (issue 42). */
  groups?: ReactNode;
  next?: string | null;
  initialUser?: SessionUser | null;
  initialMode?: AuthMode;
  /** Signing in with a code, as the page's address says (components/auth/login-code-state.ts). */
  codeSignIn?: LoginCodeState;
};

const CLOSED_CODE: LoginCodeState = { open: false, phone: null, sent: false, refusal: null };

export function ProfileTab({ certificates, groups, next = null, initialUser, initialMode = "login", refusals, passwordChanged = false, codeSignIn = CLOSED_CODE }: ProfileTabProps) {
  const t = useTranslations("profile");
  const router = useRouter();
  const { state, setUser, reload } = useProfile(initialUser);
  const [welcome, setWelcome] = useState<string | null>(null);

  useEffect(() => {
    if (state.status === "user") toStaffHome(state.user.role);
  }, [state]);

  function signedIn(user: SessionUser, how: "login" | "register") {
    if (toStaffHome(user.role)) return;
    // Back to the course the visitor wanted to enrol in (an internal path only, safeNextPath).
    if (next) {
      router.replace(next);
      router.refresh();
      return;
    }
    setUser(user);
    sayUser(user);
    // A new student is greeted at the top, not left scrolled down at the old Submit button.
    if (how === "register") {
      setWelcome(user.fullName);
      window.scrollTo({ top: 0 });
    }
    router.refresh();
    void reload();
  }

  async function logout() {
    await apiFetch("/api/auth/logout", { method: "POST" });
    try {
      window.localStorage.removeItem("jwt_token");
    } catch {
      // Nothing stored.
    }
    setUser(null);
    sayUser(null);
    router.refresh();
  }

  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-6 md:px-8 md:py-10">
      {state.status === "loading" || (state.status === "user" && awayRole(state.user.role)) ? (
        <ProfileSkeleton label={t("loading")} />
      ) : state.status === "user" ? (
        <>
          {welcome ? (
            <Alert tone="success" className="mb-6">
              {t("welcome", { name: welcome })}
            </Alert>
          ) : null}
          <ProfileView user={state.user} onLogout={logout} passwordRefusal={refusals?.password ?? null} passwordChanged={passwordChanged} />
          {certificates ? <div className="mt-8">{certificates}</div> : null}
          {groups ? <div className="mt-8">{groups}</div> : null}
        </>
      ) : (
        <>
          {next ? (
            <Alert tone="info" className="mb-6">
              {t("loginRequired")}
            </Alert>
          ) : null}
          {state.status === "error" ? (
            <Alert tone="error" className="mb-6 flex flex-wrap items-center justify-between gap-3">
              <span>{state.network ? t("networkError") : t("loadError")}</span>
              <Button size="sm" variant="secondary" onClick={() => void reload()}>
                {t("retry")}
              </Button>
            </Alert>
          ) : null}
          <AuthPanel onSignedIn={signedIn} next={next} initialMode={codeSignIn.open ? "code" : initialMode} refusals={refusals} codeSignIn={codeSignIn} />
        </>
      )}
    </main>
  );
}

function ProfileSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-6">
      <Card className="flex items-center gap-4">
        <Skeleton className="size-16 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-4 w-32" />
        </div>
      </Card>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-20" />
        ))}
      </div>
      <Skeleton className="h-64" />
    </div>
  );
}

/** "code" is the login tab's other way in: a one-time code in place of the password. */
type AuthMode = "login" | "register" | "code";

type AuthPanelProps = Pick<FormOutcomes, "refusals"> & {
  onSignedIn: (user: SessionUser, how: "login" | "register") => void;
  next: string | null;
  initialMode: AuthMode;
  codeSignIn: LoginCodeState;
};

function AuthPanel({ onSignedIn, next, initialMode, refusals, codeSignIn }: AuthPanelProps) {
  const t = useTranslations("auth");
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const tab = mode === "register" ? "register" : "login";
  const other = tab === "login" ? "register" : "login";
  // Before the page's scripts run, the switch is a link to the other form (?form=…).
  const otherHref = `/projects/blogs?${new URLSearchParams({ ...(other === "register" ? { form: "register" } : {}), ...(next ? { next } : {}) })}`;
  return (
    <div className="grid gap-6 lg:grid-cols-5 lg:items-start">
      <div className="rounded-2xl bg-gradient-to-br from-brand-600/25 via-brand-500/5 to-transparent p-5 ring-1 ring-brand-500/20 lg:col-span-2 lg:p-7">
        <h1 className="text-2xl font-bold text-white md:text-3xl">{tab === "login" ? t("login.heading") : t("register.heading")}</h1>
        <p className="mt-2 text-sm text-gray-300">{tab === "login" ? t("login.intro") : t("register.intro")}</p>
        <ul className="mt-5 hidden space-y-3 text-sm text-gray-300 sm:block">
          {(["courses", "progress", "payments"] as const).map((key) => (
            <li key={key} className="flex items-start gap-2.5">
              <span aria-hidden className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-400" />
              {t(`benefits.${key}`)}
            </li>
          ))}
        </ul>
      </div>
      <Card className="lg:col-span-3 lg:p-7">
        <div role="tablist" aria-label={t("modeLabel")} className="mb-6 grid grid-cols-2 gap-1 rounded-xl bg-surface p-1 ring-1 ring-white/10">
          {(["login", "register"] as const).map((option) => (
            <button
              key={option}
              type="button"
              role="tab"
              aria-selected={tab === option}
              onClick={() => setMode(option)}
              className={cn(
                "rounded-lg py-2 text-sm font-medium transition-colors",
                tab === option ? "bg-brand-600 text-white shadow" : "text-gray-400 hover:text-white",
              )}
            >
              {t(`${option}.tab`)}
            </button>
          ))}
        </div>
        {mode === "code" ? (
          <LoginCodeForm state={codeSignIn} next={next} onSuccess={(user) => onSignedIn(user, "login")} onPassword={() => setMode("login")} />
        ) : mode === "login" ? (
          <LoginForm next={next} initialError={refusals?.login ?? null} onSuccess={(user) => onSignedIn(user, "login")} onCode={() => setMode("code")} />
        ) : (
          <RegisterForm next={next} initialError={refusals?.register ?? null} onSuccess={(user) => onSignedIn(user, "register")} />
        )}
        <p className="mt-5 text-center text-sm text-gray-400">
          {tab === "login" ? t("login.switchPrompt") : t("register.switchPrompt")}{" "}
          <a
            href={otherHref}
            onClick={(event) => {
              event.preventDefault();
              setMode(other);
            }}
            className="font-medium text-brand-300 underline underline-offset-2 hover:text-brand-200"
          >
            {t(`${other}.tab`)}
          </a>
        </p>
      </Card>
    </div>
  );
}

type ProfileViewProps = { user: SessionUser; onLogout: () => Promise<void>; passwordRefusal: string | null; passwordChanged: boolean };

function ProfileView({ user, onLogout, passwordRefusal, passwordChanged }: ProfileViewProps) {
  const formatSom = useMoney();
  const t = useTranslations("profile");
  const tProviders = useTranslations("providers.profile");
  const locale = useLocale();
  const [leaving, setLeaving] = useState(false);
  const created = formatProfileDate(user.createdAt, locale === "ru" ? "ru" : "uz") ?? t("noData");
  const place = [user.region, user.district].filter(Boolean).join(", ");
  const school = [user.school, user.grade].filter(Boolean).join(", ");

  // Two columns on a phone: the long values (phone, date) take a whole row there.
  const facts = [
    { key: "phone", label: t("phone"), value: formatPhone(user.phone), wide: true },
    { key: "balance", label: t("balance"), value: formatSom(user.balance), accent: true },
    { key: "role", label: t("role"), value: t(`roles.${user.role}`) },
    { key: "createdAt", label: t("createdAt"), value: created, wide: true },
    ...(user.accountNumber ? [{ key: "accountNumber", label: tProviders("account"), value: String(user.accountNumber), wide: true }] : []),
  ];

  return (
    <div className="space-y-6">
      <Card className="relative overflow-hidden">
        <div aria-hidden className="absolute inset-x-0 top-0 h-24 bg-gradient-to-r from-brand-600/30 via-emerald-400/10 to-transparent" />
        <div className="relative flex flex-col gap-4 sm:flex-row sm:items-center">
          <span className="grid size-16 shrink-0 place-items-center rounded-full bg-surface text-xl font-bold text-brand-300 ring-2 ring-brand-500/50">{initials(user.fullName)}</span>
          <div className="min-w-0 flex-1">
            <h1 className="truncate text-xl font-bold text-white md:text-2xl" data-testid="profile-name">
              {user.fullName}
            </h1>
            <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-gray-400">
              <Badge tone="success">{t(`roles.${user.role}`)}</Badge>
              {place || school ? <span>{[place, school].filter(Boolean).join(" · ")}</span> : null}
            </div>
          </div>
          <Button
            variant="secondary"
            disabled={leaving}
            onClick={async () => {
              setLeaving(true);
              await onLogout();
            }}
            className="self-start sm:self-center"
          >
            {t("logout")}
          </Button>
        </div>
      </Card>

      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact.key} className={cn(cardClass, "p-4", fact.wide && "col-span-2 sm:col-span-1")}>
            <dt className="text-xs font-medium tracking-wide text-gray-500 uppercase">{fact.label}</dt>
            <dd data-testid={`profile-${fact.key}`} className={cn("mt-1.5 text-base font-semibold", fact.accent ? "text-brand-300" : "text-white")}>
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>

      <DecisionNotifications />

      {user.role === "student" || user.role === "student_offline" ? <StreakCard /> : null}

      {user.role === "student" || user.role === "student_offline" ? <PairingCodeCard /> : null}

      <div className="grid gap-6 lg:grid-cols-5">
        <Card className="lg:col-span-3">
          <h2 className="text-lg font-semibold text-white">{t("passwordTitle")}</h2>
          <p className="mt-1 mb-5 text-sm text-gray-400">{t("passwordHint")}</p>
          <ChangePasswordForm idPrefix="profile-cp" page="/projects/blogs" initialError={passwordRefusal} initialDone={passwordChanged} />
        </Card>
        <Card className="space-y-6 lg:col-span-2">
          <h2 className="text-lg font-semibold text-white">{t("preferences")}</h2>
          <div>
            <p className="text-sm font-medium text-gray-300">{t("language")}</p>
            <LanguageSwitch className="mt-2" />
          </div>
          <ThemeControl />
        </Card>
      </div>
    </div>
  );
}
