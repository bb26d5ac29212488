-- compatible with: 20261129052000_leaderboard_hidden
-- Issue 42: watched ranges, the course's watch threshold and prerequisite rule. Only new columns
-- with defaults, a new type and a new table (WatchDay), so the previous release runs against it unchanged.
-- CreateEnum
CREATE TYPE "PrerequisiteRule" AS ENUM ('bought', 'finished');

-- AlterTable
ALTER TABLE "Course" ADD COLUMN     "prerequisiteRule" "PrerequisiteRule" NOT NULL DEFAULT 'bought',
ADD COLUMN     "watchThreshold" INTEGER NOT NULL DEFAULT 80;

-- AlterTable
ALTER TABLE "Lesson" ADD COLUMN     "videoSeconds" INTEGER;

-- AlterTable
ALTER TABLE "LessonProgress" ADD COLUMN     "positionSeconds" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "watchStartedAt" TIMESTAMP(3),
ADD COLUMN     "watchedRanges" JSONB NOT NULL DEFAULT '[]',
ADD COLUMN     "watchedSeconds" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "WatchDay" (
    "userId" TEXT NOT NULL,
    "day" DATE NOT NULL,

    CONSTRAINT "WatchDay_pkey" PRIMARY KEY ("userId","day")
);

-- AddForeignKey
ALTER TABLE "WatchDay" ADD CONSTRAINT "WatchDay_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
