import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { ClientMessages } from "@/components/i18n/client-messages";
import { LearningQueryProvider } from "@/components/learning/learning-query-provider";
import { ReviewQueue } from "@/components/review/review-queue";
import { TeachLive } from "@/components/teach/teach-live";
import { pageCaller } from "@/lib/auth/page-caller";
import { pageLocale } from "@/lib/i18n/page-locale";
import { findReviewQueue } from "@/lib/review/find-review-queue";

export async function generateMetadata() {
  const t = await getTranslations("review.queue");
  return { title: t("title") };
}

// The projects of the teacher's groups' students waiting for review (issue 41), live: a new
// iteration reaches the list through the teacher's socket.
export default async function TeachReviewsPage() {
  const caller = await pageCaller();
  if (caller?.role !== "teacher") redirect("/");
  const queue = await findReviewQueue({ caller, locale: await pageLocale() });
  return (
    <ClientMessages paths={["review.queue", "review.status"]}>
      <LearningQueryProvider>
        <TeachLive />
        <ReviewQueue initial={JSON.parse(JSON.stringify(queue))} reviewsPath="/teach/reviews" />
      </LearningQueryProvider>
    </ClientMessages>
  );
}
