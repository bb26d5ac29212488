import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { StudentCard } from "@/components/offline/student-card";
import { AppError } from "@/lib/errors/app-error";
import { getOfflineStudentCard } from "@/lib/offline/get-offline-student";

type Props = { params: Promise<{ id: string }> };

// An unknown student is a 404 (issue 25), drawn by not-found.tsx beside this page.
async function load(id: string): Promise<Awaited<ReturnType<typeof getOfflineStudentCard>> | null> {
  try {
    // The public view, whoever looks: the card shows no account fields.
    return await getOfflineStudentCard({ userId: id });
  } catch (error) {
    if (error instanceof AppError && error.code === "user_not_found") return null;
    throw error;
  }
}

export async function generateMetadata({ params }: Props) {
  const card = await load((await params).id);
  const t = await getTranslations("studentCard");
  return { title: card?.student.fullName ?? t("title") };
}

export default async function StudentCardPage({ params }: Props) {
  const card = await load((await params).id);
  if (!card) notFound();
  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 lg:py-10">
      <StudentCard student={card.student} week={card.week} now={new Date()} />
    </main>
  );
}
