import type { Role } from "@/lib/db/generated/enums";

/** What the server hands the shell about the signed-in user (read from the jwt cookie). */
export type ShellUser = { fullName: string; phone: string; role: Role };

/** The user the shell shows: "pending" on a student's shared shell until its viewer part is read. */
export type ShownUser = ShellUser | "pending" | null;
