import { notFound } from "next/navigation";
import { ClientMessages } from "@/components/i18n/client-messages";
import { AppError } from "@/lib/errors/app-error";
import { findPageCourse } from "@/lib/courses/find-page-course";

// The course is looked up here, above the page's loading skeleton: once a skeleton has been
// streamed the status is 200 whatever follows, and an unknown course must answer 404.
export default async function CourseLayout({ children, params }: { children: React.ReactNode; params: Promise<{ id: string }> }) {
  const { id } = await params;
  await findPageCourse(id).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "course_not_found") notFound();
    throw error;
  });
  // Enrolling may open the top-up dialog.
  return <ClientMessages paths={["payments.dialog", "providers.dialog"]}>{children}</ClientMessages>;
}
