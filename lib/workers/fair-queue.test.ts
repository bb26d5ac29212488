import { describe, expect, it } from "vitest";
import { FairQueue } from "./fair-queue";

function drain(queue: FairQueue<string>): string[] {
  const taken: string[] = [];
  for (let item = queue.shift(); item !== undefined; item = queue.shift()) taken.push(item);
  return taken;
}

describe("a queue per key served in turn", () => {
  it("takes one item of each key in turn, each key's in the order they came", () => {
    const queue = new FairQueue<string>();
    for (const item of ["a1", "a2", "a3", "b1", "b2", "c1", "c2", "b3"]) queue.push(item[0]!, item);
    expect(queue.size).toBe(8);
    expect(queue.sizeOf("a")).toBe(3);
    expect(drain(queue)).toEqual(["a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3"]);
    expect(queue.size).toBe(0);
  });

  it("gives a key that comes back after emptying its turn after the keys already waiting", () => {
    const queue = new FairQueue<string>();
    for (const item of ["a1", "a2", "b1", "b2", "b3"]) queue.push(item[0]!, item);
    expect([queue.shift(), queue.shift(), queue.shift()]).toEqual(["a1", "b1", "a2"]);
    expect(queue.sizeOf("a")).toBe(0);
    queue.push("a", "a3");
    queue.push("a", "a4");
    expect(drain(queue)).toEqual(["b2", "a3", "b3", "a4"]);
    expect(queue.shift()).toBeUndefined();
  });

  it("serves a key with one item waiting before the keys with more, though these were never served", () => {
    const queue = new FairQueue<string>();
    // The bench's burst: three flooders' loops, none served yet, then a 4th student's one answer.
    for (let i = 1; i <= 3; i++) for (const key of ["a", "b", "c"]) queue.push(key, `${key}${i}`);
    queue.push("d", "d1");
    expect(queue.shift()).toBe("d1");
    expect(drain(queue)).toEqual(["a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3"]);
  });

  it("lets a key's one item go first until its second comes, which puts the key behind the keys with more", () => {
    const queue = new FairQueue<string>();
    for (const item of ["a1", "a2", "b1", "b2", "e1"]) queue.push(item[0]!, item);
    queue.push("d", "d1");
    expect(queue.shift()).toBe("e1");
    queue.push("d", "d2");
    // d now has two waiting: it takes its turns after a's and b's.
    expect(drain(queue)).toEqual(["a1", "b1", "d1", "a2", "b2", "d2"]);
  });

  it("keeps a quiet key new each time it comes back with one item", () => {
    const queue = new FairQueue<string>();
    for (const item of ["a1", "a2", "a3", "a4"]) queue.push("a", item);
    queue.push("q", "q1");
    expect([queue.shift(), queue.shift()]).toEqual(["q1", "a1"]);
    queue.push("q", "q2");
    expect([queue.shift(), queue.shift()]).toEqual(["q2", "a2"]);
  });
});
