"use client";

import dynamic from "next/dynamic";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { Input } from "@/components/ui/field";
import { Skeleton } from "@/components/ui/skeleton";
import { OFFLINE_BACK_EVENT } from "@/components/shell/app-shell";
import { percentTone } from "@/lib/offline/completion";
import { overallPercent, searchByName, selectDebtors } from "@/lib/offline/debtors";
import type { OfflineStudentView } from "@/lib/offline/shapes";
import { StudentListCard } from "./student-list-card";

// The detail (certificates with QR codes, warnings, dates) is its own chunk, loaded when a
// student is opened: the list is what the page's first load needs (issue 14).
const StudentDetail = dynamic(() => import("./student-detail").then((module) => module.StudentDetail), {
  loading: () => <Skeleton className="h-96" />,
});

type Props = {
  mode: "offline" | "debtors";
  /** null when the list could not be loaded. */
  students: OfflineStudentView[] | null;
  isAdmin: boolean;
  origin: string;
  today: string;
};

/**
 * /offline and /debtors: the list with count, overall percent and search; a selected student
 * opens the detail view, kept in ?student= so a reload shows it again.
 */
export function OfflineBrowser({ mode, students: initial, isAdmin, origin, today }: Props) {
  const t = useTranslations("offline");
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [students, setStudents] = useState(initial ?? []);
  const [query, setQuery] = useState("");
  const searchBox = useRef<HTMLInputElement>(null);
  const selectedId = searchParams.get("student");

  // On a slow phone the page reads and takes typing before its scripts have run: a name typed
  // before React hydrated is in the box but not in `query` yet.
  useEffect(() => {
    const typed = searchBox.current?.value;
    if (typed) setQuery(typed);
  }, []);

  // A retry (router.refresh) brings a new list from the server.
  useEffect(() => {
    if (initial) setStudents(initial);
  }, [initial]);

  const shown = useMemo(() => (mode === "debtors" ? selectDebtors(students) : students), [mode, students]);
  const hits = useMemo(() => searchByName(shown, query), [shown, query]);
  const overall = overallPercent(shown.map((student) => student.percent));
  // The selected student may have left the debtors list after an edit; it stays open.
  const selected = selectedId ? students.find((student) => student.id === selectedId) : undefined;

  /** This page with `id`'s card open (null: the list), the other parameters kept. */
  const hrefOf = useCallback(
    (id: string | null) => {
      const params = new URLSearchParams(searchParams.toString());
      if (id) params.set("student", id);
      else params.delete("student");
      const search = params.toString();
      return search ? `${pathname}?${search}` : pathname;
    },
    [pathname, searchParams],
  );
  const select = useCallback((id: string | null) => router.push(hrefOf(id), { scroll: true }), [hrefOf, router]);

  useEffect(() => {
    const onBack = () => (selectedId ? select(null) : router.push("/home"));
    window.addEventListener(OFFLINE_BACK_EVENT, onBack);
    return () => window.removeEventListener(OFFLINE_BACK_EVENT, onBack);
  }, [router, select, selectedId]);

  const update = useCallback((fresh: OfflineStudentView) => {
    setStudents((list) => list.map((student) => (student.id === fresh.id ? { ...student, ...fresh } : student)));
  }, []);

  if (selected) {
    return <StudentDetail student={selected} isAdmin={isAdmin} origin={origin} today={today} onBack={() => select(null)} onUpdated={update} />;
  }

  const title = mode === "debtors" ? t("titleDebtors") : t("titleOffline");
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{title}</h1>
          <p className="mt-1 text-sm text-gray-400">{mode === "debtors" ? t("subtitleDebtors") : t("subtitleOffline")}</p>
        </div>
        {initial ? (
          <div className="flex gap-3">
            <Card className="min-w-28 px-4 py-3">
              <p className="text-xs text-gray-400">{t("countLabel")}</p>
              <p className="text-xl font-semibold text-white tabular-nums" data-testid="student-count">
                {shown.length}
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

      {!initial ? (
        <Card className="flex flex-col items-center gap-4 py-10 text-center">
          <p role="alert" className="text-sm text-red-300">
            {t("loadError")}
          </p>
          <Button variant="secondary" onClick={() => router.refresh()}>
            {t("retry")}
          </Button>
        </Card>
      ) : shown.length === 0 ? (
        <Card className="py-12 text-center text-gray-400">{mode === "debtors" ? t("emptyDebtors") : t("emptyOffline")}</Card>
      ) : (
        <>
          <div className="max-w-md">
            <label htmlFor="offline-search" className="sr-only">
              {t("searchLabel")}
            </label>
            <Input ref={searchBox} id="offline-search" type="search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder={t("searchPlaceholder")} />
          </div>
          {hits.length === 0 ? (
            <Card className="py-12 text-center text-gray-400">{mode === "debtors" ? t("noMatchDebtors") : t("noMatchOffline")}</Card>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" data-testid="student-list">
              {hits.map((student) => (
                <li key={student.id}>
                  <StudentListCard student={student} href={hrefOf(student.id)} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
