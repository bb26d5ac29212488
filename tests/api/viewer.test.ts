import { runInNewContext } from "node:vm";
import { parseHTML } from "linkedom";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db/client";
import * as logger from "@/lib/log/logger";
import { findViewer, viewerPart } from "@/lib/viewer/find-viewer";
import { viewerScript, type Viewer } from "@/lib/viewer/viewer";
import { createCourse, enrol } from "../support/course-factory";
import { createUser, type TestUser } from "../support/factories";

/** Runs the viewer's script as the browser does, after the shell's `bodyHtml`: what it handed over, and the document after it. */
function runInShell(bodyHtml: string, script: string): { viewer: Viewer; document: Document } {
  const { window, document } = parseHTML(`<!doctype html><html><body>${bodyHtml}</body></html>`);
  const events: string[] = [];
  const self: { __qadamViewer?: Viewer } = {};
  runInNewContext(script.replace(/^<script>|<\/script>$/g, ""), { self, document, Event: window.Event, dispatchEvent: (event: Event) => events.push(event.type) });
  expect(events).toEqual(["qadam:viewer"]);
  return { viewer: self.__qadamViewer!, document: document as unknown as Document };
}

// What a student's shared page shell is completed with (lib/cache/page-cache.ts): read here
// against PostgreSQL, as server.ts reads it for each student's request.
describe("the viewer part of a student's public page", () => {
  let student: TestUser;
  let html: { id: string };
  let css: { id: string };
  let draft: { id: string };
  let unrelated: { id: string };

  beforeAll(async () => {
    html = await createCourse({ title: "HTML viewer", position: 1, modules: 1, lessonsPerModule: 2 });
    css = await createCourse({ title: "CSS viewer", position: 2, prerequisiteId: html.id });
    draft = await createCourse({ title: "Draft viewer", position: 3, status: "draft" });
    unrelated = await createCourse({ title: "Other viewer", position: 4 });
    student = await createUser({ fullName: "Ali </script><script>alert(1)</script>" });
    await enrol(student.id, html.id);
  });

  it("is the student and their own facts on /courses and /home, for the courses where they are not a visitor's", async () => {
    for (const path of ["/courses", "/home"]) {
      const viewer = await findViewer(student.token, path, "uz");
      expect(viewer?.user).toEqual({ fullName: student.fullName, phone: student.phone, role: "student" });
      expect(viewer?.courses[html.id]).toMatchObject({ enrolled: true, access: "open", totalLessons: 2, passedExercises: 0, totalExercises: 0 });
      expect(viewer?.courses[css.id]).toMatchObject({ enrolled: false, access: "open", requiredCourse: null });
      expect(viewer?.courses[draft.id]).toBeUndefined();
      // Not enrolled, no prerequisite: as the shell shows it to anyone, so not sent (issue 27).
      expect(viewer?.courses[unrelated.id]).toBeUndefined();
    }
  });

  it("is no course on /offline and /debtors", async () => {
    for (const path of ["/offline", "/debtors"]) {
      expect((await findViewer(student.token, path, "uz"))?.courses, path).toEqual({});
    }
  });

  it("is null, so the page is rendered for the request, for an admin and a bad or outdated token", async () => {
    const admin = await createUser({ role: "admin" });
    expect(await findViewer(admin.token, "/courses", "uz")).toBeNull();
    expect(await findViewer("not-a-token", "/courses", "uz")).toBeNull();
    const other = await createUser();
    await db().user.update({ where: { id: other.id }, data: { tokenVersion: { increment: 1 } } });
    expect(await findViewer(other.token, "/courses", "uz")).toBeNull();
  });

  it("hands the name over as text: nothing in it closes the script", async () => {
    const script = viewerScript((await findViewer(student.token, "/offline", "uz"))!);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script.endsWith("</script>")).toBe(true);
    expect(runInShell("", script).viewer.user.fullName).toBe(student.fullName);
  });

  it("marks each card of the shell with the student's state of it, and the others with the visitor's (issue 26 §1)", async () => {
    const cards = [html.id, css.id, unrelated.id].map((id) => `<article data-viewer-card="${id}" data-visitor-state="${id === css.id ? "locked" : "open"}"></article>`).join("");
    const { viewer, document } = runInShell(cards, viewerScript((await findViewer(student.token, "/courses", "uz"))!));
    expect(viewer.courses[html.id]?.enrolled).toBe(true);
    const stateOf = (id: string) => document.querySelector(`[data-viewer-card="${id}"]`)?.getAttribute("data-viewer-state");
    // Enrolled in HTML, which opens CSS for them; the unrelated course is as a visitor sees it.
    expect([stateOf(html.id), stateOf(css.id), stateOf(unrelated.id)]).toEqual(["enrolled", "open", "open"]);
  });

  it("writes the student's name and initials where the shell holds their places (issue 26 §1)", async () => {
    const places = `<span data-viewer-text="initials"></span><span data-viewer-text="name"></span><span data-viewer-text="initials"></span>`;
    const { document } = runInShell(places, viewerScript((await findViewer(student.token, "/home", "uz"))!));
    const texts = [...document.querySelectorAll("[data-viewer-text]")].map((place) => place.textContent);
    // Written as text: the name's "</script><script>…" stays letters on the page.
    expect(texts).toEqual(["A<", student.fullName, "A<"]);
    expect(document.querySelector("script")).toBeNull();
  });

  it("is the script for the page cache, or null with one log line when it cannot be read", async () => {
    expect(await viewerPart(student.token, "/courses", "uz")).toContain(`"enrolled":true`);
    const logged = vi.spyOn(logger, "logError");
    const failing = vi.spyOn(db(), "$queryRaw").mockRejectedValueOnce(new Error("connection terminated"));
    try {
      expect(await viewerPart(student.token, "/courses", "uz")).toBeNull();
      expect(logged.mock.calls).toEqual([["student_shell_failed", { cause: "connection terminated" }]]);
    } finally {
      failing.mockRestore();
      logged.mockRestore();
    }
  });
});

