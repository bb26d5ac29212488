import { z } from "zod";
import { described } from "@/lib/api/openapi/describe";
import { plainJson } from "@/lib/request/route-compression";
import { checkDatabase } from "@/lib/db/health";

const health = z.object({ status: z.enum(["ok", "unavailable"]) });

// GET /api/health — 200 when the database answers, else 503
export const GET = described(
  {
    auth: "none",
    responses: {
      "200": { description: "The database answers", contentType: "application/json", schema: health },
      "503": { description: "The database does not answer", contentType: "application/json", schema: health },
    },
  },
  async () => {
    const ok = await checkDatabase();
    return plainJson({ status: ok ? "ok" : "unavailable" } satisfies z.infer<typeof health>, { status: ok ? 200 : 503 });
  },
);
