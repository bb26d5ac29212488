import { describe, expect, it } from "vitest";
import { AppError } from "./errors";
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
