import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { pageUser } from "@/components/auth/page-user";
import { MyCertificates } from "@/components/certificates/my-certificates";
import { pageCaller } from "@/lib/auth/page-caller";
import { findMyCertificates } from "@/lib/certificates/find-my-certificates";
import { MyGroups } from "@/components/streaks/my-groups";
import { findMyGroups } from "@/lib/streaks/find-my-groups";
import { ProfileTab } from "@/components/auth/profile-tab";
import { loginCodeState } from "@/components/auth/login-code-state";
import { formRefusalText } from "@/lib/api/form-post";
import { safeNextPath } from "@/lib/auth/safe-next";
import { ClientMessages } from "@/components/i18n/client-messages";
import type { Locale } from "@/lib/i18n/locales";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("profile");
  return { title: t("title") };
}

type Query = Record<string, string | string[] | undefined>;

// Spec §2: the profile tab (Profil): the signed-in profile, or the login and registration forms.
// `?next=/courses/…` (a visitor sent here by an enrol click) says why and returns there after.
// `?form=register` opens registration; `?form=…&error=…` is a form refused before the page's
// scripts ran (app/auth/*).
export default async function ProfilePage({ searchParams }: { searchParams: Promise<Query> }) {
  const [query, user, locale] = await Promise.all([searchParams, pageUser(), getLocale()]);
  const caller = user ? await pageCaller() : null;
  const [certificates, groups] = caller ? await Promise.all([findMyCertificates({ caller, locale: locale as Locale }), findMyGroups(caller.id)]) : [[], []];
  const refusals = {
    login: formRefusalText(query, "login", locale as Locale),
    register: formRefusalText(query, "register", locale as Locale),
    password: formRefusalText(query, "password", locale as Locale),
  };
  return (
    <ClientMessages paths={["auth", "profile", "api.validation", "payments.notifications", "providers.profile", "parent.register", "parent.codeCard", "streaks"]}>
      <ProfileTab
        next={safeNextPath(query.next)}
        initialUser={user}
        initialMode={query.form === "register" ? "register" : "login"}
        refusals={refusals}
        passwordChanged={query.form === "password" && query.done === "1"}
        codeSignIn={loginCodeState(query, locale as Locale)}
        certificates={<MyCertificates certificates={certificates} />}
        groups={<MyGroups groups={groups} />}
      />
    </ClientMessages>
  );
}
