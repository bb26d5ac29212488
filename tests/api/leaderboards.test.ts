import { describe, expect, it } from "vitest";
import { GET as courseBoard } from "@/app/api/courses/[id]/leaderboard/route";
import { GET as groupBoard } from "@/app/api/groups/[id]/leaderboard/route";
import { GET as myGroups } from "@/app/api/user/groups/route";
import { GET as visibility, PUT as setVisibility } from "@/app/api/user/leaderboard-visibility/route";
import { db } from "@/lib/db/client";
import { call } from "../support/call";
import { createCourse, enrol, watchLessons, type TestCourse } from "../support/course-factory";
import { createUser, type TestUser } from "../support/factories";

// Issue 42: group and course leaderboards, first names only; a student can hide themself.

/** A student of `course` who has watched `lessons` of its lessons through (5 points each; issue 42's done rule). */
async function scorer(course: TestCourse, fullName: string, lessons: number): Promise<TestUser> {
  const student = await createUser({ fullName });
  await enrol(student.id, course.id);
  const all = course.modules.flatMap((module) => module.lessons);
  await watchLessons(student.id, all.slice(0, lessons).map((lesson) => lesson.id));
  return student;
}

describe("GET /api/courses/{id}/leaderboard", () => {
  it("ranks the course's students by points, first names only, ties sharing a rank", async () => {
    const course = await createCourse({ modules: 1, lessonsPerModule: 4 });
    const aziz = await scorer(course, "Aziz Karimov", 3);
    await scorer(course, "Bobur Aliyev", 1);
    await scorer(course, "Dilnoza Rahimova", 3);
    const res = await call(courseBoard, { params: { id: course.id }, token: aziz.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      youHidden: false,
      lines: [
        { rank: 1, firstName: "Aziz", points: 15, you: true },
        { rank: 1, firstName: "Dilnoza", points: 15, you: false },
        { rank: 3, firstName: "Bobur", points: 5, you: false },
      ],
    });
    expect(JSON.stringify(res.body)).not.toMatch(/Karimov|Aliyev|Rahimova/);
  });

  it("leaves out a student who hid themself, and tells them", async () => {
    const course = await createCourse({ modules: 1, lessonsPerModule: 2 });
    const shy = await scorer(course, "Olim Toshev", 2);
    await scorer(course, "Zarina Yusupova", 1);
    const hide = await call(setVisibility, { method: "PUT", token: shy.token, body: { hidden: true } });
    expect(hide.status).toBe(200);
    expect(hide.body).toMatchObject({ success: true, hidden: true });
    expect((await call(visibility, { token: shy.token })).body).toMatchObject({ hidden: true });
    const res = await call(courseBoard, { params: { id: course.id }, token: shy.token });
    expect(res.body).toMatchObject({ youHidden: true, lines: [{ rank: 1, firstName: "Zarina", points: 5, you: false }] });
    await call(setVisibility, { method: "PUT", token: shy.token, body: { hidden: false } });
    const back = await call(courseBoard, { params: { id: course.id }, token: shy.token });
    expect((back.body.lines as { firstName: string }[]).map((line) => line.firstName)).toEqual(["Olim", "Zarina"]);
  });

  it("is for the course's students and admins only", async () => {
    const course = await createCourse();
    const stranger = await createUser();
    const admin = await createUser({ role: "admin" });
    expect((await call(courseBoard, { params: { id: course.id }, token: stranger.token })).status).toBe(403);
    expect((await call(courseBoard, { params: { id: course.id }, token: admin.token })).status).toBe(200);
    expect((await call(courseBoard, { params: { id: course.id } })).status).toBe(401);
    expect((await call(courseBoard, { params: { id: "ckunknown000000000000000" }, token: stranger.token })).status).toBe(404);
  });
});

describe("GET /api/groups/{id}/leaderboard", () => {
  it("ranks the group's students, offline daily scores included, for its students and teachers", async () => {
    const group = await db().group.create({ data: { name: `Guruh ${Date.now()}`, kind: "offline", startDate: new Date("2026-09-01") }, select: { id: true } });
    const teacher = await createUser({ role: "teacher" });
    await db().groupTeacher.create({ data: { groupId: group.id, teacherId: teacher.id } });
    const first = await createUser({ role: "student_offline", fullName: "Kamola Nazarova" });
    const second = await createUser({ role: "student_offline", fullName: "Jasur Ergashev" });
    for (const student of [first, second]) await db().groupStudent.create({ data: { groupId: group.id, studentId: student.id } });
    await db().dailyScore.create({ data: { userId: first.id, date: new Date("2026-11-27"), score: 9 } });
    await db().dailyScore.create({ data: { userId: second.id, date: new Date("2026-11-27"), score: 7 } });
    for (const reader of [first, teacher]) {
      const res = await call(groupBoard, { params: { id: group.id }, token: reader.token });
      expect(res.status).toBe(200);
      expect((res.body.lines as { firstName: string; points: number }[]).map((line) => [line.firstName, line.points])).toEqual([["Kamola", 9], ["Jasur", 7]]);
    }
    const outsider = await createUser({ role: "student_offline" });
    expect((await call(groupBoard, { params: { id: group.id }, token: outsider.token })).status).toBe(403);
    expect((await call(groupBoard, { params: { id: "ckunknown000000000000000" }, token: first.token })).status).toBe(404);
  });
});

describe("a student's group board and their groups (issue 42)", () => {
  it("names the group, leaves out a hidden student, and the student's groups lead to it", async () => {
    const group = await db().group.create({ data: { name: `Frontend ${Date.now()}`, kind: "online", startDate: new Date("2026-09-01") }, select: { id: true, name: true } });
    const archived = await db().group.create({ data: { name: "Eski guruh", kind: "online", startDate: new Date("2025-09-01"), archived: true }, select: { id: true } });
    const course = await createCourse({ modules: 1, lessonsPerModule: 2 });
    const nodira = await scorer(course, "Nodira Saidova", 2);
    const shy = await scorer(course, "Sardor Qodirov", 1);
    for (const student of [nodira, shy]) await db().groupStudent.create({ data: { groupId: group.id, studentId: student.id } });
    await db().groupStudent.create({ data: { groupId: archived.id, studentId: nodira.id } });
    await db().user.update({ where: { id: shy.id }, data: { leaderboardHidden: true } });

    const mine = await call(myGroups, { token: nodira.token });
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({ success: true, groups: [{ id: group.id, name: group.name }] });
    const board = await call(groupBoard, { params: { id: group.id }, token: nodira.token });
    expect(board.body).toEqual({ success: true, group: { id: group.id, name: group.name }, youHidden: false, lines: [{ rank: 1, firstName: "Nodira", points: 10, you: true }] });
    const hidden = await call(groupBoard, { params: { id: group.id }, token: shy.token });
    expect(hidden.body).toMatchObject({ youHidden: true, lines: [{ firstName: "Nodira", you: false }] });
    expect(JSON.stringify(hidden.body)).not.toMatch(/Sardor|Qodirov|Saidova/);
  });

  it("lists no groups for a student in none, and needs a token", async () => {
    const student = await createUser();
    expect((await call(myGroups, { token: student.token })).body).toEqual({ success: true, groups: [] });
    expect((await call(myGroups, {})).status).toBe(401);
  });
});

describe("PUT /api/user/leaderboard-visibility", () => {
  it("checks the body and the token", async () => {
    const student = await createUser();
    expect((await call(setVisibility, { method: "PUT", token: student.token, body: { hidden: "yes" } })).status).toBe(400);
    expect((await call(setVisibility, { method: "PUT", body: { hidden: true } })).status).toBe(401);
  });
});
