import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as listCourses } from "@/app/api/courses/route";
import { GET as listOfflineStudents } from "@/app/api/offline-students/route";
import { installPublicData, PublicDataCache } from "@/lib/cache/public-data";
import { poolConfig } from "@/lib/db/client";
import { findViewer } from "@/lib/viewer/find-viewer";
import { call, type CallOptions } from "../support/call";
import { createCourse, enrol } from "../support/course-factory";
import { createUser, type TestUser } from "../support/factories";

type Handler = Parameters<typeof call>[0];

// Issue 14: the public part of a read comes from memory; a signed-in caller costs the caller's
// own facts and nothing per course. Counted at the driver, every statement of every client.
async function statementsOf(handler: Handler, options: CallOptions = {}): Promise<{ count: number; status: number }> {
  const sent = vi.spyOn(pg.Client.prototype, "query");
  try {
    const res = await call(handler, options);
    return { count: sent.mock.calls.length, status: res.status };
  } finally {
    sent.mockRestore();
  }
}

describe("statements per public read, with the cache warm", () => {
  let student: TestUser;
  // As server.ts installs it: listening, so public reads are kept in memory.
  const cache = new PublicDataCache(poolConfig(1));

  beforeAll(async () => {
    const html = await createCourse({ title: "HTML statements", position: 1, modules: 2, lessonsPerModule: 2 });
    await createCourse({ title: "CSS statements", position: 2, prerequisiteId: html.id });
    student = await createUser({ balance: 0 });
    await enrol(student.id, html.id);
    // Listening only now: a NOTIFY of the writes above, arriving late, would empty it mid-test.
    await cache.start();
    installPublicData(cache);
  });

  afterAll(async () => {
    installPublicData(undefined);
    await cache.stop();
  });

  afterEach(() => vi.restoreAllMocks());

  it("answers a visitor's course list without a statement", async () => {
    await call(listCourses);
    expect(await statementsOf(listCourses)).toEqual({ count: 0, status: 200 });
  });

  it("answers a signed-in student's course list, whole or a page, in one statement: the caller and their facts together (issue 27)", async () => {
    for (const query of [undefined, { page: "1" }]) {
      await call(listCourses, { token: student.token, query });
      expect(await statementsOf(listCourses, { token: student.token, query })).toEqual({ count: 1, status: 200 });
    }
  });

  it("completes a student's catalogue page shell in one statement", async () => {
    await findViewer(student.token, "/courses", "uz");
    const sent = vi.spyOn(pg.Client.prototype, "query");
    const viewer = await findViewer(student.token, "/courses", "uz");
    expect(sent.mock.calls.length).toBe(1);
    expect(Object.keys(viewer?.courses ?? {})).toHaveLength(2);
  });

  it("answers the offline list without a statement", async () => {
    await call(listOfflineStudents);
    expect(await statementsOf(listOfflineStudents)).toEqual({ count: 0, status: 200 });
  });
});
