import { AFTER_RESET } from "@/lib/recovery/rules";
import type { SessionUser } from "../types";

/** Where a reset password lands: signed in, by a full load so every part of the page reads the new cookie. */
export function goSignedIn(user: Pick<SessionUser, "role">) {
  window.location.assign(user.role === "admin" ? "/admin" : AFTER_RESET);
}
