import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { CertificateView } from "@/components/offline/certificate-view";
import { pageOrigin } from "@/components/offline/offline-page";
import { AppError } from "@/lib/errors/app-error";
import { getCertificateByCode, type CertificateCheck } from "@/lib/offline/get-certificate-by-code";
import { ClientMessages } from "@/components/i18n/client-messages";

type Props = { params: Promise<{ code: string }> };

async function load(code: string): Promise<CertificateCheck> {
  try {
    return await getCertificateByCode({ code });
  } catch (error) {
    if (error instanceof AppError && error.code === "certificate_not_found") notFound();
    throw error;
  }
}

export async function generateMetadata() {
  const t = await getTranslations("certificates");
  return { title: t("title"), robots: { index: false } };
}

// The public check of a printed certificate: no login, anyone with the code or the QR.
export default async function CertificatePage({ params }: Props) {
  const certificate = await load((await params).code);
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-6 sm:px-6 lg:py-10">
      <ClientMessages paths={["offline", "api.certificates"]}>
        <CertificateView certificate={certificate} url={`${await pageOrigin()}/certificates/${certificate.code}`} />
      </ClientMessages>
    </main>
  );
}
