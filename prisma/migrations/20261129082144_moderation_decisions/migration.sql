-- compatible with: 20261123045234_admin_search_suffixes
-- Issue 41/42: the admins' decisions on reported question posts and course reviews (/admin/reports).
-- CreateEnum
CREATE TYPE "ModerationTarget" AS ENUM ('question_post', 'course_review');

-- CreateEnum
CREATE TYPE "ModerationAction" AS ENUM ('hide', 'restore', 'dismiss');

-- CreateTable
CREATE TABLE "ModerationDecision" (
    "id" TEXT NOT NULL,
    "target" "ModerationTarget" NOT NULL,
    "targetId" TEXT NOT NULL,
    "action" "ModerationAction" NOT NULL,
    "actorId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ModerationDecision_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ModerationDecision_target_targetId_createdAt_idx" ON "ModerationDecision"("target", "targetId", "createdAt");
