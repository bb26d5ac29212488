import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { pageCaller } from "@/lib/auth/page-caller";
import { getProfile } from "@/lib/users/get-profile";
import type { SessionUser } from "./types";

/**
 * The signed-in user of an account page, read on the server as GET /api/user/profile answers it
 * (dates as ISO text), or null for a visitor. The page is then HTML before its scripts run, and a
 * visitor's browser never asks for a profile it cannot have (a 401 in the console; issue 26
 * items 3 and 12). A deleted account's token is a visitor, as the API's 404 is.
 */
export async function pageUser(): Promise<SessionUser | null> {
  const caller = await pageCaller();
  if (!caller) return null;
  try {
    return JSON.parse(JSON.stringify(await getProfile(caller))) as SessionUser;
  } catch (error) {
    if (error instanceof AppError && error.code === "user_not_found") return null;
    throw error;
  }
}
