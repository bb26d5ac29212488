-- compatible with: 20261123045234_admin_search_suffixes
-- Issue 41: questions under each lesson. Only new tables and a new enum: older code never reads them.
-- CreateEnum
CREATE TYPE "QuestionPostKind" AS ENUM ('question', 'answer');

-- CreateTable
CREATE TABLE "QuestionThread" (
    "id" TEXT NOT NULL,
    "lessonId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastPostAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "QuestionThread_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "QuestionPost" (
    "id" TEXT NOT NULL,
    "threadId" TEXT NOT NULL,
    "kind" "QuestionPostKind" NOT NULL,
    "authorId" TEXT,
    "byMentor" BOOLEAN NOT NULL DEFAULT false,
    "body" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "hiddenAt" TIMESTAMP(3),
    "hiddenById" TEXT,

    CONSTRAINT "QuestionPost_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "QuestionHelpful" (
    "postId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "QuestionHelpful_pkey" PRIMARY KEY ("postId","userId")
);

-- CreateTable
CREATE TABLE "QuestionSubscription" (
    "threadId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "QuestionSubscription_pkey" PRIMARY KEY ("threadId","userId")
);

-- CreateTable
CREATE TABLE "QuestionReport" (
    "postId" TEXT NOT NULL,
    "reporterId" TEXT NOT NULL,
    "reason" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "QuestionReport_pkey" PRIMARY KEY ("postId","reporterId")
);

-- CreateIndex
CREATE INDEX "QuestionThread_lessonId_createdAt_idx" ON "QuestionThread"("lessonId", "createdAt");

-- CreateIndex
CREATE INDEX "QuestionPost_threadId_createdAt_idx" ON "QuestionPost"("threadId", "createdAt");

-- CreateIndex
CREATE INDEX "QuestionPost_kind_hiddenAt_createdAt_idx" ON "QuestionPost"("kind", "hiddenAt", "createdAt");

-- CreateIndex
CREATE INDEX "QuestionHelpful_userId_idx" ON "QuestionHelpful"("userId");

-- CreateIndex
CREATE INDEX "QuestionSubscription_userId_idx" ON "QuestionSubscription"("userId");

-- CreateIndex
CREATE INDEX "QuestionReport_reporterId_idx" ON "QuestionReport"("reporterId");

-- AddForeignKey
ALTER TABLE "QuestionThread" ADD CONSTRAINT "QuestionThread_lessonId_fkey" FOREIGN KEY ("lessonId") REFERENCES "Lesson"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuestionPost" ADD CONSTRAINT "QuestionPost_threadId_fkey" FOREIGN KEY ("threadId") REFERENCES "QuestionThread"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuestionPost" ADD CONSTRAINT "QuestionPost_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuestionPost" ADD CONSTRAINT "QuestionPost_hiddenById_fkey" FOREIGN KEY ("hiddenById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuestionHelpful" ADD CONSTRAINT "QuestionHelpful_postId_fkey" FOREIGN KEY ("postId") REFERENCES "QuestionPost"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuestionHelpful" ADD CONSTRAINT "QuestionHelpful_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuestionSubscription" ADD CONSTRAINT "QuestionSubscription_threadId_fkey" FOREIGN KEY ("threadId") REFERENCES "QuestionThread"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuestionSubscription" ADD CONSTRAINT "QuestionSubscription_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuestionReport" ADD CONSTRAINT "QuestionReport_postId_fkey" FOREIGN KEY ("postId") REFERENCES "QuestionPost"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuestionReport" ADD CONSTRAINT "QuestionReport_reporterId_fkey" FOREIGN KEY ("reporterId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
