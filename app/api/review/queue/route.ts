import { route } from "@/lib/api/route";
import { findReviewQueue } from "@/lib/review/find-review-queue";

// GET /api/review/queue — projects waiting for a mentor or under review, oldest first, with how long each waited
export const GET = route({ auth: "user" }, async ({ caller, locale }) => findReviewQueue({ caller, locale }));
