import { getLocale, getTranslations } from "next-intl/server";
import { SettingsView } from "@/components/admin/settings/settings-view";
import { formRefusalText } from "@/lib/api/form-post";
import type { Locale } from "@/lib/i18n/locales";

export async function generateMetadata() {
  const t = await getTranslations("admin.settings");
  return { title: t("title") };
}

// `?form=password&…`: the password form's outcome when it was posted before the page's scripts ran.
export default async function AdminSettingsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [query, locale] = await Promise.all([searchParams, getLocale()]);
  return <SettingsView passwordRefusal={formRefusalText(query, "password", locale as Locale)} passwordChanged={query.form === "password" && query.done === "1"} />;
}
