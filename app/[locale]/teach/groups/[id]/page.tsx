import { getTranslations } from "next-intl/server";
import { notFound, redirect } from "next/navigation";
import { ClientMessages } from "@/components/i18n/client-messages";
import { RegisterDayView } from "@/components/teach/register-day";
import { AppError } from "@/lib/errors/app-error";
import { pageCaller } from "@/lib/auth/page-caller";
import { toDateColumn } from "@/lib/offline/db-date";
import { getGroupRegisterDay } from "@/lib/teaching/teacher-reads";
import { formRefusalText } from "@/lib/api/form-post";
import { pageLocale } from "@/lib/i18n/page-locale";
import { TEACH_REGISTER_FORM } from "@/lib/teaching/register-form";

export async function generateMetadata() {
  const t = await getTranslations("teach.register");
  return { title: t("metaTitle") };
}

export default async function TeachGroupPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const caller = await pageCaller();
  if (caller?.role !== "teacher") redirect("/");
  const { id } = await params;
  const query = await searchParams;
  const { date } = query;
  const day = typeof date === "string" && /^\d{4}-\d{2}-\d{2}$/.test(date) ? toDateColumn(date) : null;
  const register = await getGroupRegisterDay({ caller, groupId: id, ...(day ? { date: day } : {}) }).catch((error: unknown) => {
    if (error instanceof AppError && (error.status === 404 || error.status === 403)) notFound();
    throw error;
  });
  return (
    <ClientMessages paths={["teach.register"]}>
      <RegisterDayView register={JSON.parse(JSON.stringify(register))} refusal={formRefusalText(query, TEACH_REGISTER_FORM, await pageLocale())} saved={query.saved === "1"} />
    </ClientMessages>
  );
}
