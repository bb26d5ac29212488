"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { useMutation } from "@tanstack/react-query";
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from "@dnd-kit/core";
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cardClass } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { Input } from "@/components/ui/field";
import { Skeleton } from "@/components/ui/skeleton";
import { useMoney } from "@/lib/format/use-money";
import { apiCall, errorText } from "@/lib/api/client";
import { DeleteIconButton, EditIconButton } from "@/components/admin/shared/icon-buttons";
import { DeleteConfirm } from "@/components/admin/shared/delete-confirm";
import { ListScaffold } from "@/components/admin/shared/list-scaffold";
import { PageHeader } from "@/components/admin/shared/page-header";
import { CourseDetailModal } from "./course-detail-modal";
import { CourseFormModal } from "./course-form-modal";
import { matchesCourse, type CmsCourse } from "./types";
import { coursePath, useCourses, useRefreshCourses, useReorderCourses } from "./use-courses";
import { useSelfClearing } from "@/components/ui/use-self-clearing";

type Banner = { tone: "success" | "error"; text: string };

export function CoursesView() {
  const t = useTranslations("admin.courses");
  const common = useTranslations("admin.common");
  const query = useCourses();
  const courses = query.data ?? null;
  const refresh = useRefreshCourses();
  const [search, setSearch] = useState("");
  // Spec §9: messages on the courses page clear after 5 s.
  const [banner, setBanner] = useSelfClearing<Banner>(5000);
  // What the admin opened, by id: the course shown is always the cached list's.
  const [editingId, setEditingId] = useState<string | "new" | null>(null);
  const [detailId, setDetailId] = useState<string | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const byId = (id: string | null) => courses?.find((course) => course.id === id) ?? null;
  const editing = editingId === "new" ? null : byId(editingId);
  const deleting = byId(deletingId);
  const loadError = query.error ? errorText(query.error, { fallback: t("loadError"), signedOut: common("authRequired"), serverWords: false }) : null;

  const reorder = useReorderCourses({
    onSuccess: () => setBanner({ tone: "success", text: t("reordered") }),
    onError: (error) => setBanner({ tone: "error", text: errorText(error, { fallback: t("reorderError") }) }),
  });
  const remove = useMutation({
    mutationFn: (courseId: string) => apiCall(coursePath(courseId), { method: "DELETE" }),
    onSuccess: () => {
      setBanner({ tone: "success", text: t("deleted") });
      void refresh();
    },
    onError: (error) => setBanner({ tone: "error", text: errorText(error, { fallback: t("deleteError") }) }),
  });

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const searching = search.trim() !== "";
  // dnd-kit speaks English to screen readers unless told otherwise.
  const titleOf = (id: UniqueIdentifier) => courses?.find((course) => course.id === id)?.title ?? "";
  const positionOf = (id: UniqueIdentifier | undefined) => (courses?.findIndex((course) => course.id === id) ?? -1) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t("dndPickedUp", { title: titleOf(active.id) }),
    onDragOver: ({ active, over }) => (over ? t("dndOver", { title: titleOf(active.id), position: positionOf(over.id) }) : undefined),
    onDragEnd: ({ active, over }) => (over ? t("dndDropped", { title: titleOf(active.id), position: positionOf(over.id) }) : undefined),
    onDragCancel: () => t("dndCancelled"),
  };
  const visible = courses?.filter((course) => matchesCourse(course, search)) ?? [];

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!courses || !over || active.id === over.id || searching) return;
    const from = courses.findIndex((course) => course.id === active.id);
    const to = courses.findIndex((course) => course.id === over.id);
    if (from < 0 || to < 0) return;
    reorder.mutate(arrayMove(courses, from, to));
  }

  return (
    <>
      <PageHeader title={t("title")} subtitle={searching ? t("reorderDisabled") : t("reorderHint")} actions={<Button onClick={() => setEditingId("new")}>{t("add")}</Button>} />
      <Input
        type="search"
        aria-label={t("searchLabel")}
        placeholder={t("searchPlaceholder")}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        className="mb-4"
      />
      {banner ? (
        <Alert tone={banner.tone} className="mb-4">
          {banner.text}
        </Alert>
      ) : null}

      <ListScaffold
        error={loadError}
        onRetry={() => void query.refetch()}
        loading={courses === null}
        empty={visible.length === 0 ? t("empty") : null}
        skeleton={
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {[0, 1, 2].map((index) => (
              <div key={index} className={cn(cardClass, "p-0 overflow-hidden")}>
                <Skeleton className="h-36 w-full rounded-none" />
                <div className="space-y-2 p-4">
                  <Skeleton className="h-5 w-2/3" />
                  <Skeleton className="h-4 w-1/3" />
                </div>
              </div>
            ))}
          </div>
        }
      >
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t("dndInstructions") } }}
          onDragEnd={onDragEnd}
        >
          <SortableContext items={visible.map((course) => course.id)} strategy={rectSortingStrategy} disabled={searching}>
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={t("title")}>
              {visible.map((course) => (
                <SortableCourseCard
                  key={course.id}
                  course={course}
                  draggable={!searching}
                  onDetails={() => setDetailId(course.id)}
                  onEdit={() => setEditingId(course.id)}
                  onDelete={() => setDeletingId(course.id)}
                />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      </ListScaffold>

      {editingId === "new" || editing ? (
        <CourseFormModal
          course={editing}
          courses={courses ?? []}
          onClose={() => setEditingId(null)}
          onSaved={(text) => {
            setEditingId(null);
            setBanner({ tone: "success", text });
          }}
        />
      ) : null}
      {detailId ? <CourseDetailModal courseId={detailId} onClose={() => setDetailId(null)} /> : null}
      <DeleteConfirm
        target={deletingId}
        title={t("deleteTitle")}
        text={deleting ? t("deleteConfirm", { title: deleting.title }) : ""}
        remove={remove.mutateAsync}
        onClose={() => setDeletingId(null)}
      />
    </>
  );
}

type CardProps = { course: CmsCourse; draggable: boolean; onDetails: () => void; onEdit: () => void; onDelete: () => void };

function SortableCourseCard({ course, draggable, onDetails, onEdit, onDelete }: CardProps) {
  const formatSom = useMoney();
  const t = useTranslations("admin.courses");
  const common = useTranslations("admin.common");
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: course.id, disabled: !draggable });
  const active = course.status === "active";
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn("relative", isDragging && "z-10 opacity-80")}
      data-testid="admin-course-card"
      data-course-id={course.id}
    >
      <div className={cn(cardClass, "p-0 flex h-full flex-col overflow-hidden")}>
        <div className="relative h-36 bg-gradient-to-br from-brand-700/40 via-surface-overlay to-sky-900/40">
          {course.imageUrl ? (
            <img src={course.imageUrl} alt="" className="size-full object-cover" />
          ) : (
            <span className="flex size-full items-center justify-center text-4xl font-bold text-white/30" aria-hidden>
              {course.title.charAt(0).toUpperCase()}
            </span>
          )}
          <div className="absolute left-3 top-3">
            <Badge tone={active ? "success" : "neutral"} className="bg-surface/80 backdrop-blur">
              {t(active ? "status.active" : "status.draft")}
            </Badge>
          </div>
          {draggable ? (
            <button
              type="button"
              ref={setActivatorNodeRef}
              {...attributes}
              {...listeners}
              aria-label={t("dragHandle", { title: course.title })}
              className="absolute right-3 top-3 cursor-grab touch-none rounded-lg bg-surface/80 p-1.5 text-gray-300 ring-1 ring-white/10 backdrop-blur hover:text-white active:cursor-grabbing"
            >
              <svg viewBox="0 0 20 20" className="size-5" fill="currentColor" aria-hidden>
                <path d="M7 4a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm0 6a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm-1.5 7.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM16 4a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm-1.5 7.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM16 16a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Z" />
              </svg>
            </button>
          ) : null}
        </div>
        <div className="flex flex-1 flex-col gap-3 p-4">
          <div className="min-w-0">
            <h2 className="line-clamp-2 font-semibold text-white">{course.title}</h2>
            <p className="mt-1 truncate text-sm text-gray-400">
              {course.instructor} · {t(`levels.${course.levelKey}`)}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2 text-xs text-gray-400">
            <Badge tone="info">{t("modules", { count: course.modulesCount })}</Badge>
            <Badge>{t("students", { count: course.enrollmentsCount })}</Badge>
            <span className="ml-auto text-sm font-semibold text-emerald-300">{formatSom(course.price)}</span>
          </div>
          <div className="mt-auto flex gap-2 pt-1">
            <Button size="sm" className="flex-1" onClick={onDetails}>
              {t("details")}
            </Button>
            <EditIconButton variant="secondary" label={`${common("edit")}: ${course.title}`} onClick={onEdit} />
            <DeleteIconButton variant="danger" label={`${common("delete")}: ${course.title}`} onClick={onDelete} />
          </div>
        </div>
      </div>
    </li>
  );
}
