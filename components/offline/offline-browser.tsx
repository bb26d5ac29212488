"use client";

import dynamic from "next/dynamic";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { Input } from "@/components/ui/field";
import { PageLinks } from "@/components/ui/page-links";
import { Skeleton } from "@/components/ui/skeleton";
import { OFFLINE_BACK_EVENT } from "@/components/shell/app-shell";
import { percentTone } from "@/lib/offline/completion";
import type { OfflinePage } from "@/lib/offline/find-offline-page";
import type { OfflineStudentView } from "@/lib/offline/shapes";
import { StudentListCard } from "./student-list-card";

// The detail (certificates with QR codes, warnings, dates) is its own chunk, loaded when a
// student is opened: the list is what the page's first load needs (issue 14).
const StudentDetail = dynamic(() => import("./student-detail").then((module) => module.StudentDetail), {
  loading: () => <Skeleton className="h-96" />,
});

type Props = {
  mode: "offline" | "debtors";
  /** One page of the list with the count and average of every match; null when it could not be loaded. */
  list: OfflinePage<OfflineStudentView> | null;
  /** The student of ?student=, read on the server wherever they are in the list. */
  opened: OfflineStudentView | null;
  /** The ?search= the page was read with. */
  search: string;
  isAdmin: boolean;
  origin: string;
  today: string;
};

/** How long typing pauses before the list is searched on the server. */
const SEARCH_DELAY_MS = 300;

/**
 * /offline and /debtors: one page of the list with the count, overall percent and search of every
 * match, all read on the server (?page=, ?search=); a selected student opens the detail view,
 * kept in ?student= so a reload shows it again. The search box is a GET form, so it searches
 * before React has run too.
 */
export function OfflineBrowser({ mode, list, opened, search, isAdmin, origin, today }: Props) {
  const t = useTranslations("offline");
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [students, setStudents] = useState(list?.students ?? []);
  const [openedStudent, setOpenedStudent] = useState(opened);
  const [query, setQuery] = useState(search);
  const searchBox = useRef<HTMLInputElement>(null);
  const selectedId = searchParams.get("student");

  // A retry (router.refresh) or another page or search brings a new list from the server: it
  // replaces the one shown (and any edit made to it here), during the render that brings it.
  const [from, setFrom] = useState({ list, opened });
  if (from.list !== list || from.opened !== opened) {
    setFrom({ list, opened });
    if (from.list !== list) setStudents(list?.students ?? []);
    setOpenedStudent(opened);
  }

  /** This page with `changes` applied to its parameters (null removes one), the others kept. */
  const hrefWith = useCallback(
    (changes: Record<string, string | null>) => {
      const params = new URLSearchParams(searchParams.toString());
      for (const [name, value] of Object.entries(changes)) {
        if (value) params.set(name, value);
        else params.delete(name);
      }
      const text = params.toString();
      return text ? `${pathname}?${text}` : pathname;
    },
    [pathname, searchParams],
  );
  const hrefOf = useCallback((id: string | null) => hrefWith({ student: id }), [hrefWith]);
  const select = useCallback((id: string | null) => router.push(hrefOf(id), { scroll: true }), [hrefOf, router]);

  // A name typed before React hydrated is in the box but not in `query` yet; typing searches on
  // the server once it pauses, from the first page.
  useEffect(() => {
    const typed = searchBox.current?.value;
    if (typed !== undefined && typed !== search) setQuery(typed);
  }, [search]);
  useEffect(() => {
    if (query.trim() === search.trim()) return;
    const timer = setTimeout(() => router.replace(hrefWith({ search: query.trim() || null, page: null }), { scroll: false }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hrefWith, query, router, search]);

  // The selected student may have left the debtors list after an edit; it stays open.
  const selected = selectedId ? (students.find((student) => student.id === selectedId) ?? (openedStudent?.id === selectedId ? openedStudent : undefined)) : undefined;

  useEffect(() => {
    const onBack = () => (selectedId ? select(null) : router.push("/home"));
    window.addEventListener(OFFLINE_BACK_EVENT, onBack);
    return () => window.removeEventListener(OFFLINE_BACK_EVENT, onBack);
  }, [router, select, selectedId]);

  const update = useCallback((fresh: OfflineStudentView) => {
    setStudents((shown) => shown.map((student) => (student.id === fresh.id ? { ...student, ...fresh } : student)));
    setOpenedStudent((current) => (current?.id === fresh.id ? { ...current, ...fresh } : current));
  }, []);

  if (selected) {
    return <StudentDetail student={selected} isAdmin={isAdmin} origin={origin} today={today} onBack={() => select(null)} onUpdated={update} />;
  }

  const title = mode === "debtors" ? t("titleDebtors") : t("titleOffline");
  const total = list?.total ?? 0;
  const overall = list?.average ?? 0;
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{title}</h1>
          <p className="mt-1 text-sm text-gray-400">{mode === "debtors" ? t("subtitleDebtors") : t("subtitleOffline")}</p>
        </div>
        {list ? (
          <div className="flex gap-3">
            <Card className="min-w-28 px-4 py-3">
              <p className="text-xs text-gray-400">{t("countLabel")}</p>
              <p className="text-xl font-semibold text-white tabular-nums" data-testid="student-count">
                {total}
              </p>
            </Card>
            <Card className="min-w-28 px-4 py-3">
              <p className="text-xs text-gray-400">{t("overall")}</p>
              <p
                data-testid="overall-percent"
                className={cn("text-xl font-semibold tabular-nums", percentTone(overall) === "success" ? "text-emerald-400" : "text-red-400")}
              >
                {overall}%
              </p>
            </Card>
          </div>
        ) : null}
      </div>

      {!list ? (
        <Card className="flex flex-col items-center gap-4 py-10 text-center">
          <p role="alert" className="text-sm text-red-300">
            {t("loadError")}
          </p>
          <Button variant="secondary" onClick={() => router.refresh()}>
            {t("retry")}
          </Button>
        </Card>
      ) : total === 0 && search === "" ? (
        <Card className="py-12 text-center text-gray-400">{mode === "debtors" ? t("emptyDebtors") : t("emptyOffline")}</Card>
      ) : (
        <>
          <form role="search" action={pathname} method="get" className="max-w-md" onSubmit={(event) => {
            event.preventDefault();
            router.replace(hrefWith({ search: query.trim() || null, page: null }), { scroll: false });
          }}>
            <label htmlFor="offline-search" className="sr-only">
              {t("searchLabel")}
            </label>
            <Input ref={searchBox} id="offline-search" name="search" type="search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder={t("searchPlaceholder")} />
            <button type="submit" className="sr-only">
              {t("searchSubmit")}
            </button>
          </form>
          {students.length === 0 ? (
            <Card className="py-12 text-center text-gray-400">{mode === "debtors" ? t("noMatchDebtors") : t("noMatchOffline")}</Card>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" data-testid="student-list">
              {students.map((student) => (
                <li key={student.id}>
                  <StudentListCard student={student} href={hrefOf(student.id)} />
                </li>
              ))}
            </ul>
          )}
          {list.pages > 1 ? (
            <PageLinks
              label={t("pagerLabel")}
              previousHref={list.page > 1 ? hrefWith({ page: list.page > 2 ? String(list.page - 1) : null }) : null}
              nextHref={list.page < list.pages ? hrefWith({ page: String(list.page + 1) }) : null}
              previousText={t("previous")}
              nextText={t("next")}
              status={t("page", { page: list.page, total: list.pages })}
              testId="offline-page"
            />
          ) : null}
        </>
      )}
    </div>
  );
}
