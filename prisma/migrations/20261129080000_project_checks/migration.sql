-- compatible with: 20261123045234_admin_search_suffixes
-- Issue 41: a project's automatic checks before review (the exercise's own `checks`, run as
-- `checkKind`, those listed in `optionalChecks` only advising), and each iteration's report of
-- them. Nullable or defaulted: older code reads none of them.
ALTER TABLE "ProjectBrief" ADD COLUMN "checkKind" TEXT;
ALTER TABLE "ProjectBrief" ADD COLUMN "optionalChecks" INTEGER[] DEFAULT ARRAY[]::INTEGER[];
ALTER TABLE "ProjectSubmission" ADD COLUMN "checkReport" JSONB;
