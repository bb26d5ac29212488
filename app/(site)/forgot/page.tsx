import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { ForgotPassword } from "@/components/auth/recovery/forgot-password";
import { RecoveryPage } from "@/components/auth/recovery/recovery-page";
import { ClientMessages } from "@/components/i18n/client-messages";
import { normalizePhone } from "@/lib/format/phone";
import { pageErrorText } from "@/lib/recovery/page-error";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("recovery.forgot");
  return { title: t("title"), robots: { index: false } };
}

type Search = { phone?: string | string[]; error?: string | string[]; sent?: string | string[] };

// Parolni unutdingizmi (issue 39): ?phone= (where the phone step's plain POST sends it) shows the
// code step; ?error= the code of what went wrong.
export default async function ForgotPasswordPage({ searchParams }: { searchParams: Promise<Search> }) {
  const [{ phone, error, sent }, t, locale] = await Promise.all([searchParams, getTranslations("recovery"), getLocale()]);
  const given = Array.isArray(phone) ? phone[0] : phone;
  return (
    <ClientMessages paths={["recovery", "auth", "api.validation"]}>
      <RecoveryPage title={t("forgot.title")} back={t("backToLogin")}>
        <ForgotPassword
          initialPhone={given ? normalizePhone(given) : null}
          initialError={pageErrorText(locale === "ru" ? "ru" : "uz", error)}
          initialSent={sent === "1"}
        />
      </RecoveryPage>
    </ClientMessages>
  );
}
