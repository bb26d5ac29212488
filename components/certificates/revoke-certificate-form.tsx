"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, Textarea } from "@/components/ui/field";
import { apiCall, errorText } from "@/lib/api/client";

/** An admin's revoke, on the certificate's own check page: the reason is required and shown there after. */
export function RevokeCertificateForm({ code }: { code: string }) {
  const t = useTranslations("certificates.revokeForm");
  const router = useRouter();
  const [reason, setReason] = useState("");
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setProblem(null);
    try {
      await apiCall(`/api/admin/certificates/${encodeURIComponent(code)}/revoke`, { method: "POST", json: { reason } });
      router.refresh();
    } catch (error) {
      setProblem(errorText(error, { fallback: t("error") }));
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-3 rounded-xl bg-surface-raised p-4 ring-1 ring-white/10" data-testid="revoke-certificate">
      <h2 className="text-sm font-semibold text-white">{t("title")}</h2>
      <Field id="revoke-reason" label={t("reason")} error={problem ?? undefined}>
        <Textarea id="revoke-reason" name="reason" rows={2} maxLength={300} required value={reason} onChange={(event) => setReason(event.target.value)} aria-describedby={problem ? "revoke-reason-error" : undefined} invalid={problem !== null} />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" variant="danger" size="sm" disabled={pending}>
          {t("submit")}
        </Button>
      </div>
    </form>
  );
}
