-- AlterTable
ALTER TABLE "Notification" ADD COLUMN     "params" JSONB NOT NULL DEFAULT '{}';

-- Hand-written: existing notifications get their params from the Uzbek sentences they were
-- stored as (the live formats and the demo data's), so they render in the reader's language.
-- A row whose body matches none keeps '{}' and is shown with its stored title and body.
UPDATE "Notification" SET "params" = jsonb_strip_nulls(jsonb_build_object(
    'name', regexp_replace("body", ' (\(.*|platformada .*|ro''yxatdan .*)$', ''),
    'phone', substring("body" from '\((\+[0-9]+)\)')))
  WHERE "type" = 'user_registered' AND "params" = '{}' AND "body" ~ ' ro''yxatdan o''tdi';

UPDATE "Notification" SET "params" = jsonb_strip_nulls(jsonb_build_object(
    'name', regexp_replace("body", ' \(.*$', ''),
    'phone', substring("body" from '\((\+[0-9]+)\)'),
    'amount', regexp_replace(substring("body" from '([0-9][0-9 \u00A0]*) so''m'), '[^0-9]', '', 'g')::bigint))
  WHERE "type" = 'topup_requested' AND "params" = '{}' AND "body" ~ '^.+ \(\+[0-9]+\) .*[0-9] so''m';

UPDATE "Notification" SET "params" = jsonb_strip_nulls(jsonb_build_object(
    'name', regexp_replace("body", ' [«"].*$', ''),
    'course', substring("body" from '[«"](.+)[»"] kursiga'),
    'courseId', (SELECT c."id" FROM "Course" c WHERE c."title" = substring("body" from '[«"](.+)[»"] kursiga') LIMIT 1)))
  WHERE "type" = 'course_enrolled' AND "params" = '{}' AND "body" ~ '[«"].+[»"] kursiga yozildi';
