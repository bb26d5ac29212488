"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api/client";

/** Ends the parent's session and goes to the sign-in page. */
export function LogoutButton() {
  const t = useTranslations("parent.shell");
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={leaving}
      onClick={async () => {
        setLeaving(true);
        await apiFetch("/api/auth/logout", { method: "POST" });
        router.replace("/projects/blogs");
        router.refresh();
      }}
    >
      {t("logout")}
    </Button>
  );
}
