"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClass } from "@/components/ui/button";
import { ConfirmModal } from "@/components/ui/confirm-modal";
import { DialogCommand } from "@/components/ui/dialog-command";
import { Modal } from "@/components/ui/modal";
import { toast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/api/client";
import { loginReturningTo } from "@/lib/auth/safe-next";
import { meansInsufficientFunds } from "@/lib/courses/insufficient-funds";
import type { CourseCard } from "@/lib/courses/shapes";
import type { CheckoutProviders } from "@/lib/payments/checkout-url";
import type { PaymentCard } from "@/lib/payments/topup-amount";
import { LockIcon } from "./icons";
import { LockedDialog } from "./locked-dialog";

// Issue 14: the top-up dialog loads when first needed, not with the course page.
const CourseTopupDialog = dynamic(() => import("@/components/payments/course-topup-dialog").then((module) => module.CourseTopupDialog));

type EnrollState = { phase: "idle" | "submitting" } | { phase: "failed"; message: string };

// `priceText` comes formatted from the server: browsers' ICU data differ (Debian's Chromium
// has no uz-UZ grouping), and the amount must read the same in the page and in the dialog.
export function CourseActions({
  course,
  priceText,
  durationText,
  loggedIn,
  card,
  providers = null,
}: {
  course: CourseCard;
  priceText: string;
  durationText: string;
  loggedIn: boolean;
  card: PaymentCard;
  /** Payme and Click, when on: the same for every student; the account number is read in the browser. */
  providers?: CheckoutProviders | null;
}) {
  const t = useTranslations("courses");
  const router = useRouter();
  const [enrollOpen, setEnrollOpen] = useState(false);
  const [enrollState, setEnrollState] = useState<EnrollState>({ phase: "idle" });
  const [topup, setTopup] = useState<{ open: boolean; notice: string | null }>({ open: false, notice: null });
  // Mounted from its first opening on, so a reopened dialog keeps what was typed.
  const [topupMounted, setTopupMounted] = useState(false);
  const [lockedOpen, setLockedOpen] = useState(false);
  const [completing, setCompleting] = useState(false);
  const [confirmFinish, setConfirmFinish] = useState(false);
  const unopenedLessons = Math.max(0, course.totalLessons - course.completedLessons);


  // The enrol dialog opens from its button in the browser itself, before the page's scripts have
  // come on a slow phone (issue 26 §1); React hears of it here, or opens it itself.
  const enrollDialogId = `enroll-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  function openEnroll() {
    setEnrollState({ phase: "idle" });
    setEnrollOpen(true);
  }

  async function confirmEnroll() {
    setEnrollState({ phase: "submitting" });
    const response = await apiFetch<{ message?: string }>(`/api/courses/${course.id}/enroll`, { method: "POST" });
    if (response.ok) {
      setEnrollOpen(false);
      setEnrollState({ phase: "idle" });
      // Spec §9: the success message clears after 3 s, the toasts' own time. A toast, not state
      // of this panel: the refresh below re-mounts the panel, which took the message with it
      // after 1.6 s (issue 26 item 8).
      toast.success(response.data.message ?? t("enroll.success"));
      router.refresh();
      return;
    }
    const message = response.status === 0 ? t("enroll.network") : (response.message ?? t("enroll.failed"));
    if (meansInsufficientFunds(response.code)) {
      setEnrollOpen(false);
      setEnrollState({ phase: "idle" });
      setTopupMounted(true);
      setTopup({ open: true, notice: message });
      return;
    }
    setEnrollState({ phase: "failed", message });
  }

  // Finishing with lessons never opened is allowed, but only after saying how many are left.
  function askComplete() {
    if (unopenedLessons > 0) return setConfirmFinish(true);
    void complete();
  }

  async function complete() {
    setConfirmFinish(false);
    setCompleting(true);
    const response = await apiFetch<{ message?: string }>(`/api/courses/${course.id}/complete`, { method: "POST" });
    setCompleting(false);
    if (response.ok) {
      toast.success(response.data.message ?? t("complete.success"));
      router.refresh();
    } else {
      toast.error(response.message ?? t("complete.failed"));
    }
  }

  const enrollLabel =
    course.access === "locked" && course.requiredCourse ? t("detail.needCourse", { title: course.requiredCourse.title }) : t("detail.enroll");

  return (
    <div className="space-y-4">
      {!loggedIn ? <Alert tone="info">{t("detail.loginRequired")}</Alert> : null}
      {course.enrolled ? (
        <div className="space-y-3">
          <Badge tone="success">{t("detail.enrolled")}</Badge>
          {course.totalExercises > 0 ? (
            <p className="text-sm text-gray-300" data-testid="course-practice">
              {t("exercisesProgress", { passed: course.passedExercises, total: course.totalExercises })}
            </p>
          ) : null}
          <div className="flex flex-col gap-2 sm:flex-row lg:flex-col">
            <Link href={`/learning/${course.id}`} className={buttonClass("primary", "lg", "w-full")}>
              {t("detail.continue")}
            </Link>
            {/* Finished by the rule and claimed: the claim earned the certificate. Until then the button stays. */}
            {course.completed && course.claimed ? (
              <div className="flex min-h-12 w-full flex-col items-center justify-center rounded-lg bg-emerald-500/10 px-3 py-2 text-center ring-1 ring-emerald-500/30" data-testid="course-finished">
                <p className="text-sm font-medium text-emerald-300">{t("detail.finished")}</p>
                {/* Both facts, honestly: marked finished, and how many lessons were opened. */}
                {course.totalLessons > 0 ? (
                  <p className="text-xs text-gray-300">{t("detail.lessonsOpened", { completed: course.completedLessons, total: course.totalLessons })}</p>
                ) : null}
              </div>
            ) : (
              <Button variant="secondary" size="lg" className="w-full" onClick={askComplete} disabled={completing}>
                {completing ? t("complete.submitting") : t("detail.finish")}
              </Button>
            )}
          </div>
        </div>
      ) : !loggedIn ? (
        // A link, so it works before React has run.
        <Link href={loginReturningTo(`/courses/${course.id}`)} className={buttonClass("primary", "lg", "w-full")}>
          {t("detail.enroll")}
        </Link>
      ) : course.access === "locked" ? (
        // A long prerequisite title (issue 26 item 9): at most two lines, the whole of it in the
        // dialog this opens; the lock keeps its size.
        <Button size="lg" className="h-auto min-h-12 w-full py-2" variant="secondary" onClick={() => setLockedOpen(true)}>
          <LockIcon className="size-4 shrink-0" data-testid="locked-icon" />
          <span className="line-clamp-2 min-w-0 leading-snug">{enrollLabel}</span>
        </Button>
      ) : (
        <DialogCommand command="show-modal" dialog={enrollDialogId} className={buttonClass("primary", "lg", "h-auto min-h-12 w-full py-2")}>
          <span className="line-clamp-2 min-w-0 leading-snug">{enrollLabel}</span>
        </DialogCommand>
      )}
      <Link href="/courses" className={buttonClass("ghost", "lg", "w-full ring-1 ring-white/10")}>
        {t("detail.others")}
      </Link>

      <Modal
        open={enrollOpen}
        command={course.access === "locked" ? undefined : { id: enrollDialogId, onOpen: openEnroll }}
        onClose={() => enrollState.phase !== "submitting" && setEnrollOpen(false)}
        title={t("enroll.title")}
      >
        <p className="text-sm text-gray-300">{t("enroll.question", { title: course.title })}</p>
        <dl className="mt-4 divide-y divide-white/5 rounded-xl bg-white/[0.03] ring-1 ring-white/10">
          {[
            [t("enroll.price"), priceText],
            [t("enroll.instructor"), course.instructor],
            [t("enroll.duration"), durationText],
          ].map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 px-4 py-3 text-sm">
              <dt className="text-gray-400">{label}</dt>
              <dd className="text-right font-medium text-white">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-xs text-gray-400">{t("enroll.note")}</p>
        {enrollState.phase === "failed" ? (
          <Alert tone="error" className="mt-4">
            {enrollState.message}
          </Alert>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setEnrollOpen(false)} disabled={enrollState.phase === "submitting"}>
            {t("enroll.cancel")}
          </Button>
          <Button onClick={confirmEnroll} disabled={enrollState.phase === "submitting"}>
            {enrollState.phase === "submitting" ? t("enroll.submitting") : t("enroll.confirm")}
          </Button>
        </div>
      </Modal>
      {topupMounted ? (
        <CourseTopupDialog open={topup.open} notice={topup.notice} card={card} providers={providers} onClose={() => setTopup({ open: false, notice: null })} />
      ) : null}
      <LockedDialog course={lockedOpen ? course : null} onClose={() => setLockedOpen(false)} />
      <ConfirmModal
        open={confirmFinish}
        title={t("complete.confirmTitle")}
        confirmLabel={t("complete.confirm")}
        cancelLabel={t("complete.cancel")}
        onConfirm={complete}
        onClose={() => setConfirmFinish(false)}
      >
        <p className="text-sm leading-relaxed text-gray-300">
          {t("complete.unopened", { completed: course.completedLessons, total: course.totalLessons, left: unopenedLessons })}
        </p>
      </ConfirmModal>
    </div>
  );
}
