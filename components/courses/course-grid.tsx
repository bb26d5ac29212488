"use client";

import Link from "next/link";
import { useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import type { CourseCard } from "@/lib/courses/shapes";
import { cardStateOf, withViewerFacts, type CardState } from "@/lib/viewer/viewer";
import { useViewer } from "@/components/viewer/use-viewer";
import { CourseImage } from "./course-image";
import { ClockIcon, LockIcon, StarIcon, UsersIcon } from "./icons";
import { LockedDialog } from "./locked-dialog";

/** A card plus its price already formatted on the server (see CourseActions). */
export type PricedCourse = CourseCard & { priceText: string; levelText: string; durationText: string };

// Spec §4 enroll click: a locked course opens 'Kirish cheklangan' for a student, anything else
// opens the course page. A visitor's cards open the course page too, as on the home page (issue
// 26): the login comes when enrolling there. `guarded` false (the home preview) always opens the
// course page. Where a click only goes somewhere, the card is a link: it works
// before React has hydrated (a visitor's page starts its scripts after its first paint).
// `pendingViewer`: a student's shared shell (lib/viewer), whose locks and buttons are the
// student's own: the shell holds each action, and the viewer's script, which comes with the page,
// shows the student's before React runs (PendingAction).
export function CourseGrid({
  courses: rendered,
  loggedIn,
  guarded = true,
  pendingViewer = false,
}: {
  courses: PricedCourse[];
  loggedIn: boolean;
  guarded?: boolean;
  pendingViewer?: boolean;
}) {
  const [lockedCourse, setLockedCourse] = useState<CourseCard | null>(null);
  const viewer = useViewer();
  const pending = pendingViewer && viewer === null;
  const courses = pendingViewer ? rendered.map((course) => withViewerFacts(course, viewer)) : rendered;

  function targetOf(course: PricedCourse): CardTarget {
    if (pending) return { href: `/courses/${course.id}` };
    if (guarded && loggedIn && course.access === "locked") return { onOpen: () => setLockedCourse(course) };
    return { href: `/courses/${course.id}` };
  }

  return (
    <>
      <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        {courses.map((course, index) => (
          <li key={course.id}>
            <CourseCardView course={course} target={targetOf(course)} priority={index === 0} pending={pending} />
          </li>
        ))}
      </ul>
      <LockedDialog course={lockedCourse} onClose={() => setLockedCourse(null)} />
    </>
  );
}

type CardTarget = { href: string } | { onOpen: () => void };

/** The card's title and its action: links where the click goes to a page, buttons where it opens the dialog. */
function CardAction({ target, className, children }: { target: CardTarget; className: string; children: ReactNode }) {
  if ("href" in target) {
    return (
      <Link href={target.href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <button type="button" onClick={target.onOpen} className={className}>
      {children}
    </button>
  );
}

function CourseCardView({ course, target, priority, pending }: { course: PricedCourse; target: CardTarget; priority: boolean; pending: boolean }) {
  const t = useTranslations("courses.card");
  const locked = !pending && course.access === "locked";
  // The shell's card names its course and the state a visitor's card has; the viewer's script marks its own (data-viewer-state).
  const pendingData = pending ? { "data-viewer-card": course.id, "data-visitor-state": cardStateOf(course) } : {};
  return (
    <article
      data-testid="course-card"
      {...pendingData}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-surface-raised ring-1 ring-white/10 transition hover:ring-brand-500/50"
    >
      <div className="relative">
        <CourseImage
          title={course.title}
          imageUrl={course.imageUrl}
          className={cn(locked && "opacity-60", pending && "group-data-[viewer-state=locked]:opacity-60")}
          priority={priority}
        />
        <Badge tone="info" className="absolute left-3 top-3 bg-surface/80 backdrop-blur">
          {course.levelText}
        </Badge>
        {locked || pending ? (
          <span
            className={cn(
              "absolute right-3 top-3 flex size-9 items-center justify-center rounded-full bg-surface/85 text-amber-300 ring-1 ring-amber-400/40",
              pending && "invisible group-data-[viewer-state=locked]:visible",
            )}
          >
            <LockIcon className="size-4.5" />
            <span className="sr-only">{t("lockedLabel")}</span>
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        {/* h2: the catalogue page has only its h1 above the cards (no level may be skipped). */}
        <h2 className="text-lg font-semibold text-white">
          <CardAction target={target} className="text-left after:absolute after:inset-0 focus-visible:outline-none">
            {course.title}
          </CardAction>
        </h2>
        <p className="line-clamp-2 text-sm text-gray-400">{course.description}</p>
        <p className="text-sm text-gray-300">{course.instructor}</p>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-400">
          <span className="inline-flex items-center gap-1">
            <ClockIcon className="size-4" />
            {course.durationText}
          </span>
          <span className="inline-flex items-center gap-1">
            <UsersIcon className="size-4" />
            {t("students", { count: course.enrolledStudents })}
          </span>
          <span className="inline-flex items-center gap-1">
            <StarIcon className="size-4 text-amber-300" />
            {t("rating", { rating: course.rating.toFixed(1) })}
          </span>
        </div>
        <div className="mt-auto flex items-center justify-between gap-3 pt-2">
          <span className="text-base font-semibold text-brand-300">{course.priceText}</span>
          {pending ? (
            <PendingAction courseId={course.id} />
          ) : course.enrolled ? (
            <Link href={`/learning/${course.id}`} className={buttonClass("primary", "sm", "relative z-10")}>
              {t("continue")}
            </Link>
          ) : (
            <CardAction target={target} className={buttonClass(locked ? "secondary" : "primary", "sm", "relative z-10")}>
              {locked ? <LockIcon className="size-4" /> : null}
              {locked ? t("locked") : t("view")}
            </CardAction>
          )}
        </div>
      </div>
    </article>
  );
}

// Each state's action, stacked in one place; only the one the card is marked with is visible.
const shownIn: Record<CardState, string> = {
  enrolled: "group-data-[viewer-state=enrolled]:visible",
  open: "group-data-[viewer-state=open]:visible",
  locked: "group-data-[viewer-state=locked]:visible",
};

/**
 * A shell card's action before React knows the viewer: every state's, as links (a locked one
 * opens the course page, which says what to take first), shown by the viewer's script. Once
 * React has the viewer it renders the card's own action instead.
 */
function PendingAction({ courseId }: { courseId: string }) {
  const t = useTranslations("courses.card");
  const stacked = (state: CardState) => cn("relative z-10 invisible [grid-area:1/1]", shownIn[state]);
  return (
    <span className="grid justify-items-end">
      <Link href={`/learning/${courseId}`} className={buttonClass("primary", "sm", stacked("enrolled"))}>
        {t("continue")}
      </Link>
      <Link href={`/courses/${courseId}`} className={buttonClass("primary", "sm", stacked("open"))}>
        {t("view")}
      </Link>
      <Link href={`/courses/${courseId}`} className={buttonClass("secondary", "sm", stacked("locked"))}>
        <LockIcon className="size-4" />
        {t("locked")}
      </Link>
    </span>
  );
}
