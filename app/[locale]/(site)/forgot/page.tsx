import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { ForgotPassword } from "@/components/auth/recovery/forgot-password";
import { RecoveryPage } from "@/components/auth/recovery/recovery-page";
import { ClientMessages } from "@/components/i18n/client-messages";
import { formRefusalText } from "@/lib/api/form-post";
import { normalizePhone } from "@/lib/format/phone";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("recovery.forgot");
  return { title: t("title"), robots: { index: false } };
}

type Search = Record<string, string | string[] | undefined>;

// Parolni unutdingizmi (issue 39): ?phone= (where the phone step's plain POST sends it) shows the
// code step; a refused post comes back with ?form= and ?error= (lib/api/form-post.ts).
export default async function ForgotPasswordPage({ searchParams }: { searchParams: Promise<Search> }) {
  const [query, t, locale] = await Promise.all([searchParams, getTranslations("recovery"), getLocale()]);
  const given = typeof query.phone === "string" ? normalizePhone(query.phone) : null;
  return (
    <ClientMessages paths={["recovery", "auth", "api.validation"]}>
      <RecoveryPage title={t("forgot.title")} back={t("backToLogin")}>
        <ForgotPassword
          initialPhone={given}
          initialError={formRefusalText(query, given ? "forgot-code" : "forgot-phone", locale === "ru" ? "ru" : "uz")}
          initialSent={query.sent === "1"}
        />
      </RecoveryPage>
    </ClientMessages>
  );
}
