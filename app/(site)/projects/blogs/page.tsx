import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageUser } from "@/components/auth/page-user";
import { ProfileTab } from "@/components/auth/profile-tab";
import { safeNextPath } from "@/lib/auth/safe-next";
import { ClientMessages } from "@/components/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("profile");
  return { title: t("title") };
}

// Spec §2: the profile tab (Profil): the signed-in profile, or the login and registration forms.
// `?next=/courses/…` (a visitor sent here by an enrol click) says why and returns there after.
export default async function ProfilePage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  const [{ next }, user] = await Promise.all([searchParams, pageUser()]);
  return (
    <ClientMessages paths={["auth", "profile", "api.validation", "payments.notifications", "providers.profile"]}>
      <ProfileTab next={safeNextPath(next)} initialUser={user} />
    </ClientMessages>
  );
}
