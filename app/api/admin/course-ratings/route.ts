import { route } from "@/lib/api/route";
import { findReportedReviews } from "@/lib/ratings/find-reported-reviews";

// GET /api/admin/course-ratings — reported reviews, most reported first, to hide or keep
export const GET = route({ auth: "admin" }, async () => ({ reviews: await findReportedReviews() }));
