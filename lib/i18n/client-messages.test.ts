import { describe, expect, it } from "vitest";
import ru from "@/messages/ru.json";
import uz from "@/messages/uz.json";
import { clientMessages, mergeMessages, pickMessages, SHELL_MESSAGES } from "./client-messages";

describe("clientMessages", () => {
  it.each([["uz", uz], ["ru", ru]] as const)("gives every page the shell's strings and no others (%s)", (_, all) => {
    const messages = clientMessages(all);
    expect(Object.keys(messages).sort()).toEqual([...SHELL_MESSAGES].sort());
    expect(messages.shell).toEqual(all.shell);
    expect(JSON.stringify(messages)).not.toContain(JSON.stringify(all.admin.common));
    expect(JSON.stringify(messages).length).toBeLessThan(JSON.stringify(all).length / 10);
  });
});

describe("pickMessages", () => {
  it("adds whole namespaces and parts of them, each in its place", () => {
    expect(pickMessages(uz, ["practice", "api.certificates", "courses.card"])).toEqual({
      practice: uz.practice,
      api: { certificates: uz.api.certificates },
      courses: { card: uz.courses.card },
    });
  });

  const all = { a: { b: { c: "1", d: "2" }, e: "3" }, f: "4" };

  it("keeps the parts named, two parts of one namespace side by side", () => {
    expect(pickMessages(all, ["a.b.c", "a.e"])).toEqual({ a: { b: { c: "1" }, e: "3" } });
    expect(pickMessages(all, ["f"])).toEqual({ f: "4" });
  });

  it("skips a path that names nothing", () => {
    expect(pickMessages(all, ["a.x", "nothing"])).toEqual({});
  });

  it("gives a namespace whole when it is named beside a part of it", () => {
    expect(pickMessages(all, ["a.b.c", "a"])).toEqual({ a: all.a });
  });
});

describe("mergeMessages", () => {
  it("merges namespaces at every level, the added value winning", () => {
    expect(mergeMessages({ a: { b: "1", c: { d: "2" } }, e: "3" }, { a: { c: { x: "4" } }, e: "5" })).toEqual({ a: { b: "1", c: { d: "2", x: "4" } }, e: "5" });
  });

  it("leaves both inputs as they were", () => {
    const base = { a: { b: "1" } };
    const added = { a: { c: "2" } };
    mergeMessages(base, added);
    expect(base).toEqual({ a: { b: "1" } });
    expect(added).toEqual({ a: { c: "2" } });
  });
});

describe("mergeMessages of precompiled messages", () => {
  // next.config.mjs precompiles messages: one with arguments is an array (its parts), not a string.
  // The admin layout gives every namespace and a page names its own again; merging the two must
  // keep such a message an array ("FORMATTING_ERROR: e is not iterable" on /admin/questions).
  it("keeps a compiled message an array when both sides carry it", () => {
    const compiled = [["name"], ", ", ["date"]];
    const merged = mergeMessages({ questions: { queue: { asked: compiled, title: "T" } } }, { questions: { queue: { asked: compiled } } });
    expect(merged).toEqual({ questions: { queue: { asked: compiled, title: "T" } } });
    expect(Array.isArray((merged as { questions: { queue: { asked: unknown } } }).questions.queue.asked)).toBe(true);
  });
});
