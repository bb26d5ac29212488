import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors/app-error";
import { ClientGoneError } from "./client-gone";
import { toAppError } from "./map-error";

describe("toAppError", () => {
  it("keeps an AppError", () => {
    const error = new AppError("course_not_found");
    expect(toAppError(error)).toBe(error);
    expect(error.status).toBe(404);
    expect(error.message).toBe("Kurs topilmadi");
  });

  it.each([
    [{ code: "P2002" }, 409],
    [{ code: "P2003" }, 409],
    [{ code: "P2025" }, 404],
    [{ code: "P2034" }, 409],
    [{ code: "40P01" }, 409],
    [{ code: "ECONNREFUSED" }, 503],
    [{ name: "Error", message: "x", cause: { code: "57P01" } }, 503],
    // pg's pool and driver timeouts, PostgreSQL's statement and idle-in-transaction timeouts,
    // and Prisma's own timeout codes (issue 8: a frozen database is a 503, not a 500)
    [new Error("timeout exceeded when trying to connect"), 503],
    [new Error("Query read timeout"), 503],
    [Object.assign(new Error("Connection terminated due to connection timeout"), { cause: new Error("Connection terminated unexpectedly") }), 503],
    [{ code: "57014", message: "canceling statement due to statement timeout" }, 503],
    [
      {
        name: "PrismaClientKnownRequestError",
        code: "P2010",
        message: "Raw query failed",
        meta: { driverAdapterError: { name: "DriverAdapterError", cause: { kind: "postgres", code: "57014", originalCode: "57014" } } },
      },
      503,
    ],
    [{ name: "PrismaClientKnownRequestError", code: "P2028", message: "Transaction API error: Unable to start a transaction in the given time." }, 503],
    [{ code: "25P03" }, 503],
    [{ code: "P1008" }, 503],
    [{ code: "P2024" }, 503],
    [{ kind: "ConnectionClosed" }, 503],
    [{ code: "P2010", meta: { driverAdapterError: { cause: { kind: "postgres", code: "23514" } } } }, 500],
    // A raw statement's deadlock or serialization failure, as the pg adapter reports it (issue 25 CI: a login answered 500)
    [{ code: "P2010", meta: { driverAdapterError: { name: "DriverAdapterError", cause: { originalCode: "40P01", kind: "TransactionWriteConflict" } } } }, 409],
    [{ code: "P2010", meta: { driverAdapterError: { cause: { originalCode: "40001", kind: "TransactionWriteConflict" } } } }, 409],
    [new Error("boom"), 500],
    [undefined, 500],
    ["a string", 500],
  ])("maps %j to %i", (thrown, status) => {
    expect(toAppError(thrown).status).toBe(status);
  });

  it("never passes internal text on", () => {
    const error = toAppError(new Error('relation "User" does not exist'));
    expect(error.message).toBe("Server xatosi");
  });
});

describe("an error made by another copy of the module (a route bundle's, server.ts's)", () => {
  it("keeps its status: a worker pool's 503 server_busy is not answered 500 (issue 46 item 6)", async () => {
    // A query string makes the bundler load the modules again: their classes are others.
    const copyOf = (path: string): Promise<unknown> => import(/* @vite-ignore */ `${path}.ts?another-copy`);
    const other = (await copyOf("../errors/app-error")) as typeof import("@/lib/errors/app-error");
    const otherGone = (await copyOf("./client-gone")) as typeof import("./client-gone");
    expect(other.AppError).not.toBe(AppError);
    const busy = new other.AppError("server_busy", undefined, undefined, { "retry-after": "5" });
    expect(toAppError(busy)).toMatchObject({ code: "server_busy", status: 503, headers: { "retry-after": "5" } });
    expect(new otherGone.ClientGoneError()).toBeInstanceOf(ClientGoneError);
    expect(new Error("x")).not.toBeInstanceOf(AppError);
  });
});
