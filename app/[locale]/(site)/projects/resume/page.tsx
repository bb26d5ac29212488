import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { pageUser } from "@/components/auth/page-user";
import { SecurityTab } from "@/components/auth/security-tab";
import { ClientMessages } from "@/components/i18n/client-messages";
import { formRefusalText } from "@/lib/api/form-post";
import type { Locale } from "@/lib/i18n/locales";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("security");
  return { title: t("title") };
}

// Spec §2: the security tab (Xavfsizlik). `?form=password&…` is the password form's outcome
// when it was posted before the page's scripts ran (app/auth/change-password).
export default async function SecurityPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [query, user, locale] = await Promise.all([searchParams, pageUser(), getLocale()]);
  return (
    <ClientMessages paths={["security", "parent.notifications", "auth.changePassword", "api.validation"]}>
      <SecurityTab
        initialUser={user}
        passwordRefusal={formRefusalText(query, "password", locale as Locale)}
        passwordChanged={query.form === "password" && query.done === "1"}
      />
    </ClientMessages>
  );
}
