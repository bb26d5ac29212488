"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { courseStage, STAGE_LABELS, type Stage } from "@/lib/courses/prerequisites";

/** Spec §4 enroll click on a locked course: 'Kirish cheklangan' with the prerequisite message. */
export function LockedDialog({ course, onClose }: { course: { title: string; requiredStage: Stage | null } | null; onClose: () => void }) {
  const t = useTranslations("courses.locked");
  const stage = course ? courseStage(course.title) : null;
  const message =
    course?.requiredStage && stage
      ? t("needStage", { stage: STAGE_LABELS[course.requiredStage], course: STAGE_LABELS[stage] })
      : t("firstHtml");
  return (
    <Modal open={course !== null} onClose={onClose} title={t("title")}>
      <p className="text-sm leading-relaxed text-gray-300">{message}</p>
      <div className="mt-6 flex justify-end">
        <Button onClick={onClose}>{t("close")}</Button>
      </div>
    </Modal>
  );
}
