import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";

// The course pages' strings reach error.tsx too, which sits inside this layout.
export default function CoursesLayout({ children }: { children: ReactNode }) {
  return <ClientMessages paths={["courses"]}>{children}</ClientMessages>;
}
