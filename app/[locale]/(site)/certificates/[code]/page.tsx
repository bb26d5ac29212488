import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { CourseCertificateView } from "@/components/certificates/course-certificate-view";
import { RevokeCertificateForm } from "@/components/certificates/revoke-certificate-form";
import { CertificateView } from "@/components/offline/certificate-view";
import { buttonClass } from "@/components/ui/button";
import { pageCallerIsAdmin } from "@/lib/auth/page-caller";
import { pageOrigin } from "@/lib/api/public-origin";
import { verifyCertificate, type AnyCertificateCheck } from "@/lib/certificates/verify-certificate";
import { AppError } from "@/lib/errors/app-error";
import type { Locale } from "@/lib/i18n/locales";
import { ClientMessages } from "@/components/i18n/client-messages";

type Props = { params: Promise<{ code: string }> };

async function load(code: string): Promise<AnyCertificateCheck> {
  try {
    return await verifyCertificate({ code, locale: (await getLocale()) as Locale });
  } catch (error) {
    if (error instanceof AppError && error.code === "certificate_not_found") notFound();
    throw error;
  }
}

export async function generateMetadata() {
  const t = await getTranslations("certificates");
  return { title: t("title"), robots: { index: false } };
}

// The public check of a printed certificate, offline or a finished course's: no login, anyone
// with the code or the QR; the PDF downloads from here, and an admin may revoke a course's.
export default async function CertificatePage({ params }: Props) {
  const certificate = await load((await params).code);
  const t = await getTranslations("certificates");
  const url = `${await pageOrigin()}/certificates/${certificate.code}`;
  const admin = certificate.kind === "course" && certificate.valid && (await pageCallerIsAdmin());
  return (
    <main className="mx-auto w-full max-w-2xl space-y-4 px-4 py-6 sm:px-6 lg:py-10">
      <ClientMessages paths={["certificates.revokeForm"]}>
        {certificate.kind === "course" ? <CourseCertificateView certificate={certificate} url={url} /> : <CertificateView certificate={certificate} url={url} />}
        <a href={`/api/certificates/${certificate.code}/pdf`} download className={buttonClass("secondary", "md")} data-testid="certificate-download">
          {t("download")}
        </a>
        {admin ? <RevokeCertificateForm code={certificate.code} /> : null}
      </ClientMessages>
    </main>
  );
}
