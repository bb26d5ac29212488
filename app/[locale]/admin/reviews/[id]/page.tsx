import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { ReviewScreen } from "@/components/review/review-screen";
import { pageCaller } from "@/lib/auth/page-caller";
import { AppError } from "@/lib/errors/app-error";
import { pageLocale } from "@/lib/i18n/page-locale";
import { getReviewSubmission } from "@/lib/review/get-review-submission";

export async function generateMetadata() {
  const t = await getTranslations("review.mentor");
  return { title: t("metaTitle") };
}

export default async function AdminReviewPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const caller = (await pageCaller())!;
  const review = await getReviewSubmission({ caller, submissionId: id, locale: await pageLocale() }).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  });
  return <ReviewScreen review={JSON.parse(JSON.stringify(review))} viewerId={caller.id} backHref="/admin/reviews" />;
}
