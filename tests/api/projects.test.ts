import { describe, expect, it } from "vitest";
import { POST as createProjectRoute } from "@/app/api/admin/lessons/[lessonId]/projects/route";
import { PUT as updateExercise } from "@/app/api/admin/exercises/[id]/route";
import { GET as mentorCounts } from "@/app/api/admin/review/mentors/route";
import { GET as lessonExercises } from "@/app/api/lessons/[lessonId]/exercises/route";
import { GET as lessonProjects } from "@/app/api/lessons/[lessonId]/projects/route";
import { GET as archiveRoute } from "@/app/api/project-submissions/[id]/archive/route";
import { GET as projectRoute } from "@/app/api/projects/[id]/route";
import { POST as submitRoute } from "@/app/api/projects/[id]/submissions/route";
import { GET as queueRoute } from "@/app/api/review/queue/route";
import { GET as reviewRoute } from "@/app/api/review/submissions/[id]/route";
import { POST as claimRoute } from "@/app/api/review/submissions/[id]/claim/route";
import { POST as commentRoute } from "@/app/api/review/submissions/[id]/comments/route";
import { POST as decisionRoute } from "@/app/api/review/submissions/[id]/decision/route";
import { db } from "@/lib/db/client";
import { PROJECT_ARCHIVE_MAX_BYTES } from "@/lib/review/contract";
import { call } from "../support/call";
import { createCourse, enrol } from "../support/course-factory";
import { createUser, type TestUser } from "../support/factories";

// Issue 41, projects with review: submit, the queue, claim (two mentors racing), comment, ask for
// changes, resubmit, accept (the lesson's practice done), and who may read what. Every test makes
// its own course, project, student and mentors.

const SERVER = "const express = require('express');\nconst app = express();\napp.get('/', (req, res) => res.send('Salom'));\napp.listen(3000);\n";
const ZIP = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00, 1, 2, 3, 4]);

type Project = { projectId: string; lessonId: string; courseId: string; student: TestUser; admin: TestUser };

async function setup(brief: Record<string, unknown> = {}): Promise<Project> {
  const course = await createCourse({ title: "Express", modules: 1, lessonsPerModule: 1 });
  const lessonId = course.modules[0]!.lessons[0]!.id;
  const admin = await createUser({ role: "admin", fullName: "Mentor Admin" });
  const created = await call(createProjectRoute, {
    token: admin.token,
    params: { lessonId },
    body: {
      titleUz: "Birinchi server",
      titleRu: "Первый сервер",
      statementUz: "Express bilan server yozing",
      statementRu: "Напишите сервер на Express",
      acceptFiles: true,
      acceptArchive: true,
      acceptLink: true,
      checklistUz: ["Server ishga tushadi"],
      checklistRu: ["Сервер запускается"],
      ...brief,
    },
  });
  expect(created.status).toBe(201);
  const student = await createUser({ fullName: "Aziz" });
  await enrol(student.id, course.id);
  return { projectId: (created.body.project as { id: string }).id, lessonId, courseId: course.id, student, admin };
}

function form(fields: { files?: unknown; link?: string; archive?: { bytes: Uint8Array; name: string; type?: string } }): FormData {
  const body = new FormData();
  if (fields.files !== undefined) body.append("files", JSON.stringify(fields.files));
  if (fields.link !== undefined) body.append("link", fields.link);
  if (fields.archive) body.append("archive", new File([fields.archive.bytes as Uint8Array<ArrayBuffer>], fields.archive.name, { type: fields.archive.type ?? "application/zip" }));
  return body;
}

async function submit(p: { projectId: string }, student: TestUser, fields: Parameters<typeof form>[0] = { files: [{ name: "server.js", content: SERVER }] }) {
  return call(submitRoute, { method: "POST", token: student.token, params: { id: p.projectId }, body: form(fields) });
}

