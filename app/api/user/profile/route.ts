import { route } from "@/lib/api/route";
import { getProfile } from "@/lib/users/get-profile";

// GET /api/user/profile — the caller's own profile with completed course ids
export const GET = route({ auth: "user" }, async ({ caller }) => ({ user: await getProfile(caller) }));
