import { expect, type APIRequestContext, type Browser } from "@playwright/test";
import { ADMIN, enrolInHtmlCourse, login, randomPhone, registerStudent, STUDENT_PASSWORD } from "./accounts";
import { SAME_ORIGIN } from "./origin";

// Issue 41's people: a student of the demo's HTML course in a new online group of that course,
// with a teacher of their own, made through the API as an admin would (each spec its own).

export type Classroom = {
  admin: APIRequestContext;
  student: APIRequestContext;
  studentName: string;
  teacher: { id: string; fullName: string; phone: string; password: string };
  courseId: string;
  groupId: string;
  /** Closes the contexts made for the admin and the student (at the end of the spec). */
  close: () => Promise<void>;
};

/** A new student enrolled in the HTML course, a new teacher, and an online group of the course holding both. */
export async function htmlClassroom(browser: Browser, baseURL: string, tag: string, operator = "95"): Promise<Classroom> {
  const adminContext = await browser.newContext({ baseURL, ...SAME_ORIGIN });
  const studentContext = await browser.newContext({ baseURL, ...SAME_ORIGIN });
  const admin = adminContext.request;
  await login(admin, ADMIN);
  const student = studentContext.request;
  const studentName = `O'quvchi ${tag}`;
  const courseId = await enrolInHtmlCourse(student, admin, studentName, operator);

  const phone = randomPhone(operator);
  const fullName = `Ustoz ${tag}`;
  const signupContext = await browser.newContext({ baseURL, ...SAME_ORIGIN });
  const { user } = (await (await registerStudent(signupContext.request, { fullName, phone: phone.display })).json()) as { user: { id: string } };
  await signupContext.close();
  expect((await admin.put(`/api/admin/users/${user.id}`, { data: { fullName, phone: phone.stored, role: "teacher" } })).status()).toBe(200);
  const studentId = ((await (await student.get("/api/user/profile")).json()) as { user: { id: string } }).user.id;

  const created = await admin.post("/api/admin/groups", { data: { name: `Guruh ${tag}`, kind: "online", startDate: "2026-11-02", courseId } });
  expect(created.status()).toBe(200);
  const groupId = ((await created.json()) as { group: { id: string } }).group.id;
  expect((await admin.post(`/api/admin/groups/${groupId}/teachers`, { data: { userId: user.id } })).status()).toBe(200);
  expect((await admin.post(`/api/admin/groups/${groupId}/students`, { data: { userId: studentId } })).status()).toBe(200);
  const close = async () => {
    await adminContext.close();
    await studentContext.close();
  };
  return { admin, student, studentName, teacher: { id: user.id, fullName, phone: phone.display, password: STUDENT_PASSWORD }, courseId, groupId, close };
}

/** The course's lessons in order, as its student reads them. */
export async function lessonsOf(request: APIRequestContext, courseId: string): Promise<{ id: string; title: string }[]> {
  const { modules } = (await (await request.get(`/api/courses/${courseId}/modules`)).json()) as { modules: { id: string }[] };
  const lessons: { id: string; title: string }[] = [];
  for (const courseModule of modules) {
    const answer = (await (await request.get(`/api/modules/${courseModule.id}/lessons`)).json()) as { lessons: { id: string; title: string }[] };
    lessons.push(...answer.lessons);
  }
  return lessons;
}

/** The first lesson of the course holding a project (the HTML course's closing one), with the project's id. */
export async function firstProject(request: APIRequestContext, courseId: string): Promise<{ lessonId: string; projectId: string }> {
  for (const lesson of await lessonsOf(request, courseId)) {
    const { projects } = (await (await request.get(`/api/lessons/${lesson.id}/projects`)).json()) as { projects: { id: string }[] };
    if (projects[0]) return { lessonId: lesson.id, projectId: projects[0].id };
  }
  throw new Error(`no project in course ${courseId}`);
}

/** The student sends an iteration of files; answers its id. */
export async function sendProject(student: APIRequestContext, projectId: string, content = "<!DOCTYPE html>\n<html>\n<body>\n<h1>Salom</h1>\n</body>\n</html>\n"): Promise<string> {
  const sent = await student.post(`/api/projects/${projectId}/submissions`, { multipart: { files: JSON.stringify([{ name: "index.html", content }]) } });
  expect(sent.status()).toBe(201);
  return ((await sent.json()) as { submission: { id: string } }).submission.id;
}

/** The student asks under the lesson; answers the question post's id. */
export async function askUnder(student: APIRequestContext, lessonId: string, body: string): Promise<{ threadId: string; postId: string }> {
  const asked = await student.post(`/api/lessons/${lessonId}/questions`, { data: { body } });
  expect(asked.status()).toBe(200);
  const { thread } = (await asked.json()) as { thread: { id: string; question: { id: string } } };
  return { threadId: thread.id, postId: thread.question.id };
}

/**
 * A free active course of its own with `count` lessons and no video (so opening a lesson does it),
 * made by the admin: the specs that walk the demo's lessons in order share the server.
 */
export async function freeCourse(admin: APIRequestContext, tag: string, count = 2): Promise<{ courseId: string; lessonIds: string[] }> {
  const created = await admin.post("/api/admin/courses", {
    multipart: { title: `Moderatsiya ${tag}`, description: "Sinov kursi", instructor: "Aziz Karimov", price: "0", duration: "2", level: "beginner", tags: JSON.stringify(["html"]) },
  });
  expect(created.status()).toBe(201);
  const courseId = ((await created.json()) as { course: { id: string } }).course.id;
  const addedModule = await admin.post(`/api/admin/courses/${courseId}/modules`, { data: { title: "1-modul" } });
  const moduleId = ((await addedModule.json()) as { module: { id: string } }).module.id;
  const lessonIds: string[] = [];
  for (let index = 1; index <= count; index++) {
    const lesson = await admin.post(`/api/admin/modules/${moduleId}/lessons`, {
      data: { title: `Dars ${index} ${tag}`, titleRu: "", description: "Matnli dars", descriptionRu: "", videoUrl: "", codeSourceUrl: "" },
    });
    expect(lesson.status()).toBe(201);
    lessonIds.push(((await lesson.json()) as { lesson: { id: string } }).lesson.id);
  }
  expect((await admin.patch(`/api/admin/courses/${courseId}/status`, { data: { status: "active" } })).status()).toBe(200);
  return { courseId, lessonIds };
}

/** A new student signed in on `request` and enrolled in the (free) course. */
export async function enrolledStudent(request: APIRequestContext, courseId: string, fullName: string, operator = "95"): Promise<void> {
  await registerStudent(request, { fullName, phone: randomPhone(operator).display });
  expect((await request.post(`/api/courses/${courseId}/enroll`)).status()).toBe(200);
}
