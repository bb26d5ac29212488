"use client";

import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Modal } from "@/components/ui/modal";
import { Skeleton } from "@/components/ui/skeleton";
import { useSelfClearing } from "@/components/ui/use-self-clearing";
import { CourseStatusSwitch } from "./course-status-switch";
import { ModuleList } from "./module-list";
import { useCourseDetails } from "./use-courses";

type Message = { tone: "success" | "error"; text: string };

/** Spec §2 course detail: status switch, module accordion (several open), modules and lessons. */
export function CourseDetailModal({ courseId, onClose }: { courseId: string; onClose: () => void }) {
  const t = useTranslations("admin.courseDetail");
  const courses = useTranslations("admin.courses");
  const { data: course, isError } = useCourseDetails(courseId);
  // Spec §9: module and lesson messages clear after 3 s.
  const [message, setMessage] = useSelfClearing<Message>(3000);

  return (
    <Modal open onClose={onClose} title={course?.title ?? courses("details")} className="max-w-3xl">
      {isError && !course ? (
        <Alert tone="error">{t("loadError")}</Alert>
      ) : !course ? (
        <div className="space-y-3">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : (
        <div className="space-y-5">
          <p className="whitespace-pre-line text-sm text-gray-300">{course.description}</p>
          <CourseStatusSwitch course={course} onError={() => setMessage({ tone: "error", text: t("statusError") })} />
          {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
          <ModuleList course={course} onMessage={setMessage} />
        </div>
      )}
    </Modal>
  );
}