async function submitted(p: Project): Promise<string> {
  const res = await submit(p, p.student);
  expect(res.status).toBe(201);
  return (res.body.submission as { id: string }).id;
}

const claim = (mentor: TestUser, id: string) => call(claimRoute, { method: "POST", token: mentor.token, params: { id } });
const comment = (mentor: TestUser, id: string, body: Record<string, unknown>) => call(commentRoute, { token: mentor.token, params: { id }, body });
const decide = (mentor: TestUser, id: string, body: Record<string, unknown>) => call(decisionRoute, { token: mentor.token, params: { id }, body });
const project = (student: TestUser, id: string) => call(projectRoute, { token: student.token, params: { id } });

type Iteration = { id: string; iteration: number; status: string; summary: string | null; score: number | null; comments: { file: string; line: number; body: string }[] };

async function teacherOf(studentId: string): Promise<TestUser> {
  const teacher = await createUser({ role: "teacher", fullName: "Ustoz" });
  const group = await db().group.create({ data: { name: `G ${studentId}`, kind: "online", startDate: new Date() }, select: { id: true } });
  await db().groupTeacher.create({ data: { groupId: group.id, teacherId: teacher.id } });
  await db().groupStudent.create({ data: { groupId: group.id, studentId } });
  return teacher;
}

describe("projects: who may call", () => {
  it("answers 401 without a token and 403 to a student on the mentors' calls", async () => {
    const p = await setup();
    const id = await submitted(p);
    expect((await call(submitRoute, { method: "POST", params: { id: p.projectId }, body: form({ link: "https://github.com/a/b" }) })).status).toBe(401);
    expect((await call(queueRoute)).status).toBe(401);
    expect((await call(claimRoute, { method: "POST", params: { id } })).status).toBe(401);
    expect((await call(archiveRoute, { params: { id } })).status).toBe(401);
    const queue = await call(queueRoute, { token: p.student.token });
    expect(queue.status).toBe(403);
    expect(queue.body.code).toBe("mentor_only");
    expect((await claim(p.student, id)).status).toBe(403);
    expect((await call(reviewRoute, { token: p.student.token, params: { id } })).status).toBe(403);
    expect((await call(mentorCounts, { token: p.student.token })).status).toBe(403);
    const teacher = await createUser({ role: "teacher" });
    expect((await call(createProjectRoute, { token: teacher.token, params: { lessonId: p.lessonId }, body: {} })).status).toBe(403);
  });

  it("never lets another student or another group's teacher read the work (403)", async () => {
    const p = await setup();
    const archive = await submit(p, p.student, { archive: { bytes: ZIP, name: "loyiha.zip" } });
    expect(archive.status).toBe(201);
    const id = (archive.body.submission as { id: string }).id;
    const stranger = await createUser();
    const strangerRead = await call(archiveRoute, { token: stranger.token, params: { id } });
    expect(strangerRead.status).toBe(403);
    expect((await call(reviewRoute, { token: stranger.token, params: { id } })).status).toBe(403);
    const otherStudent = await createUser();
    const otherTeacher = await teacherOf(otherStudent.id);
    const teacherRead = await call(reviewRoute, { token: otherTeacher.token, params: { id } });
    expect(teacherRead.status).toBe(403);
    expect(teacherRead.body.code).toBe("not_your_student");
    expect((await claim(otherTeacher, id)).status).toBe(403);
    expect((await call(queueRoute, { token: otherTeacher.token })).body.items).toEqual([]);
    // The student's own teacher and the student read it.
    const ownTeacher = await teacherOf(p.student.id);
    const queue = await call(queueRoute, { token: ownTeacher.token });
    expect((queue.body.items as { id: string }[]).map((item) => item.id)).toEqual([id]);
    expect((await call(reviewRoute, { token: ownTeacher.token, params: { id } })).status).toBe(200);
    const own = await call(archiveRoute, { token: p.student.token, params: { id } });
    expect(own.status).toBe(200);
    expect(own.headers.get("content-disposition")).toBe('attachment; filename="loyiha.zip"');
    expect(own.headers.get("content-type")).toBe("application/zip");
  });
});

