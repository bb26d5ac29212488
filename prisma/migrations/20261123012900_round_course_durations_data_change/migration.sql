-- DATA CHANGE (issue 24): durations in days, years or fractions ("45 kun", "1,5 oy",
-- "2.5 hafta") are rounded to the nearest whole week before 20261123013000_course_level_weeks
-- turns the text into "durationWeeks": that migration kept 4 weeks for any wording it did not
-- know. Named to run before it. On a database that already applied it ("duration" is gone)
-- this does nothing. Start-up logs each course whose duration changed wording
-- (course_duration_converted, lib/db/data-changes.ts). 1 month = 30.4375 days, 1 year = 365.25.
-- The engine splits a file at semicolons, so the block is an E'' string with \073 for them.
DO E'BEGIN
  IF EXISTS (
    SELECT 1 FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = ''Course'' AND column_name = ''duration''
  ) THEN
    UPDATE "Course"
    SET "duration" = LEAST(GREATEST(round(
          replace(substring("duration" from ''[0-9]+(?:[.,][0-9]+)?''), '','', ''.'')::numeric
          * CASE
              WHEN "duration" ~* ''kun'' THEN 1.0 / 7
              WHEN "duration" ~* ''oy'' THEN 30.4375 / 7
              WHEN "duration" ~* ''yil'' THEN 365.25 / 7
              ELSE 1
            END), 1), 104)::int || '' hafta''
    WHERE "duration" ~* ''^\\s*[0-9]{1,4}\\s*kun\\s*$''
       OR "duration" ~* ''^\\s*[0-9]{1,3}[.,][0-9]+\\s*(hafta|oy|kun)?\\s*$''
       OR "duration" ~* ''^\\s*[0-9]{1,2}([.,][0-9]+)?\\s*yil\\s*$''\073
  END IF\073
END';
