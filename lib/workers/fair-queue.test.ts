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
    for (const item of ["a1", "a2", "a3", "b1", "c1", "b2"]) queue.push(item[0]!, item);
    expect(queue.size).toBe(6);
    expect(queue.sizeOf("a")).toBe(3);
    expect(drain(queue)).toEqual(["a1", "b1", "c1", "a2", "b2", "a3"]);
    expect(queue.size).toBe(0);
  });

  it("gives a key that comes back after emptying its turn after the keys already waiting", () => {
    const queue = new FairQueue<string>();
    queue.push("a", "a1");
    queue.push("b", "b1");
    queue.push("b", "b2");
    expect(queue.shift()).toBe("a1");
    expect(queue.sizeOf("a")).toBe(0);
    queue.push("a", "a2");
    expect(drain(queue)).toEqual(["b1", "a2", "b2"]);
    expect(queue.shift()).toBeUndefined();
  });

  it("serves a key that comes with nothing waiting before the keys already served and still waiting, once", () => {
    const queue = new FairQueue<string>();
    for (const key of ["a", "b", "c"]) for (let i = 1; i <= 3; i++) queue.push(key, `${key}${i}`);
    expect([queue.shift(), queue.shift(), queue.shift()]).toEqual(["a1", "b1", "c1"]);
    queue.push("d", "d1");
    queue.push("d", "d2");
    queue.push("e", "e1");
    // d and e are new: each gets one turn ahead of a, b and c; d's second waits its turn among them.
    expect(drain(queue)).toEqual(["d1", "e1", "a2", "b2", "c2", "d2", "a3", "b3", "c3"]);
  });
});
