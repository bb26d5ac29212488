"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";

type ConfirmModalProps = {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  onConfirm: () => Promise<void> | void;
  onClose: () => void;
};

/** Every delete asks first (spec §5); the confirm button waits for the call to finish. */
export function ConfirmModal({ open, title, message, confirmLabel, onConfirm, onClose }: ConfirmModalProps) {
  const t = useTranslations("admin.common");
  const [busy, setBusy] = useState(false);
  return (
    <Modal open={open} onClose={busy ? () => {} : onClose} title={title} className="max-w-md">
      <p className="text-sm text-gray-300">{message}</p>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t("cancel")}
        </Button>
        <Button
          variant="danger"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await onConfirm();
            } finally {
              setBusy(false);
            }
          }}
        >
          {confirmLabel ?? t("delete")}
        </Button>
      </div>
    </Modal>
  );
}
