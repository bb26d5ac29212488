import { describe, expect, it } from "vitest";
import { DECISION_TONES, shownDecisions } from "./decisions";

describe("the top-up panel's decisions", () => {
  it("shows approvals and rejections, each in its own colour", () => {
    expect(shownDecisions([{ kind: "topup_approved" }, { kind: "topup_rejected" }])).toEqual([{ kind: "topup_approved" }, { kind: "topup_rejected" }]);
    expect(DECISION_TONES.topup_approved).not.toBe(DECISION_TONES.topup_rejected);
  });

  it("leaves out a kind it does not know instead of calling it a rejection", () => {
    expect(shownDecisions([{ kind: "course_enrolled" }, { kind: "toString" }, { kind: "topup_approved" }])).toEqual([{ kind: "topup_approved" }]);
  });
});
