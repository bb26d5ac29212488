import { z } from "zod";
import { recordId as id } from "@/lib/api/record-id";

export const idParams = z.object({ id });
/** /api/admin/courses/{id}/modules: Next needs one slug name per folder, so the course is `id`. */
export const courseIdParams = z.object({ id });
export const courseModuleParams = z.object({ id, moduleId: id });
export const moduleIdParams = z.object({ moduleId: id });
export const moduleLessonParams = z.object({ moduleId: id, lessonId: id });
