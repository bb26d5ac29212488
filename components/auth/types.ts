import type { Role } from "@/lib/db/generated/enums";

/** The `user` of the login, register and profile answers, as JSON. */
export type SessionUser = {
  id: string;
  fullName: string;
  phone: string;
  role: Role;
  balance: number;
  createdAt: string;
  region: string | null;
  district: string | null;
  school: string | null;
  grade: string | null;
  /** What a parent pays to from the Payme or Click app. */
  accountNumber?: number;
  completedCourses?: string[];
};
