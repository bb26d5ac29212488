"use client";

import Link from "next/link";
import { useTranslations, type Messages } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { formatShortDate } from "@/lib/format/date";
import { CERTIFICATE_NAMES, lockCertificate, unlockCertificate } from "@/lib/offline/certificates";
import type { PublicCertificate } from "@/lib/offline/shapes";
import { ConfirmModal } from "@/components/ui/confirm-modal";
import { QrCode } from "./qr-code";

type Props = { certificates: PublicCertificate[]; origin: string; isAdmin: boolean; onSave: (flags: boolean[]) => Promise<boolean> };

/** The chain of seven (spec §3): unlocked ones carry their code, QR and verification link. */
export function CertificatesGrid({ certificates, origin, isAdmin, onSave }: Props) {
  const t = useTranslations("offline");
  // The fixed names in the page's language (api.certificates.<position>, uz the spec's).
  const names = useTranslations("api.certificates");
  const nameAt = (position: number) => names(`${position}` as keyof Messages["api"]["certificates"]);
  const [target, setTarget] = useState<number | null>(null);
  const byPosition = new Map(certificates.map((certificate) => [certificate.position, certificate]));
  const targetUnlocked = target !== null && byPosition.has(target);
  const flags = CERTIFICATE_NAMES.map((_, position) => byPosition.has(position));

  /** Why a button may not act now (the server's order rule, asked before, not after). */
  function blockedReason(position: number): string | null {
    const result = flags[position] ? lockCertificate(flags, position) : unlockCertificate(flags, position);
    if (result.ok) return null;
    if (result.error === "previousCertificateRequired") return t("certUnlockBlocked", { name: nameAt(CERTIFICATE_NAMES.indexOf(result.required)) });
    if (result.error === "laterCertificateUnlocked") return t("certLockBlocked", { name: nameAt(CERTIFICATE_NAMES.indexOf(result.blocking)) });
    return null;
  }

  async function confirm() {
    if (target === null) return;
    const flags = CERTIFICATE_NAMES.map((_, position) => (position === target ? !targetUnlocked : byPosition.has(position)));
    if (await onSave(flags)) setTarget(null);
  }

  return (
    <section aria-labelledby="certificates-title" className="space-y-3">
      <h2 id="certificates-title" className="text-lg font-semibold text-white">
        {t("certificatesTitle")} <span className="text-sm font-normal text-gray-400">({certificates.length}/{CERTIFICATE_NAMES.length})</span>
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {CERTIFICATE_NAMES.map((name, position) => {
          const certificate = byPosition.get(position);
          const url = certificate ? `${origin}/certificates/${certificate.code}` : "";
          const blocked = isAdmin ? blockedReason(position) : null;
          return (
            <li
              key={name}
              data-testid={`certificate-${position + 1}`}
              data-state={certificate ? "unlocked" : "locked"}
              className={cn(
                "flex flex-col gap-3 rounded-2xl p-4 ring-1",
                certificate ? "bg-emerald-500/10 ring-emerald-500/40" : "bg-surface-raised ring-white/10",
              )}
            >
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="text-xs text-gray-400">{position + 1} / {CERTIFICATE_NAMES.length}</p>
                  <p className={cn("font-medium", certificate ? "text-white" : "text-gray-400")}>{nameAt(position)}</p>
                </div>
                <span className={cn("shrink-0 text-xs font-semibold", certificate ? "text-emerald-300" : "text-gray-500")}>
                  {certificate ? t("certificateUnlocked") : t("certificateLocked")}
                </span>
              </div>
              {certificate ? (
                <div className="flex items-center gap-3">
                  <QrCode value={url} label={t("certificateQr", { name: nameAt(position) })} className="size-20 shrink-0 rounded-md" />
                  <div className="min-w-0 space-y-1 text-xs">
                    <p className="text-gray-400">
                      {t("certificateCode")}: <span className="font-mono text-sm text-white" data-testid="certificate-code">{certificate.code}</span>
                    </p>
                    <p className="text-gray-400">{formatShortDate(certificate.unlockedAt)}</p>
                    <Link href={`/certificates/${certificate.code}`} className="font-medium text-brand-300 hover:underline">
                      {t("certificateOpen")}
                    </Link>
                  </div>
                </div>
              ) : null}
              {isAdmin ? (
                <div className="mt-auto space-y-1.5">
                  <Button
                    size="sm"
                    variant={certificate ? "secondary" : "primary"}
                    className="w-full"
                    onClick={() => setTarget(position)}
                    disabled={blocked !== null}
                    aria-describedby={blocked ? `certificate-${position + 1}-blocked` : undefined}
                  >
                    {certificate ? t("certLock") : t("certUnlock")}
                  </Button>
                  {blocked ? (
                    <p id={`certificate-${position + 1}-blocked`} className="text-xs text-gray-400">
                      {blocked}
                    </p>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <ConfirmModal
        open={target !== null}
        title={targetUnlocked ? t("certLockTitle") : t("certUnlockTitle")}
        cancelLabel={t("cancel")}
        confirmLabel={t("confirm")}
        danger={targetUnlocked}
        onConfirm={confirm}
        onClose={() => setTarget(null)}
      >
        <p className="text-sm text-gray-300">
          {target === null ? "" : targetUnlocked ? t("certLockConfirm", { name: nameAt(target) }) : t("certUnlockConfirm", { name: nameAt(target) })}
        </p>
      </ConfirmModal>
    </section>
  );
}