describe("POST /api/projects/{id}/submissions", () => {
  it("keeps an iteration waiting and refuses another while it waits (409)", async () => {
    const p = await setup();
    const first = await submit(p, p.student, { files: [{ name: "server.js", content: SERVER }], link: "https://github.com/aziz/server" });
    expect(first.status).toBe(201);
    expect(first.body.submission).toMatchObject({ iteration: 1, status: "waiting", link: "https://github.com/aziz/server", files: [{ name: "server.js" }] });
    const again = await submit(p, p.student);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("review_pending");
    expect(await db().projectSubmission.count({ where: { exerciseId: p.projectId } })).toBe(1);
  });

  it("refuses what the brief does not ask for, an empty send, a bad link and a student not enrolled", async () => {
    const p = await setup({ acceptArchive: false, acceptLink: false });
    expect((await submit(p, p.student, { link: "https://github.com/a/b" })).status).toBe(400);
    expect((await submit(p, p.student, { archive: { bytes: ZIP, name: "a.zip" } })).status).toBe(400);
    expect((await submit(p, p.student, {})).status).toBe(400);
    expect((await submit(p, p.student, { files: [{ name: "../etc/passwd", content: "x" }] })).status).toBe(400);
    expect((await submit(p, p.student, { files: "{not json" })).status).toBe(400);
    const linked = await setup({ acceptFiles: false, acceptLink: true });
    for (const link of ["javascript:alert(1)", "ftp://example.com/x", "not a link", "https://user:pw@example.com/"]) {
      const res = await submit(linked, linked.student, { link });
      expect(res.status, link).toBe(400);
    }
    const outsider = await createUser();
    expect((await submit(p, outsider)).status).toBe(403);
    const admin = await submit(p, p.admin);
    expect(admin.status).toBe(403);
    expect(await db().projectSubmission.count({ where: { exerciseId: { in: [p.projectId, linked.projectId] } } })).toBe(0);
  });

  it("sniffs the archive by content (415) and bounds it (413), storing nothing", async () => {
    const p = await setup();
    const disguised = await submit(p, p.student, { archive: { bytes: new TextEncoder().encode("MZ\x90\x00 not a zip"), name: "loyiha.zip" } });
    expect(disguised.status).toBe(415);
    const big = new Uint8Array(PROJECT_ARCHIVE_MAX_BYTES + 1);
    big.set(ZIP);
    const tooBig = await submit(p, p.student, { archive: { bytes: big, name: "katta.zip" } });
    expect(tooBig.status).toBe(413);
    expect(await db().projectSubmission.count({ where: { exerciseId: p.projectId } })).toBe(0);
    const gzip = await submit(p, p.student, { archive: { bytes: new Uint8Array([0x1f, 0x8b, 0x08, 0, 0, 0]), name: "loyiha.tar.gz", type: "application/octet-stream" } });
    expect(gzip.status).toBe(201);
    expect(gzip.body.submission).toMatchObject({ archive: { name: "loyiha.tar.gz", type: "application/gzip", size: 6 } });
  });
});

