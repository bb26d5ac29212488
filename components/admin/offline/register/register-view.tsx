"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { PageHeader } from "@/components/admin/shared/page-header";
import { Button, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { shiftWeek, shortDate } from "./register-model";
import { GroupFilter } from "@/components/admin/groups/group-filter";
import { RegisterGrid } from "./register-grid";
import { RegisterLegend } from "./register-legend";
import { RegisterPhone } from "./register-phone";
import { useRegister } from "./use-register";

/** /admin/offline/register: every offline student × the days of one week, saved cell by cell. */
export function RegisterView({ initialWeek }: { initialWeek?: string }) {
  const t = useTranslations("adminOffline.register");
  const register = useRegister(initialWeek);
  const { data, students, days, monday, loadError, goToWeek, failedCount, savingCount } = register;

  const header = (
    <PageHeader
      title={t("title")}
      subtitle={t("subtitle")}
      actions={
        <Link href="/admin/offline" className={buttonClass("secondary", "sm")}>
          {t("backToList")}
        </Link>
      }
    />
  );

  const weekSwitcher = (
    <div className="mb-4 flex flex-wrap items-center gap-2" data-testid="register-week">
      <Button size="sm" variant="secondary" onClick={() => monday && goToWeek(shiftWeek(monday, -1))} aria-label={t("previousWeek")}>
        ‹ <span className="hidden sm:inline">{t("previousWeek")}</span>
      </Button>
      <span className="min-w-36 text-center text-sm font-medium text-white tabular-nums" aria-live="polite">
        {days.length ? `${shortDate(days[0]?.date ?? "")} – ${shortDate(days[6]?.date ?? "")}.${days[6]?.date.slice(0, 4)}` : "…"}
      </span>
      <Button size="sm" variant="secondary" onClick={() => monday && goToWeek(shiftWeek(monday, 1))} aria-label={t("nextWeek")}>
        <span className="hidden sm:inline">{t("nextWeek")}</span> ›
      </Button>
      {data && data.currentWeek !== monday ? (
        <Button size="sm" variant="ghost" onClick={() => goToWeek(undefined)}>
          {t("thisWeek")}
        </Button>
      ) : null}
      <GroupFilter id="register-group" value={register.groupId} onChange={register.setGroupId} className="w-full sm:w-56" />
      <span className="ml-auto text-xs text-gray-400" role="status" data-testid="register-save-summary">
        {failedCount > 0 ? <span className="text-red-300">{t("failedCount", { count: failedCount })}</span> : savingCount > 0 ? t("saving") : t("allSaved")}
      </span>
    </div>
  );

  if (loadError) {
    return (
      <div>
        {header}
        <Card className="flex flex-col items-center gap-4 py-10 text-center">
          <p role="alert" className="text-sm text-red-300">
            {loadError}
          </p>
          <Button variant="secondary" onClick={register.refetch}>
            {t("retry")}
          </Button>
        </Card>
      </div>
    );
  }

  return (
    <div>
      {header}
      {weekSwitcher}
      {!data ? (
        <div className="space-y-2" aria-busy="true">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-12" />
          ))}
        </div>
      ) : students.length === 0 ? (
        <Card className="py-12 text-center text-gray-400">{t("empty")}</Card>
      ) : (
        <>
          <RegisterLegend />
          <RegisterGrid register={register} />
          <RegisterPhone register={register} />
        </>
      )}
    </div>
  );
}
