import { z } from "zod";
import type { Check } from "@/lib/practice/contract";
import { projectBody, type CreateProjectInput } from "@/lib/review/contract";
import type { AdminProject } from "@/lib/review/save-project";
import type { Jsonified } from "@/lib/api/client";
import { checkBody, checkValues, emptyCheck, type CheckFormValues } from "./exercise-form-values";

// The project form's values (issue 41): the checklist is typed as pairs (Uzbek beside Russian),
// turned into the contract's two lists before the contract's own schema judges it, as the route
// does: one schema, one set of messages.

export type ProjectFormValues = {
  titleUz: string;
  titleRu: string;
  statementUz: string;
  statementRu: string;
  starterFiles: { name: string; content: string }[];
  acceptFiles: boolean;
  acceptArchive: boolean;
  acceptLink: boolean;
  checklist: { uz: string; ru: string }[];
  published: boolean;
  /** Automatic checks before review: none (""), or the checker's kind and its checks. */
  checkKind: "" | "web" | "js";
  checks: CheckFormValues[];
};

export type CmsProject = Jsonified<AdminProject>;

export function toProjectBody(values: ProjectFormValues): unknown {
  const { checklist, checkKind, checks, ...rest } = values;
  return {
    ...rest,
    checklistUz: checklist.map((item) => item.uz),
    checklistRu: checklist.map((item) => item.ru),
    // No kind chosen: no checks, whatever was typed before the choice went back to none.
    checkKind: checkKind || null,
    checks: checkKind ? checks.map(checkBody) : [],
    optionalChecks: checkKind ? checks.flatMap((check, index) => (check.advisory ? [index] : [])) : [],
  };
}

export const projectFormSchema = z.preprocess((values) => toProjectBody(values as ProjectFormValues), projectBody);

export function projectValuesOf(project: CmsProject | null): ProjectFormValues {
  if (!project)
    return {
      titleUz: "",
      titleRu: "",
      statementUz: "",
      statementRu: "",
      starterFiles: [],
      acceptFiles: true,
      acceptArchive: false,
      acceptLink: false,
      checklist: [{ uz: "", ru: "" }],
      published: false,
      checkKind: "",
      checks: [],
    };
  return {
    titleUz: project.titleUz,
    titleRu: project.titleRu,
    statementUz: project.statementUz,
    statementRu: project.statementRu,
    starterFiles: project.starterFiles,
    acceptFiles: project.acceptFiles,
    acceptArchive: project.acceptArchive,
    acceptLink: project.acceptLink,
    checklist: project.checklistUz.map((uz, index) => ({ uz, ru: project.checklistRu[index] ?? "" })),
    published: project.published,
    checkKind: project.checkKind ?? "",
    checks: (project.checks as Check[]).map((check, index) => ({ ...checkValues(check), advisory: project.optionalChecks.includes(index) })),
  };
}

export type { CreateProjectInput };
export { emptyCheck };
