import { getTranslations } from "next-intl/server";
import { notFound, redirect } from "next/navigation";
import { ClientMessages } from "@/components/i18n/client-messages";
import { ReviewScreen } from "@/components/review/review-screen";
import { pageCaller } from "@/lib/auth/page-caller";
import { AppError } from "@/lib/errors/app-error";
import { pageLocale } from "@/lib/i18n/page-locale";
import { getReviewSubmission } from "@/lib/review/get-review-submission";

export async function generateMetadata() {
  const t = await getTranslations("review.mentor");
  return { title: t("metaTitle") };
}

// A project of a student of the teacher's group; another group's is not found here.
export default async function TeachReviewPage({ params }: { params: Promise<{ id: string }> }) {
  const caller = await pageCaller();
  if (caller?.role !== "teacher") redirect("/");
  const { id } = await params;
  const review = await getReviewSubmission({ caller, submissionId: id, locale: await pageLocale() }).catch((error: unknown) => {
    if (error instanceof AppError && (error.status === 404 || error.status === 403)) notFound();
    throw error;
  });
  return (
    <ClientMessages paths={["review"]}>
      <ReviewScreen review={JSON.parse(JSON.stringify(review))} viewerId={caller.id} backHref="/teach/reviews" />
    </ClientMessages>
  );
}
