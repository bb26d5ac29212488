"use client";

import { useTranslations } from "next-intl";
import { ConfirmModal } from "@/components/ui/confirm-modal";

type Props<T> = {
  /** What the admin asked to delete; null keeps the dialog closed. */
  target: T | null;
  title: string;
  /** The sentence that names what goes. */
  text: string;
  /** The delete itself (a mutation's mutateAsync): its own onError tells how a failure went. */
  remove: (target: T) => Promise<unknown>;
  onClose: () => void;
};

/** Asks before a delete (spec §5): waits for the server's answer, then closes. */
export function DeleteConfirm<T>({ target, title, text, remove, onClose }: Props<T>) {
  const common = useTranslations("admin.common");
  return (
    <ConfirmModal
      open={target !== null}
      title={title}
      confirmLabel={common("delete")}
      cancelLabel={common("cancel")}
      danger
      onConfirm={async () => {
        if (target === null) return;
        await remove(target).catch(() => undefined);
        onClose();
      }}
      onClose={onClose}
    >
      <p className="text-sm text-gray-300">{text}</p>
    </ConfirmModal>
  );
}
