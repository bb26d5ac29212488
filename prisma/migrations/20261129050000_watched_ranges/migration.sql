-- compatible with: 20261129020000_parents
-- Issue 42: watched ranges, the course's watch threshold and prerequisite rule. Only new columns
-- with defaults and a new type, so the previous release runs against it unchanged.
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
