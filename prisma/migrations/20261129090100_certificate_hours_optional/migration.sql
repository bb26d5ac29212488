-- Issue 42: a course certificate prints hours only when they are known (those of the course,
-- or the sum of the lengths of its videos), and else carries none. Not marked compatible: the
-- previous release reads a course certificate without hours as unknown (its check answers 404).
-- AlterTable
ALTER TABLE "CourseCertificate" ALTER COLUMN "hours" DROP NOT NULL;
