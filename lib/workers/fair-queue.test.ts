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
});
