import { describe, expect, it } from "vitest";
import { DatabasePoolBusyError, isPoolBusy, isPoolWaitTimeout } from "./pool-busy";
import { isDatabaseUnavailable } from "./unavailable";

describe("a busy pool", () => {
  it("is told apart from pg-pool's waiter timeout only by its own message", () => {
    expect(isPoolWaitTimeout(new Error("timeout exceeded when trying to connect"))).toBe(true);
    // A new connection the database did not accept in time: the database, not the pool.
    expect(isPoolWaitTimeout(new Error("Connection terminated due to connection timeout"))).toBe(false);
  });

  it("is found however Prisma wraps it, and is never taken for an unavailable database", () => {
    const busy = new DatabasePoolBusyError(5000);
    expect(isPoolBusy(busy)).toBe(true);
    expect(isPoolBusy({ message: "Transaction API error", cause: busy })).toBe(true);
    expect(isPoolBusy({ meta: { driverAdapterError: { cause: busy } } })).toBe(true);
    expect(isDatabaseUnavailable(busy)).toBe(false);
    expect(isPoolBusy(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }))).toBe(false);
  });
});
