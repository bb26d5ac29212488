-- CreateEnum
CREATE TYPE "ExerciseKind" AS ENUM ('web', 'js');

-- CreateTable
CREATE TABLE "Exercise" (
    "id" TEXT NOT NULL,
    "lessonId" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "kind" "ExerciseKind" NOT NULL,
    "titleUz" TEXT NOT NULL,
    "titleRu" TEXT NOT NULL,
    "statementUz" TEXT NOT NULL,
    "statementRu" TEXT NOT NULL,
    "starterFiles" JSONB NOT NULL DEFAULT '[]',
    "hintsUz" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "hintsRu" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "checks" JSONB NOT NULL DEFAULT '[]',
    "solutionFiles" JSONB NOT NULL DEFAULT '[]',
    "published" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Exercise_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExerciseDraft" (
    "userId" TEXT NOT NULL,
    "exerciseId" TEXT NOT NULL,
    "files" JSONB NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ExerciseDraft_pkey" PRIMARY KEY ("userId","exerciseId")
);

-- CreateTable
CREATE TABLE "Submission" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "exerciseId" TEXT NOT NULL,
    "files" JSONB NOT NULL,
    "passed" BOOLEAN NOT NULL,
    "verdict" TEXT NOT NULL,
    "results" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Submission_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExercisePass" (
    "userId" TEXT NOT NULL,
    "exerciseId" TEXT NOT NULL,
    "submissionId" TEXT NOT NULL,
    "passedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ExercisePass_pkey" PRIMARY KEY ("userId","exerciseId")
);

-- CreateIndex
CREATE INDEX "Exercise_lessonId_position_idx" ON "Exercise"("lessonId", "position");

-- CreateIndex
CREATE INDEX "ExerciseDraft_exerciseId_idx" ON "ExerciseDraft"("exerciseId");

-- CreateIndex
CREATE INDEX "Submission_exerciseId_userId_createdAt_idx" ON "Submission"("exerciseId", "userId", "createdAt");

-- CreateIndex
CREATE INDEX "Submission_userId_createdAt_idx" ON "Submission"("userId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "ExercisePass_submissionId_key" ON "ExercisePass"("submissionId");

-- CreateIndex
CREATE INDEX "ExercisePass_exerciseId_idx" ON "ExercisePass"("exerciseId");

-- AddForeignKey
ALTER TABLE "Exercise" ADD CONSTRAINT "Exercise_lessonId_fkey" FOREIGN KEY ("lessonId") REFERENCES "Lesson"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExerciseDraft" ADD CONSTRAINT "ExerciseDraft_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExerciseDraft" ADD CONSTRAINT "ExerciseDraft_exerciseId_fkey" FOREIGN KEY ("exerciseId") REFERENCES "Exercise"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Submission" ADD CONSTRAINT "Submission_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Submission" ADD CONSTRAINT "Submission_exerciseId_fkey" FOREIGN KEY ("exerciseId") REFERENCES "Exercise"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExercisePass" ADD CONSTRAINT "ExercisePass_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExercisePass" ADD CONSTRAINT "ExercisePass_exerciseId_fkey" FOREIGN KEY ("exerciseId") REFERENCES "Exercise"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Course cards count a course's published exercises from the public cache (lib/cache/public-data.ts).
CREATE TRIGGER "Exercise_public_data" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Exercise"
  FOR EACH STATEMENT EXECUTE FUNCTION qadam_public_data_changed('courses');
