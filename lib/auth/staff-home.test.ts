import { describe, expect, it } from "vitest";
import { staffHome } from "./staff-home";

describe("staffHome", () => {
  it("sends an admin to /admin, a teacher to /teach and a parent to /parent; students stay", () => {
    expect(staffHome("admin")).toBe("/admin");
    expect(staffHome("teacher")).toBe("/teach");
    expect(staffHome("parent")).toBe("/parent");
    expect(staffHome("student")).toBeNull();
    expect(staffHome("student_offline")).toBeNull();
    expect(staffHome(undefined)).toBeNull();
  });
});
