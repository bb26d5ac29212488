import { AppError } from "@/lib/errors/app-error";
import { COURSE_IMAGE_MAX_BYTES } from "./course-form";
import { sniffImage, type ImageType } from "@/lib/files/sniff-image";

export type CourseImageData = { mimeType: ImageType; size: number; data: Uint8Array<ArrayBuffer> };

/** An uploaded file checked by size and by its bytes: 413 over 2 MB, 415 unless PNG, JPEG, WebP or GIF. */
export async function readCourseImage(file: File): Promise<CourseImageData> {
  if (file.size > COURSE_IMAGE_MAX_BYTES) throw new AppError("payload_too_large", "api.problems.imageTooLarge");
  const data = new Uint8Array(await file.arrayBuffer());
  const mimeType = sniffImage(data);
  if (!mimeType) throw new AppError("unsupported_media_type", "api.problems.imageType");
  return { mimeType, size: data.byteLength, data };
}
