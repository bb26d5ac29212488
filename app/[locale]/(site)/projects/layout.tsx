import type { ReactNode } from "react";
import { StudentData } from "@/components/student-data/student-data";

// The account pages (profile, security, payments) share one query cache of the student's data.
export default function ProjectsLayout({ children }: { children: ReactNode }) {
  return <StudentData>{children}</StudentData>;
}
