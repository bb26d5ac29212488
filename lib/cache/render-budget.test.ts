import { afterEach, describe, expect, it, vi } from "vitest";
import { RENDER_BUDGET, RenderBudget, renderBudgetFor } from "./render-budget";

afterEach(() => vi.useRealTimers());

describe("the render budget of a client", () => {
  it("gives a new client its whole burst, then one render per interval, and says how long to wait", () => {
    vi.useFakeTimers({ toFake: ["performance"] });
    const budget = new RenderBudget({ perClient: { burst: 3, perSecond: 0.5 }, total: { burst: 100, perSecond: 100 }, maxClients: 10 });
    expect([budget.take("a"), budget.take("a"), budget.take("a")]).toEqual([null, null, null]);
    // The 4th waits for the next token: 2 s at half a render a second.
    expect(budget.take("a")).toBe(2);
    vi.advanceTimersByTime(1999);
    expect(budget.take("a")).toBe(1);
    vi.advanceTimersByTime(1);
    expect(budget.take("a")).toBeNull();
    expect(budget.take("a")).toBe(2);
  });

  it("holds every client together to the total, and forgets the least recently seen client past maxClients", () => {
    vi.useFakeTimers({ toFake: ["performance"] });
    const budget = new RenderBudget({ perClient: { burst: 2, perSecond: 0.1 }, total: { burst: 5, perSecond: 1 }, maxClients: 2 });
    expect([budget.take("a"), budget.take("a"), budget.take("a")]).toEqual([null, null, 10]);
    expect([budget.take("b"), budget.take("c")]).toEqual([null, null]);
    // "a" was seen least recently of three: forgotten, it starts with its burst again, and the
    // total's last render is the only one left for it.
    expect(budget.take("a")).toBeNull();
    expect(budget.take("c")).toBe(1);
  });

  it("takes one address's burst from RATE_LIMIT_RENDERS_PER_ADDRESS, the total never below it", () => {
    const budget = new RenderBudget(renderBudgetFor(200));
    expect(Array.from({ length: 200 }, () => budget.take("suite")).every((wait) => wait === null)).toBe(true);
    expect(budget.take("suite")).not.toBeNull();
    expect(renderBudgetFor(10)).toMatchObject({ perClient: { burst: 10 }, total: { burst: RENDER_BUDGET.total.burst } });
  });

  it("lets a class of 30 behind one address open 30 different pages at once", () => {
    const budget = new RenderBudget(RENDER_BUDGET);
    expect(Array.from({ length: 30 }, () => budget.take("school")).every((wait) => wait === null)).toBe(true);
  });
});
