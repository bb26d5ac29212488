import { expect, type APIRequestContext } from "@playwright/test";

/**
 * A free, active course made by the admin through the API: one module of `lessons` lessons
 * without video, so a lesson is done once opened (issue 42's done rule: a lesson with a video is
 * done when 80% of it was watched, which e2e/watched-lesson.spec.ts walks with a local .mp4).
 */
export async function createTextCourse(admin: APIRequestContext, { title, lessons }: { title: string; lessons: number }): Promise<{ courseId: string; lessonIds: string[] }> {
  const created = await admin.post("/api/admin/courses", {
    multipart: { title, description: "Videosiz darslar kursi", instructor: "Aziz Karimov", price: "0", duration: "2", level: "beginner", tags: "[]" },
  });
  expect(created.status()).toBe(201);
  const courseId = ((await created.json()) as { course: { id: string } }).course.id;
  const moduleId = ((await (await admin.post(`/api/admin/courses/${courseId}/modules`, { data: { title: "1-modul" } })).json()) as { module: { id: string } }).module.id;
  const lessonIds: string[] = [];
  for (let index = 1; index <= lessons; index += 1) {
    const added = await admin.post(`/api/admin/modules/${moduleId}/lessons`, { data: { title: `${index}-dars` } });
    expect(added.status()).toBe(201);
    lessonIds.push(((await added.json()) as { lesson: { id: string } }).lesson.id);
  }
  expect((await admin.patch(`/api/admin/courses/${courseId}/status`, { data: { status: "active" } })).status()).toBe(200);
  return { courseId, lessonIds };
}
