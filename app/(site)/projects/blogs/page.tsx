import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ProfileTab } from "@/components/auth/profile-tab";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("profile");
  return { title: t("title") };
}

// Spec §2: the profile tab (Profil): the signed-in profile, or the login and registration forms.
export default function ProfilePage() {
  return <ProfileTab />;
}
