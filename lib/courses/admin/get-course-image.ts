import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db/client";

/** The stored bytes and sniffed type of a course image. */
export async function getCourseImage({ imageId }: { imageId: string }) {
  const image = await db().courseImage.findUnique({ where: { id: imageId }, select: { mimeType: true, size: true, data: true } });
  if (!image) throw new AppError("not_found", "api.problems.imageNotFound");
  return image;
}
