import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("skips falsy values and joins the rest", () => {
    expect(cn("a", false, null, undefined, "b")).toBe("a b");
  });

  it.each([
    [["rounded-2xl bg-surface-raised p-5 ring-1 ring-white/10", "p-0"], "rounded-2xl bg-surface-raised ring-1 ring-white/10 p-0"],
    [["bg-surface-raised", "bg-brand-600/20"], "bg-brand-600/20"],
    [["text-sm text-gray-400", "text-white"], "text-sm text-white"],
    [["max-w-lg", "md:max-w-3xl"], "max-w-lg md:max-w-3xl"],
  ])("lets the later of two conflicting Tailwind classes win: %j", (classes, expected) => {
    expect(cn(...classes)).toBe(expected);
  });
});
