import { route } from "@/lib/api/route";
import { hintParams } from "@/lib/practice/contract";
import { getHint } from "@/lib/practice/get-hint";

// GET /api/exercises/{id}/hints/{index} — one hint (0-based), in the caller's language
export const GET = route({ auth: "user", params: hintParams }, async ({ caller, params, locale }) => getHint({ caller, exerciseId: params.id, index: params.index, locale }));
