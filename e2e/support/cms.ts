import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";

/** A free, active course of one module and one lesson, made through the admin's API (`admin` signed in). */
export async function freeCourseWithLesson(admin: APIRequestContext, names: { title: string; moduleTitle: string; lessonTitle: string; tag?: string }): Promise<{ courseId: string; lessonId: string }> {
  const created = await admin.post("/api/admin/courses", {
    multipart: { title: names.title, description: "Mashqlar uchun kurs", instructor: "Aziz Karimov", price: "0", duration: "2", level: "beginner", tags: JSON.stringify([names.tag ?? "html"]) },
  });
  expect(created.status()).toBe(201);
  const courseId = ((await created.json()) as { course: { id: string } }).course.id;
  const addedModule = await admin.post(`/api/admin/courses/${courseId}/modules`, { data: { title: names.moduleTitle } });
  const moduleId = ((await addedModule.json()) as { module: { id: string } }).module.id;
  const addedLesson = await admin.post(`/api/admin/modules/${moduleId}/lessons`, { data: { title: names.lessonTitle } });
  expect(addedLesson.status()).toBe(201);
  const lessonId = ((await addedLesson.json()) as { lesson: { id: string } }).lesson.id;
  expect((await admin.patch(`/api/admin/courses/${courseId}/status`, { data: { status: "active" } })).status()).toBe(200);
  return { courseId, lessonId };
}

/** In the course CMS: the course's details, its module, and the lesson's exercises dialog, answered. */
export async function openLessonExercises(page: Page, names: { title: string; moduleTitle: string; lessonTitle: string }): Promise<{ detail: Locator; exercises: Locator }> {
  await page.goto("/admin/courses");
  await page.getByTestId("admin-course-card").filter({ hasText: names.title }).getByRole("button", { name: "Batafsil" }).click();
  const detail = page.getByRole("dialog", { name: names.title });
  await detail.getByRole("button", { name: new RegExp(`^${names.moduleTitle.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) }).click();
  await detail.getByRole("button", { name: `Mashqlar: ${names.lessonTitle}` }).click();
  return { detail, exercises: page.getByRole("dialog", { name: `Mashqlar: ${names.lessonTitle}` }) };
}
