import { describe, expect, it } from "vitest";
import { staffHome } from "./staff-home";

describe("staffHome", () => {
  it("sends an admin to /admin and a teacher to /teach; students stay", () => {
    expect(staffHome("admin")).toBe("/admin");
    expect(staffHome("teacher")).toBe("/teach");
    expect(staffHome("student")).toBeNull();
    expect(staffHome("student_offline")).toBeNull();
    expect(staffHome(undefined)).toBeNull();
  });
});
