import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { RecoveryPage } from "@/components/auth/recovery/recovery-page";
import { ResetPassword } from "@/components/auth/recovery/reset-password";
import { ClientMessages } from "@/components/i18n/client-messages";
import { Alert } from "@/components/ui/alert";
import { formRefusalText } from "@/lib/api/form-post";
import { RESET_TOKEN } from "@/lib/recovery/rules";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("recovery.reset");
  return { title: t("title"), robots: { index: false }, referrer: "no-referrer" };
}

// The page an admin's reset link opens (/reset?token=…). Whether the link still works is known
// only when it is used: the token is checked once, with the new password.
export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [query, t, locale] = await Promise.all([searchParams, getTranslations("recovery"), getLocale()]);
  const given = typeof query.token === "string" ? query.token : null;
  return (
    <ClientMessages paths={["recovery", "auth", "api.validation"]}>
      <RecoveryPage title={t("reset.title")} back={t("backToLogin")}>
        {given && RESET_TOKEN.test(given) ? (
          <>
            <p className="text-sm text-gray-400">{t("reset.intro")}</p>
            <ResetPassword token={given} initialError={formRefusalText(query, "reset", locale === "ru" ? "ru" : "uz")} />
          </>
        ) : (
          <Alert tone="error">{t("reset.badLink")}</Alert>
        )}
      </RecoveryPage>
    </ClientMessages>
  );
}
