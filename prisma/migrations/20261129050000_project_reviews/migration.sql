-- Issue 41: projects reviewed by a mentor. Not marked compatible: the new exercise kind is a value
-- older code cannot read.
-- AlterEnum
ALTER TYPE "ExerciseKind" ADD VALUE 'project';

-- CreateEnum
CREATE TYPE "ProjectStatus" AS ENUM ('waiting', 'in_review', 'changes_requested', 'accepted');

-- CreateTable
CREATE TABLE "ProjectBrief" (
    "exerciseId" TEXT NOT NULL,
    "acceptFiles" BOOLEAN NOT NULL DEFAULT true,
    "acceptArchive" BOOLEAN NOT NULL DEFAULT false,
    "acceptLink" BOOLEAN NOT NULL DEFAULT false,
    "checklistUz" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "checklistRu" TEXT[] DEFAULT ARRAY[]::TEXT[],

    CONSTRAINT "ProjectBrief_pkey" PRIMARY KEY ("exerciseId")
);

-- CreateTable
CREATE TABLE "ProjectSubmission" (
    "id" TEXT NOT NULL,
    "exerciseId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "iteration" INTEGER NOT NULL,
    "files" JSONB NOT NULL DEFAULT '[]',
    "link" TEXT,
    "archive" BYTEA,
    "archiveName" TEXT,
    "archiveType" TEXT,
    "archiveSize" INTEGER,
    "status" "ProjectStatus" NOT NULL DEFAULT 'waiting',
    "claimedById" TEXT,
    "claimedAt" TIMESTAMP(3),
    "summary" TEXT,
    "score" INTEGER,
    "reviewedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProjectSubmission_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProjectComment" (
    "id" TEXT NOT NULL,
    "submissionId" TEXT NOT NULL,
    "authorId" TEXT,
    "file" TEXT NOT NULL,
    "line" INTEGER NOT NULL,
    "body" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProjectComment_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ProjectSubmission_exerciseId_userId_iteration_key" ON "ProjectSubmission"("exerciseId", "userId", "iteration");

-- CreateIndex
CREATE INDEX "ProjectSubmission_status_createdAt_idx" ON "ProjectSubmission"("status", "createdAt");

-- CreateIndex
CREATE INDEX "ProjectSubmission_userId_createdAt_idx" ON "ProjectSubmission"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "ProjectSubmission_claimedById_status_idx" ON "ProjectSubmission"("claimedById", "status");

-- CreateIndex
CREATE INDEX "ProjectComment_submissionId_file_line_idx" ON "ProjectComment"("submissionId", "file", "line");

-- AddForeignKey
ALTER TABLE "ProjectBrief" ADD CONSTRAINT "ProjectBrief_exerciseId_fkey" FOREIGN KEY ("exerciseId") REFERENCES "Exercise"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProjectSubmission" ADD CONSTRAINT "ProjectSubmission_exerciseId_fkey" FOREIGN KEY ("exerciseId") REFERENCES "Exercise"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProjectSubmission" ADD CONSTRAINT "ProjectSubmission_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProjectSubmission" ADD CONSTRAINT "ProjectSubmission_claimedById_fkey" FOREIGN KEY ("claimedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProjectComment" ADD CONSTRAINT "ProjectComment_submissionId_fkey" FOREIGN KEY ("submissionId") REFERENCES "ProjectSubmission"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProjectComment" ADD CONSTRAINT "ProjectComment_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
