-- Course levels become an enum and durations a number of weeks (issue 10): shown in the
-- reader's language instead of stored Uzbek words. Existing rows keep their meaning.
CREATE TYPE "CourseLevel" AS ENUM ('beginner', 'intermediate', 'advanced');

ALTER TABLE "Course" ADD COLUMN "durationWeeks" INTEGER NOT NULL DEFAULT 4;

-- '6 hafta' (or '6') gives 6 weeks and '3 oy' (months) 12, at most two years. Any other
-- wording keeps the default of 4 weeks.
UPDATE "Course" SET "durationWeeks" = LEAST(GREATEST(substring("duration" from '[0-9]+')::int, 1), 104)
WHERE "duration" ~* '^\s*[0-9]{1,3}\s*(hafta)?\s*$';

UPDATE "Course" SET "durationWeeks" = LEAST(GREATEST(substring("duration" from '[0-9]+')::int * 4, 1), 104)
WHERE "duration" ~* '^\s*[0-9]{1,2}\s*oy\s*$';

ALTER TABLE "Course" DROP COLUMN "duration";

ALTER TABLE "Course" ALTER COLUMN "level" DROP DEFAULT;

ALTER TABLE "Course" ALTER COLUMN "level" TYPE "CourseLevel" USING (
  CASE "level" WHEN 'O''rta' THEN 'intermediate' WHEN 'Yuqori' THEN 'advanced' ELSE 'beginner' END
)::"CourseLevel";

ALTER TABLE "Course" ALTER COLUMN "level" SET DEFAULT 'beginner';
