import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import type { Check, CodeKind } from "@/lib/practice/contract";
import type { CreateProjectInput, ProjectFile } from "./contract";
import { projectFieldsSelect } from "./get-project";

/** A project as the CMS form edits it: the body PUT /api/admin/projects/{id} takes, with its place. */
export type AdminProject = CreateProjectInput & { id: string; lessonId: string };

const adminProjectSelect = projectFieldsSelect satisfies Prisma.ExerciseSelect;

type AdminProjectRow = Prisma.ExerciseGetPayload<{ select: typeof adminProjectSelect }>;

function adminProjectOf(row: AdminProjectRow | null): AdminProject {
  if (!row || row.kind !== "project" || !row.projectBrief) throw new AppError("project_not_found");
  const brief = row.projectBrief;
  return {
    id: row.id,
    lessonId: row.lessonId,
    titleUz: row.titleUz,
    titleRu: row.titleRu,
    statementUz: row.statementUz,
    statementRu: row.statementRu,
    starterFiles: row.starterFiles as unknown as ProjectFile[],
    acceptFiles: brief.acceptFiles,
    acceptArchive: brief.acceptArchive,
    acceptLink: brief.acceptLink,
    checklistUz: brief.checklistUz,
    checklistRu: brief.checklistRu,
    published: row.published,
    checkKind: brief.checkKind as CodeKind | null,
    checks: row.checks as unknown as Check[],
    optionalChecks: brief.optionalChecks,
  };
}

/** GET /api/admin/projects/{id}: what the CMS form opens with (404 for anything but a project). */
export async function getAdminProject(input: { id: string }): Promise<AdminProject> {
  return adminProjectOf(await db().exercise.findUnique({ where: { id: input.id }, select: adminProjectSelect }));
}

/**
 * PUT /api/admin/projects/{id}: the whole project, its exercise row and its brief in one
 * transaction (the row locked first, so two saves at once are one after the other, never a mix).
 * Its place in the lesson and every iteration already sent are kept.
 */
export async function updateProject(input: { id: string; project: CreateProjectInput }): Promise<AdminProject> {
  const { starterFiles, acceptFiles, acceptArchive, acceptLink, checklistUz, checklistRu, checkKind, checks, optionalChecks, ...exercise } = input.project;
  const brief = {
    acceptFiles,
    acceptArchive,
    acceptLink,
    checklistUz,
    checklistRu,
    checkKind: checks.length ? checkKind : null,
    optionalChecks: [...new Set(optionalChecks)].sort((a, b) => a - b),
  };
  return db().$transaction(async (tx) => {
    const [found] = await tx.$queryRaw<{ kind: string }[]>`SELECT kind::text AS kind FROM "Exercise" WHERE id = ${input.id} FOR UPDATE`;
    if (found?.kind !== "project") throw new AppError("project_not_found");
    const row = await tx.exercise.update({
      where: { id: input.id },
      data: {
        ...exercise,
        starterFiles: starterFiles as unknown as Prisma.InputJsonValue,
        checks: checks as unknown as Prisma.InputJsonValue,
        projectBrief: { upsert: { create: brief, update: brief } },
      },
      select: adminProjectSelect,
    });
    return adminProjectOf(row);
  });
}