describe("the review queue", () => {
  it("shows the oldest first with how long each waited", async () => {
    const p = await setup();
    const newer = await submitted(p);
    const other = await setup();
    const older = await submitted(other);
    await db().projectSubmission.update({ where: { id: older }, data: { createdAt: new Date(Date.now() - 3 * 3600_000) } });
    const queue = await call(queueRoute, { token: p.admin.token });
    expect(queue.status).toBe(200);
    const items = (queue.body.items as { id: string; waitedSeconds: number; status: string }[]).filter((item) => item.id === newer || item.id === older);
    expect(items.map((item) => item.id)).toEqual([older, newer]);
    expect(items[0]!.waitedSeconds).toBeGreaterThanOrEqual(3 * 3600 - 5);
  });

  it("lets exactly one of two mentors racing claim an iteration", async () => {
    const p = await setup();
    const id = await submitted(p);
    const second = await createUser({ role: "admin" });
    const answers = await Promise.all([claim(p.admin, id), claim(second, id)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(answers.find((res) => res.status === 409)!.body.code).toBe("review_claimed");
    const winner = answers[0]!.status === 200 ? p.admin : second;
    const row = await db().projectSubmission.findUniqueOrThrow({ where: { id }, select: { status: true, claimedById: true } });
    expect(row).toEqual({ status: "in_review", claimedById: winner.id });
  });
});

describe("a review from claim to acceptance", () => {
  it("comments on lines, asks for changes, takes the revision and accepts it: the lesson is done", async () => {
    const p = await setup();
    const teacher = await teacherOf(p.student.id);
    const id = await submitted(p);
    expect((await comment(teacher, id, { file: "server.js", line: 1, body: "Nomini o'zgartiring" })).status).toBe(409);
    expect((await claim(teacher, id)).status).toBe(200);
    expect((await comment(p.admin, id, { file: "server.js", line: 1, body: "Men ham" })).body.code).toBe("review_claimed");
    expect((await comment(teacher, id, { file: "index.js", line: 1, body: "?" })).status).toBe(400);
    expect((await comment(teacher, id, { file: "server.js", line: 99, body: "?" })).status).toBe(400);
    expect((await comment(teacher, id, { file: "server.js", line: 1, body: "const o'rniga import ishlating" })).status).toBe(201);
    expect((await comment(teacher, id, { file: "server.js", line: 4, body: "Portni muhitdan oling" })).status).toBe(201);

    // While the review is under way the student reads neither the comments nor the summary.
    const during = (await project(p.student, p.projectId)).body.project as { iterations: Iteration[]; canSubmit: boolean };
    expect(during.iterations[0]).toMatchObject({ status: "in_review", comments: [], summary: null });
    expect(during.canSubmit).toBe(false);

    expect((await decide(teacher, id, { decision: "changes", summary: "" })).status).toBe(400);
    const changes = await decide(teacher, id, { decision: "changes", summary: "Ikkita izohni tuzating" });
    expect(changes.status).toBe(200);
    expect(changes.body.review).toMatchObject({ status: "changes_requested", score: null });
    const after = (await project(p.student, p.projectId)).body.project as { iterations: Iteration[]; canSubmit: boolean; accepted: boolean };
    expect(after.canSubmit).toBe(true);
    expect(after.iterations[0]!.summary).toBe("Ikkita izohni tuzating");
    expect(after.iterations[0]!.comments.map((c) => [c.file, c.line])).toEqual([["server.js", 1], ["server.js", 4]]);
    expect(await db().bellItem.count({ where: { userId: p.student.id, kind: "project_reviewed" } })).toBe(1);
    expect(await db().outboxMessage.count({ where: { eventKey: `project_reviewed:${id}` } })).toBe(1);

    const revised = await submit(p, p.student, { files: [{ name: "server.js", content: SERVER.replace("3000", "process.env.PORT") }] });
    expect(revised.status).toBe(201);
    const second = (revised.body.submission as Iteration).id;
    expect(revised.body.submission).toMatchObject({ iteration: 2, status: "waiting" });
    expect((await claim(teacher, second)).status).toBe(200);
    expect((await decide(teacher, second, { decision: "accept", score: 101 })).status).toBe(400);
    const accepted = await decide(teacher, second, { decision: "accept", score: 92, summary: "Zo'r" });
    expect(accepted.status).toBe(200);
    expect(accepted.body.review).toMatchObject({ status: "accepted", score: 92 });
    expect((await decide(teacher, second, { decision: "changes", summary: "yana" })).body.code).toBe("review_not_open");

    const lesson = await call(lessonExercises, { token: p.student.token, params: { lessonId: p.lessonId } });
    expect(lesson.body.lessonDone).toBe(true);
    const final = (await project(p.student, p.projectId)).body.project as { iterations: Iteration[]; accepted: boolean; canSubmit: boolean };
    expect(final).toMatchObject({ accepted: true, canSubmit: false });
    expect(final.iterations.map((it) => [it.iteration, it.status])).toEqual([[2, "accepted"], [1, "changes_requested"]]);
    const afterAccept = await submit(p, p.student);
    expect(afterAccept.status).toBe(409);
    expect(afterAccept.body.code).toBe("project_accepted");

    // The mentor's screen has both iterations, every comment kept.
    const review = await call(reviewRoute, { token: teacher.token, params: { id: second } });
    expect(review.body).toMatchObject({ submission: { iteration: 2, score: 92 }, earlier: [{ iteration: 1, comments: [{ line: 1 }, { line: 4 }] }] });
    const counts = await call(mentorCounts, { token: p.admin.token });
    expect((counts.body.mentors as { mentor: { id: string }; open: number; reviewed: number }[]).find((row) => row.mentor.id === teacher.id)).toMatchObject({ open: 0, reviewed: 2 });
  });

  it("counts a mentor's open reviews", async () => {
    const p = await setup();
    const mentor = await createUser({ role: "admin", fullName: "Yangi mentor" });
    const id = await submitted(p);
    expect((await claim(mentor, id)).status).toBe(200);
    expect((await claim(mentor, id)).status).toBe(200);
    const counts = await call(mentorCounts, { token: p.admin.token });
    expect((counts.body.mentors as { mentor: { id: string }; open: number; reviewed: number }[]).find((row) => row.mentor.id === mentor.id)).toMatchObject({ open: 1, reviewed: 0 });
  });
});

describe("GET /api/lessons/{lessonId}/projects", () => {
  it("lists the lesson's projects with the caller's own standing, for enrolled students only", async () => {
    const p = await setup();
    const before = await call(lessonProjects, { token: p.student.token, params: { lessonId: p.lessonId } });
    expect(before.body.projects).toEqual([{ id: p.projectId, title: "Birinchi server", status: null, iteration: 0 }]);
    await submitted(p);
    const after = await call(lessonProjects, { token: p.student.token, params: { lessonId: p.lessonId } });
    expect(after.body.projects).toMatchObject([{ id: p.projectId, status: "waiting", iteration: 1 }]);
    const other = await createUser();
    expect((await call(lessonProjects, { token: other.token, params: { lessonId: p.lessonId } })).status).toBe(403);
    expect((await call(lessonProjects, { token: other.token, params: { lessonId: p.lessonId }, headers: { "accept-language": "ru" } })).status).toBe(403);
    expect((await call(lessonProjects, { params: { lessonId: p.lessonId } })).status).toBe(401);
  });
});

describe("the exercise form and projects", () => {
  it("refuses to turn a project into a checked exercise through PUT /api/admin/exercises/{id} (409)", async () => {
    const p = await setup();
    const res = await call(updateExercise, {
      method: "PUT",
      token: p.admin.token,
      params: { id: p.projectId },
      body: {
        kind: "web",
        titleUz: "A",
        titleRu: "A",
        statementUz: "A",
        statementRu: "A",
        starterFiles: [{ name: "index.html", content: "<h1>A</h1>" }],
        hintsUz: [],
        hintsRu: [],
        checks: [{ type: "exists", selector: "h1" }],
        solutionFiles: [{ name: "index.html", content: "<h1>A</h1>" }],
        published: false,
      },
    });
    expect(res.status).toBe(409);
    expect(await db().exercise.findUniqueOrThrow({ where: { id: p.projectId }, select: { kind: true, published: true } })).toEqual({ kind: "project", published: true });
  });
});
