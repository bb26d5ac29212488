import { route } from "@/lib/api/route";
import { clearSessionResponse } from "@/lib/api/session-response";

// POST /api/auth/logout — forget the cookie (tokens are stateless; a password change ends them all)
export const POST = route({ auth: "none" }, async () => clearSessionResponse("Tizimdan chiqdingiz"));
