"use client";

import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/api/client";
import type { OfflineStudentView } from "@/lib/offline/shapes";

/**
 * The admin's warning and certificate changes: PUT the whole list, then re-read the student
 * (spec §7) so the page shows what the server stored. Refusals come back with the server's
 * message ('Avval 1-ogohlantirishni bering.' …) in the 3-second red toast.
 */
export function useStudentActions(studentId: string, onUpdated: (student: OfflineStudentView) => void) {
  const t = useTranslations("offline");

  async function put(body: Record<string, unknown>, fallback: string, success: string): Promise<boolean> {
    const result = await apiFetch(`/api/admin/users/${encodeURIComponent(studentId)}`, { method: "PUT", json: body });
    if (!result.ok) {
      toast.error(result.message ?? fallback);
      // Another admin changed the record since this page read it: show what is stored now.
      if (result.status === 409) await reload();
      return false;
    }
    await reload();
    toast.success(success);
    return true;
  }

  async function reload(): Promise<void> {
    const fresh = await apiFetch<{ user: OfflineStudentView }>(`/api/admin/users/${encodeURIComponent(studentId)}`);
    if (fresh.ok) onUpdated(fresh.data.user);
  }

  return {
    /** `shown`: the list the page showed, so a list changed since is refused (409), not overwritten. */
    saveWarnings: (warnings: string[], cancelling: boolean, shown: string[]) =>
      put({ warnings, expectedWarnings: shown }, cancelling ? t("warningCancelError") : t("warningSaveError"), cancelling ? t("warningCancelled") : t("warningSaved")),
    saveCertificates: (certificates: boolean[]) => put({ certificates }, t("certSaveError"), t("certSaved")),
  };
}
