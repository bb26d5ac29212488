"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { isRole } from "@/lib/users/roles";

const tones = { student: "info", student_offline: "warning", admin: "success", teacher: "neutral", parent: "neutral" } as const;

/** Spec §1: student_offline is shown as 'Student Offline'. */
export function RoleBadge({ role }: { role: string }) {
  const t = useTranslations("admin.users.roles");
  return isRole(role) ? <Badge tone={tones[role]}>{t(role)}</Badge> : <Badge>{role}</Badge>;
}
