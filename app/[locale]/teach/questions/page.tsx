import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { ClientMessages } from "@/components/i18n/client-messages";
import { LearningQueryProvider } from "@/components/learning/learning-query-provider";
import { MentorQueue } from "@/components/questions/mentor-queue";
import { TeachLive } from "@/components/teach/teach-live";
import { pageCaller } from "@/lib/auth/page-caller";

export async function generateMetadata() {
  const t = await getTranslations("questions.queue");
  return { title: t("title") };
}

// The teacher's unanswered questions (issue 41); /api/teacher/questions scopes them to the
// courses of the teacher's groups; live through the teacher's socket (TeachLive).
export default async function TeachQuestionsPage() {
  const caller = await pageCaller();
  if (caller?.role !== "teacher") redirect("/");
  return (
    <ClientMessages paths={["questions"]}>
      <LearningQueryProvider>
        <TeachLive />
        <MentorQueue source="teacher" />
      </LearningQueryProvider>
    </ClientMessages>
  );
}
