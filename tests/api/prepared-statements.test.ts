import pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callerFromToken, callerWith } from "@/lib/auth/session";
import { courseFactsAlongCaller } from "@/lib/courses/course-facts";
import { db } from "@/lib/db/client";
import { preparedStatementName } from "@/lib/db/prepared";
import { createCourse, enrol } from "../support/course-factory";
import { createUser } from "../support/factories";

type Sent = { text?: string; name?: string };

/** The statements `work` sends, as pg's clients receive them. */
async function sentBy(work: () => Promise<unknown>): Promise<Sent[]> {
  const query = vi.spyOn(pg.Client.prototype, "query");
  try {
    await work();
    return query.mock.calls.map(([config]) => (typeof config === "object" && config !== null ? (config as Sent) : { text: String(config) }));
  } finally {
    query.mockRestore();
  }
}

const isCallerStatement = (sent: Sent) => sent.text?.includes(`LEFT JOIN "Session" s`) ?? false;

// Issue 27 item 3: the caller's statement, sent on every signed-in request, cost more to plan
// (1.9 ms with the course facts) than to run (0.6 ms). It is a prepared statement, named after
// its text, so that each connection plans it once; every other statement stays unnamed.
describe("prepared statements", () => {
  afterEach(() => vi.restoreAllMocks());

  it("names the caller's statement, with and without the course facts, the same on every call", async () => {
    const course = await createCourse({ title: "Prepared", modules: 1, lessonsPerModule: 2 });
    const student = await createUser();
    await enrol(student.id, course.id);
    const plain = (await sentBy(() => callerFromToken(student.token))).filter(isCallerStatement);
    const withFacts = (await sentBy(async () => expect((await callerWith(student.token, courseFactsAlongCaller))?.along?.get(course.id)?.enrolled).toBe(true))).filter(isCallerStatement);
    expect(plain).toHaveLength(1);
    expect(withFacts).toHaveLength(1);
    expect(plain[0]!.name).toMatch(/^qadam_/);
    expect(withFacts[0]!.name).toMatch(/^qadam_/);
    expect(withFacts[0]!.name).not.toBe(plain[0]!.name);
    // Again: the same names, so each connection parses and plans it once.
    const again = (await sentBy(() => callerFromToken(student.token))).filter(isCallerStatement);
    expect(again.map((sent) => sent.name)).toEqual([plain[0]!.name]);
  });

  it("leaves every other statement unnamed", async () => {
    const user = await createUser();
    const sent = await sentBy(async () => {
      await db().user.findUnique({ where: { id: user.id } });
      await db().$queryRaw`SELECT ${user.id}::text AS id`;
    });
    expect(sent.length).toBeGreaterThanOrEqual(2);
    for (const statement of sent) expect(statement.name ?? "", statement.text).toBe("");
  });

  it("gives the same text the same name and different texts different names", () => {
    const a = preparedStatementName({ sql: "/* prepared */ SELECT 1" });
    expect(preparedStatementName({ sql: "/* prepared */ SELECT 1" })).toBe(a);
    expect(preparedStatementName({ sql: "/* prepared */ SELECT 2" })).not.toBe(a);
    expect(preparedStatementName({ sql: "SELECT 1 /* prepared */" })).toBe("");
  });
});
