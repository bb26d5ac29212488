"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import type { RequiredCourse } from "@/lib/courses/prerequisites";

/** Spec §4 enroll click on a locked course: 'Kirish cheklangan', naming the real prerequisite. */
export function LockedDialog({ course, onClose }: { course: { title: string; requiredCourse: RequiredCourse | null } | null; onClose: () => void }) {
  const t = useTranslations("courses.locked");
  return (
    <Modal open={course !== null} onClose={onClose} title={t("title")}>
      {course?.requiredCourse ? (
        <p className="text-sm leading-relaxed text-gray-300">{t("needCourse", { required: course.requiredCourse.title, course: course.title })}</p>
      ) : null}
      <div className="mt-6 flex justify-end">
        <Button onClick={onClose}>{t("close")}</Button>
      </div>
    </Modal>
  );
}
