import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db/client";
import { liveCourse } from "./shapes";

const ORDER_MISMATCH = "api.validation.orderMismatch";

export const reorderCoursesBody = z.object({
  orderedIds: z.array(z.string().min(1).max(64), { error: ORDER_MISMATCH }).max(1000),
});

/** Saves the drag-and-drop order: `orderedIds` must be exactly the CMS's courses, each once. */
export async function reorderCourses({ orderedIds }: { orderedIds: string[] }): Promise<void> {
  if (new Set(orderedIds).size !== orderedIds.length) throw new AppError("invalid_input", ORDER_MISMATCH);
  await db().$transaction(async (tx) => {
    const live = await tx.course.findMany({ where: liveCourse, select: { id: true } });
    const known = new Set(live.map((course) => course.id));
    if (known.size !== orderedIds.length || !orderedIds.every((id) => known.has(id))) {
      throw new AppError("invalid_input", ORDER_MISMATCH);
    }
    await tx.$executeRaw`
      UPDATE "Course" AS c SET position = o.position::int - 1
      FROM unnest(${orderedIds}::text[]) WITH ORDINALITY AS o(id, position)
      WHERE c.id = o.id`;
  });
}
