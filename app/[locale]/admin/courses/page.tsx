import { getTranslations } from "next-intl/server";
import { CoursesView } from "@/components/admin/courses/courses-view";

export async function generateMetadata() {
  const t = await getTranslations("admin.courses");
  return { title: t("title") };
}

export default function AdminCoursesPage() {
  return <CoursesView />;
}
