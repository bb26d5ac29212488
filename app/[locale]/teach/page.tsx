import { getLocale, getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { TeacherHome } from "@/components/teach/teacher-home";
import { pageCaller } from "@/lib/auth/page-caller";
import type { Locale } from "@/lib/i18n/locales";
import { getTeacherHome } from "@/lib/teaching/teacher-reads";

export async function generateMetadata() {
  const t = await getTranslations("teach.home");
  return { title: t("metaTitle") };
}

export default async function TeachHomePage() {
  const caller = await pageCaller();
  if (caller?.role !== "teacher") redirect("/");
  const home = await getTeacherHome({ caller, locale: (await getLocale()) as Locale });
  return <TeacherHome {...home} />;
}
