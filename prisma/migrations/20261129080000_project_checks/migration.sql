-- compatible with: 20261129052000_leaderboard_hidden
-- Issue 41: a project's automatic checks before review (the exercise's own `checks`, run as
-- `checkKind`), and each iteration's report of them. Both nullable: older code reads neither.
ALTER TABLE "ProjectBrief" ADD COLUMN "checkKind" TEXT;
ALTER TABLE "ProjectSubmission" ADD COLUMN "checkReport" JSONB;
