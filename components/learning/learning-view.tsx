"use client";

import Link from "next/link";
import { useEffect, useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { CheckIcon, ChevronIcon, CodeIcon, MenuIcon, PlayIcon } from "@/components/courses/icons";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { apiFetch } from "@/lib/api/client";
import type { LessonView } from "@/lib/courses/shapes";
import { locateLesson, moduleProgress } from "@/lib/learning/lesson-navigation";
import { LessonPlayer, type WatchState } from "./lesson-player";
import { isLessonDone } from "@/lib/progress/lesson-done";
import { toPlayerSource } from "@/lib/video/to-player-source";
import { cardClass } from "@/components/ui/card";
import type { PracticeProgress } from "@/lib/practice/shapes";
import { useCachedPractice } from "@/components/practice/practice-data";
import { LearningQueryProvider } from "./learning-query-provider";

import { PracticePanel } from "@/components/practice/practice-panel";
import { LessonQuestions } from "@/components/questions/lesson-questions";
import { LessonProjects } from "@/components/review/lesson-projects";
import type { OpeningPractice } from "@/lib/practice/find-opening-practice";

export type LearningModule = { id: string; title: string; order: number; lessons: LessonView[] };

/** Only an http(s) address becomes the 'code source' link; anything else is not shown. */
function safeHttpUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

type LearningViewProps = {
  course: { id: string; title: string };
  modules: LearningModule[];
  initialLessonId: string | null;
  openedLessonIds: string[];
  /** Issue 42: lessons done by the rule of lib/progress/lesson-done.ts, as the server counted at load. */
  doneLessonIds: string[];
  /** The course's watch threshold (percent) and, per video lesson, what the student watched and where they stopped. */
  threshold: number;
  watch: Record<string, { videoSeconds: number | null; watchedSeconds: number; positionSeconds: number }>;
  practice: Record<string, PracticeProgress>;
  /**
   * The practice of the lesson the page opens on, read by the server (issue 44 item 8): it is in
   * the page's HTML and works before the scripts; the editor (CodeMirror) and the checker load after.
   */
  openingPractice?: OpeningPractice | null;
  userName: string;
};

export function LearningView(props: LearningViewProps) {
  return (
    <LearningQueryProvider>
      <Learning {...props} />
    </LearningQueryProvider>
  );
}

function LessonRow({
  lesson,
  selected,
  practice,
  done,
  onSelect,
}: {
  lesson: LessonView;
  selected: boolean;
  practice: PracticeProgress | undefined;
  done: boolean;
  onSelect: () => void;
}) {
  const t = useTranslations("learning");
  const ui = useTranslations("practice.ui");
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-current={selected ? "true" : undefined}
      data-done={done ? "true" : "false"}
      className={cn(
        "flex w-full items-center gap-2 rounded-md px-2 py-2 text-left text-sm",
        selected ? "bg-brand-600/20 text-brand-200" : "text-gray-400 hover:bg-white/5 hover:text-gray-200",
      )}
    >
      {done ? <CheckIcon className="size-4 shrink-0 text-emerald-400" /> : <PlayIcon className="size-4 shrink-0" />}
      <span className="min-w-0 flex-1">{lesson.title}</span>
      {practice ? (
        <span
          className={cn("inline-flex shrink-0 items-center gap-1 text-xs tabular-nums", practice.passed === practice.total ? "text-emerald-300" : "text-gray-500")}
          data-testid="lesson-practice"
        >
          <CodeIcon className="size-3.5" aria-hidden />
          <span aria-hidden>
            {practice.passed}/{practice.total}
          </span>
          <span className="sr-only">{ui("sidebarProgress", practice)}</span>
        </span>
      ) : null}
      {done ? <span className="sr-only">{t("lessonOpened")}</span> : null}
    </button>
  );
}

