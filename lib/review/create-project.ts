import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import type { CreateProjectInput } from "./contract";

/** POST /api/admin/lessons/{lessonId}/projects: a project exercise at the end of the lesson, with its brief, in one transaction. */
export async function createProject(input: { lessonId: string; project: CreateProjectInput }): Promise<{ id: string; lessonId: string }> {
  const { starterFiles, acceptFiles, acceptArchive, acceptLink, checklistUz, checklistRu, ...exercise } = input.project;
  return db().$transaction(async (tx) => {
    const lesson = await tx.lesson.findUnique({ where: { id: input.lessonId }, select: { id: true } });
    if (!lesson) throw new AppError("lesson_not_found");
    const last = await tx.exercise.aggregate({ where: { lessonId: lesson.id }, _max: { position: true } });
    return tx.exercise.create({
      data: {
        ...exercise,
        lessonId: lesson.id,
        kind: "project",
        position: (last._max.position ?? -1) + 1,
        starterFiles: starterFiles as unknown as Prisma.InputJsonValue,
        projectBrief: { create: { acceptFiles, acceptArchive, acceptLink, checklistUz, checklistRu } },
      },
      select: { id: true, lessonId: true },
    });
  });
}
