import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/auth/session";

/**
 * A parent reads and watches, never enrols or spends (issue 38): every student money call
 * (enrol, top-up request, receipt) refuses a parent before it touches anything. Here rather than
 * in lib/parents, which reads courses and payments and so cannot be imported by them.
 */
export function refuseParentSpending(caller: Caller): void {
  if (caller.role === "parent") throw new AppError("forbidden", "api.problems.parentReadOnly");
}