function Learning({ course, modules, initialLessonId, openedLessonIds, doneLessonIds, practice, threshold, watch, openingPractice = null, userName }: LearningViewProps) {
  const t = useTranslations("learning");
  const [selectedId, setSelectedId] = useState<string | null>(initialLessonId);
  const located = useMemo(() => locateLesson(modules, selectedId), [modules, selectedId]);
  const [openModules, setOpenModules] = useState<Set<string>>(() => new Set(located ? [located.module.id] : modules[0] ? [modules[0].id] : []));
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Done marks: what the server knew at load, plus every lesson opened on this page since.
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set(openedLessonIds));
  const doneAtLoad = useMemo(() => new Set(doneLessonIds), [doneLessonIds]);
  // What the server counted of each video since the load (every report answers with it).
  const [watched, setWatched] = useState<LearningViewProps["watch"]>(watch);

  // Spec §2: the selected lesson lives in the URL so a reload keeps it, and opening a lesson
  // records it (per-lesson progress and the resume point of 'Davom etish').
  useEffect(() => {
    if (!selectedId) return;
    const url = new URL(window.location.href);
    if (url.searchParams.get("lesson") !== selectedId) {
      url.searchParams.set("lesson", selectedId);
      window.history.replaceState(window.history.state, "", url);
    }
    void apiFetch(`/api/lessons/${selectedId}/progress`, { method: "POST" }).then((result) => {
      if (result.ok) setOpened((current) => (current.has(selectedId) ? current : new Set(current).add(selectedId)));
    });
  }, [selectedId]);

  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setDrawerOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [drawerOpen]);

  function select(lessonId: string, moduleId: string) {
    setSelectedId(lessonId);
    setOpenModules((current) => new Set(current).add(moduleId));
    setDrawerOpen(false);
  }

  function toggle(moduleId: string) {
    setOpenModules((current) => {
      const next = new Set(current);
      if (next.has(moduleId)) next.delete(moduleId);
      else next.add(moduleId);
      return next;
    });
  }

  // Issue 20: a lesson with exercises is done when they are passed (the server's figures at load,
  // then this page's own reads, which follow every check), one without when it is opened.
  const cachedPractice = useCachedPractice(useMemo(() => modules.flatMap((module) => module.lessons.map((lesson) => lesson.id)), [modules]));
  const practiceOf = (lessonId: string): PracticeProgress | undefined => {
    const progress = cachedPractice.get(lessonId)?.progress ?? practice[lessonId];
    return progress && progress.total > 0 ? progress : undefined;
  };
  const lessonsById = useMemo(() => new Map(modules.flatMap((module) => module.lessons.map((lesson) => [lesson.id, lesson] as const))), [modules]);
  // Issue 42: the same rule as the server's (lib/progress/lesson-done.ts), on this page's figures.
  const isDone = (lessonId: string): boolean => {
    const cached = cachedPractice.get(lessonId);
    const progress = cached && cached.progress.total > 0 ? cached.progress : practiceOf(lessonId);
    const lesson = lessonsById.get(lessonId);
    const video = watched[lessonId];
    const done = isLessonDone({
      hasVideo: lesson ? toPlayerSource(lesson.videoUrl) !== null : false,
      videoSeconds: video?.videoSeconds ?? null,
      watchedSeconds: video?.watchedSeconds ?? 0,
      threshold,
      opened: opened.has(lessonId),
      exercisesTotal: progress?.total ?? 0,
      exercisesPassed: progress?.passed ?? 0,
    });
    return done || (doneAtLoad.has(lessonId) && !cached);
  };
  const doneLessons = new Set(modules.flatMap((module) => module.lessons.filter((lesson) => isDone(lesson.id)).map((lesson) => lesson.id)));
  const lessonPractice = located ? practice[located.lesson.id] : undefined;

  const previous = located?.previous;
  const next = located?.next;
  const codeSource = located ? safeHttpUrl(located.lesson.codeSourceUrl) : null;

  const sidebar = (
    <nav aria-label={t("modules")} className="flex h-full flex-col">
      <div className="flex items-center gap-3 border-b border-white/10 p-4 pr-12 lg:pr-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 font-semibold text-white" aria-hidden>
          {userName.trim().charAt(0).toUpperCase() || "?"}
        </span>
        <div className="min-w-0">
          <p className="truncate text-sm font-medium text-white">{userName}</p>
          <p className="truncate text-xs text-gray-400">{course.title}</p>
        </div>
      </div>
      <p className="px-4 pb-2 pt-4 text-xs font-semibold uppercase tracking-wide text-gray-500">{t("modules")}</p>
      {modules.length === 0 ? <p className="px-4 text-sm text-gray-400">{t("noModules")}</p> : null}
      <ul className="flex-1 space-y-1 overflow-y-auto px-2 pb-4">
        {modules.map((module, moduleIndex) => {
          const open = openModules.has(module.id);
          const progress = moduleProgress(module, doneLessons);
          return (
            <li key={module.id}>
              <button
                type="button"
                onClick={() => toggle(module.id)}
                aria-expanded={open}
                className="flex w-full items-center gap-2 rounded-lg px-2 py-2.5 text-left text-sm font-medium text-gray-200 hover:bg-white/5"
              >
                <ChevronIcon className={cn("size-4 shrink-0 text-gray-500 transition-transform", open && "rotate-90")} />
                <span className="min-w-0 flex-1">{t("moduleTitle", { number: moduleIndex + 1, title: module.title })}</span>
                <span
                  className={cn("shrink-0 text-xs tabular-nums", progress.total > 0 && progress.opened === progress.total ? "text-emerald-300" : "text-gray-500")}
                  data-testid="module-progress"
                  aria-label={t("moduleProgress", { opened: progress.opened, total: progress.total })}
                >
                  {progress.opened} / {progress.total}
                </span>
              </button>
              {open ? (
                module.lessons.length === 0 ? (
                  <p className="py-1 pl-8 text-xs text-gray-500">{t("noLessons")}</p>
                ) : (
                  <ul className="ml-4 space-y-0.5 border-l border-white/10 pl-2">
                    {module.lessons.map((lesson) => (
                      <li key={lesson.id}>
                        <LessonRow
                          lesson={lesson}
                          selected={lesson.id === selectedId}
                          practice={practiceOf(lesson.id)}
                          done={doneLessons.has(lesson.id)}
                          onSelect={() => select(lesson.id, module.id)}
                        />
                      </li>
                    ))}
                  </ul>
                )
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );

  return (
    <div className="lg:flex lg:min-h-dvh">
      <aside className="hidden w-80 shrink-0 border-r border-white/10 bg-surface-raised lg:block">{sidebar}</aside>
      {drawerOpen ? (
        <div className="fixed inset-0 z-50 lg:hidden" role="dialog" aria-modal="true" aria-label={t("modules")}>
          <div aria-hidden className="absolute inset-0 bg-black/70" onClick={() => setDrawerOpen(false)} />
          <div className="absolute inset-y-0 left-0 w-[18rem] max-w-[85vw] bg-surface-raised shadow-xl ring-1 ring-white/10">
            <button
              type="button"
              onClick={() => setDrawerOpen(false)}
              aria-label={t("closeMenu")}
              className="absolute right-2 top-2 z-10 rounded-md p-1.5 text-gray-400 hover:bg-white/5 hover:text-white"
            >
              <svg viewBox="0 0 20 20" className="size-5" fill="currentColor" aria-hidden>
                <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
              </svg>
            </button>
            {sidebar}
          </div>
        </div>
      ) : null}
      <main className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:py-8">
        <div className="mx-auto max-w-4xl space-y-5">
          <div className="flex items-center justify-between gap-3">
            <Link href={`/courses/${course.id}`} className="text-sm text-gray-400 hover:text-white">
              ← {t("backToCourse")}
            </Link>
            <Button variant="secondary" size="sm" className="lg:hidden" onClick={() => setDrawerOpen(true)} aria-label={t("openMenu")}>
              <MenuIcon className="size-4" />
              {t("modules")}
            </Button>
          </div>
          {located ? (
            <>
              <LessonPlayer
                key={located.lesson.id}
                lessonId={located.lesson.id}
                videoUrl={located.lesson.videoUrl}
                title={t("videoTitle", { title: located.lesson.title })}
                noVideoText={t("noVideo")}
                startSeconds={watched[located.lesson.id]?.positionSeconds ?? 0}
                onWatched={(state: WatchState) => setWatched((current) => ({ ...current, [located.lesson.id]: state }))}
              />
              <div className="space-y-2">
                <p className="text-xs text-gray-500">
                  {t("lessonPosition", { current: located.index + 1, total: located.module.lessons.length })}
                </p>
                <h1 className="text-xl font-bold text-white sm:text-2xl" data-testid="lesson-title">
                  {located.lesson.title}
                </h1>
                {located.lesson.description ? <p className="whitespace-pre-line text-sm leading-relaxed text-gray-300">{located.lesson.description}</p> : null}
                {codeSource ? (
                  <a href={codeSource} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-2 text-sm font-medium text-brand-300 hover:underline">
                    <CodeIcon className="size-4" />
                    {t("source")}
                  </a>
                ) : null}
              </div>
              {lessonPractice && lessonPractice.total > 0 ? (
                <PracticePanel
                  key={located.lesson.id}
                  lessonId={located.lesson.id}
                  returnTo={`/learning/${encodeURIComponent(course.id)}?lesson=${encodeURIComponent(located.lesson.id)}`}
                  opening={openingPractice}
                />
              ) : null}
              <LessonQuestions key={`questions-${located.lesson.id}`} lessonId={located.lesson.id} />
              <LessonProjects key={`projects-${located.lesson.id}`} lessonId={located.lesson.id} courseId={course.id} />
              <div className="flex justify-between gap-3 border-t border-white/10 pt-5">
                <Button variant="secondary" disabled={!previous} onClick={() => previous && select(previous.lesson.id, previous.moduleId)}>
                  ← {t("prev")}
                </Button>
                <Button disabled={!next} onClick={() => next && select(next.lesson.id, next.moduleId)}>
                  {t("next")} →
                </Button>
              </div>
            </>
          ) : (
            <div className={cn(cardClass, "p-10 text-center text-gray-400")}>{t("noLessons")}</div>
          )}
        </div>
      </main>
    </div>
  );
}
