import { z } from "zod";

const id = z.string().min(1).max(64);

export const idParams = z.object({ id });
/** /api/admin/courses/{id}/modules: Next needs one slug name per folder, so the course is `id`. */
export const courseIdParams = z.object({ id });
export const courseModuleParams = z.object({ id, moduleId: id });
export const moduleIdParams = z.object({ moduleId: id });
export const moduleLessonParams = z.object({ moduleId: id, lessonId: id });
