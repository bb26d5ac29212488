import { route } from "@/lib/api/route";
import { exerciseIdParams } from "@/lib/practice/contract";
import { getSolution } from "@/lib/practice/get-hint";

// GET /api/exercises/{id}/solution — the reference solution, once the caller has passed
export const GET = route({ auth: "user", params: exerciseIdParams }, async ({ caller, params }) => getSolution({ caller, exerciseId: params.id }));
