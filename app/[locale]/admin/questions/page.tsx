import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { MentorQueue } from "@/components/questions/mentor-queue";

export async function generateMetadata() {
  const t = await getTranslations("questions.queue");
  return { title: t("title") };
}

// The admin layout has checked the role; the list is read through the admin area's query cache.
export default function AdminQuestionsPage() {
  return (
    <ClientMessages paths={["questions"]}>
      <MentorQueue source="admin" />
    </ClientMessages>
  );
}
