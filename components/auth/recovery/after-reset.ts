import { AFTER_RESET } from "@/lib/recovery/rules";
import type { SessionUser } from "../types";
import { staffHome } from "@/lib/auth/staff-home";

/** Where a reset password lands: signed in, by a full load so every part of the page reads the new cookie. */
export function goSignedIn(user: Pick<SessionUser, "role">) {
  window.location.assign(staffHome(user.role) ?? AFTER_RESET);
}
