-- Data only (issue 11, item 3): a lesson video pasted as an <iframe …> was stored as the markup.
-- Keep only its src, as the lesson form now stores it, and an iframe without a src becomes no video.
-- The player accepts only YouTube, Vimeo and https .mp4 addresses, so a src it does not know
-- stays harmless text and shows no player. (chr(59) is the semicolon that ends the entity: the
-- migration runner splits statements at every semicolon, even inside a string.)
UPDATE "Lesson"
SET "videoUrl" = COALESCE(
  replace(substring("videoUrl" from '(?i)\ssrc\s*=\s*["'']?([^"''\s>]+)'), '&amp' || chr(59), '&'),
  ''
)
WHERE "videoUrl" ~* '^\s*<iframe[\s>]';
