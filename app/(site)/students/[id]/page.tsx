import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { StudentCard } from "@/components/offline/student-card";
import { Card } from "@/components/ui/card";
import { AppError } from "@/lib/api/errors";
import { getOfflineStudent } from "@/lib/offline/get-offline-student";
import type { OfflineStudentView } from "@/lib/offline/shapes";

type Props = { params: Promise<{ id: string }> };

async function load(id: string): Promise<OfflineStudentView | null> {
  try {
    // The public view, whoever looks: the card shows no account fields.
    return await getOfflineStudent({ caller: null, userId: id });
  } catch (error) {
    if (error instanceof AppError && error.code === "user_not_found") return null;
    throw error;
  }
}

export async function generateMetadata({ params }: Props) {
  const student = await load((await params).id);
  const t = await getTranslations("studentCard");
  return { title: student?.fullName ?? t("title") };
}

export default async function StudentCardPage({ params }: Props) {
  const t = await getTranslations("studentCard");
  const student = await load((await params).id);
  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 lg:py-10">
      {student ? (
        <StudentCard student={student} now={new Date()} />
      ) : (
        <Card className="space-y-4 py-12 text-center">
          <p className="text-gray-300">{t("notFound")}</p>
          <Link href="/qadam-offline" className="text-sm font-medium text-brand-300 hover:underline">
            ← {t("back")}
          </Link>
        </Card>
      )}
    </main>
  );
}
