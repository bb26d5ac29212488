-- compatible with: 20261123045234_admin_search_suffixes
-- Issue 42: a student may leave the group and course leaderboards (off by default).
-- AlterTable
ALTER TABLE "User" ADD COLUMN     "leaderboardHidden" BOOLEAN NOT NULL DEFAULT false;
