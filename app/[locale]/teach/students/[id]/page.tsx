import { getLocale, getTranslations } from "next-intl/server";
import { notFound, redirect } from "next/navigation";
import { StudentCardView } from "@/components/teach/student-card";
import { AppError } from "@/lib/errors/app-error";
import { pageCaller } from "@/lib/auth/page-caller";
import type { Locale } from "@/lib/i18n/locales";
import { getStudentCard } from "@/lib/teaching/teacher-reads";

export async function generateMetadata() {
  const t = await getTranslations("teach.card");
  return { title: t("metaTitle") };
}

export default async function TeachStudentPage({ params }: { params: Promise<{ id: string }> }) {
  const caller = await pageCaller();
  if (caller?.role !== "teacher") redirect("/");
  const { id } = await params;
  const card = await getStudentCard({ caller, studentId: id, locale: (await getLocale()) as Locale }).catch((error: unknown) => {
    if (error instanceof AppError && (error.status === 404 || error.status === 403)) notFound();
    throw error;
  });
  return <StudentCardView card={card} />;
}
