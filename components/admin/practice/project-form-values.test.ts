import { describe, expect, it } from "vitest";
import { emptyCheck } from "./exercise-form-values";
import { projectFormSchema, projectValuesOf, type CmsProject, type ProjectFormValues } from "./project-form-values";

// The project form's values become the contract's body (issue 41): the checklist's pairs two
// lists, the automatic checks the checker's shapes, and no checks at all when no kind is chosen.

const filled = (change: Partial<ProjectFormValues> = {}): ProjectFormValues => ({
  ...projectValuesOf(null),
  titleUz: "Server",
  titleRu: "Сервер",
  statementUz: "Yozing",
  statementRu: "Напишите",
  checklist: [
    { uz: "Ishlaydi", ru: "Работает" },
    { uz: "README bor", ru: "Есть README" },
  ],
  ...change,
});

describe("the project form's body", () => {
  it("splits the checklist into the two languages' lists", () => {
    const body = projectFormSchema.parse(filled());
    expect(body).toMatchObject({ checklistUz: ["Ishlaydi", "README bor"], checklistRu: ["Работает", "Есть README"], checkKind: null, checks: [] });
  });

  it("sends the checks typed under a kind, and none once the kind goes back to none", () => {
    const check = { ...emptyCheck("exists"), selector: "h1" };
    expect(projectFormSchema.parse(filled({ checkKind: "web", checks: [check] }))).toMatchObject({ checkKind: "web", checks: [{ type: "exists", selector: "h1" }] });
    expect(projectFormSchema.parse(filled({ checkKind: "", checks: [check] }))).toMatchObject({ checkKind: null, checks: [], optionalChecks: [] });
    const advising = { ...emptyCheck("none"), selector: "marquee", advisory: true };
    expect(projectFormSchema.parse(filled({ checkKind: "web", checks: [check, advising] }))).toMatchObject({ optionalChecks: [1] });
  });

  it("names the field of a refusal: a blank Russian item, nothing to hand in", () => {
    const blank = projectFormSchema.safeParse(filled({ checklist: [{ uz: "A", ru: " " }] }));
    expect(blank.error?.issues[0]).toMatchObject({ path: ["checklistRu", 0], message: "api.validation.projectChecklistItem" });
    const nothing = projectFormSchema.safeParse(filled({ acceptFiles: false }));
    expect(nothing.error?.issues[0]).toMatchObject({ path: ["acceptFiles"], message: "api.validation.projectHandIn" });
  });

  it("opens a saved project with its checks as the form types them", () => {
    const project = {
      id: "p1",
      lessonId: "l1",
      ...projectFormSchema.parse(filled({ checkKind: "js", checks: [{ ...emptyCheck("returns"), name: "sum", args: "2, 3", expected: "5" }] })),
    } as CmsProject;
    const values = projectValuesOf(project);
    expect(values.checkKind).toBe("js");
    expect(values.checks[0]).toMatchObject({ type: "returns", name: "sum", args: "2, 3", expected: "5" });
    expect(values.checklist).toEqual(filled().checklist);
  });
});
