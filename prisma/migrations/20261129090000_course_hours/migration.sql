-- compatible with: 20261129081500_watched_ranges
-- Issue 42: the study hours of a course, set by the admin in the course form and printed on its
-- certificates. A new nullable column, so the previous release runs against it unchanged.
-- AlterTable
ALTER TABLE "Course" ADD COLUMN "hours" INTEGER;
