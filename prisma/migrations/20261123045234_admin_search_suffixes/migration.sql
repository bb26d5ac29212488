-- Admin searches by name and phone (issue 12). Written by hand: Prisma's schema cannot name an
-- index on an expression. A text holds the search exactly when one of its suffixes starts with
-- it, so each name (lower-cased, as ILIKE compares) and each phone is indexed as the tsvector of
-- its suffixes, raw lexemes of at most 128 characters (a search has at most 100), and
-- `qadam_suffixes(x) @@ '<search>:*'::tsquery` finds by a prefix match in the GIN index the
-- same rows as `x LIKE '%<search>%'` (no LIKE wildcard in the search). Unlike the trigram
-- indexes (kept for the other searches), its answer is exact, so a count needs no row, and a
-- run of digits is not the intersection of the trigrams every phone shares ('998', '000').
CREATE FUNCTION qadam_suffixes(value text) RETURNS tsvector LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE COST 1000
  AS $$ SELECT array_to_tsvector(ARRAY(SELECT substr(value, i, 128) FROM generate_series(1, length(value)) AS i)) $$;

CREATE INDEX "User_fullName_suffixes_idx" ON "User" USING GIN (qadam_suffixes(lower("fullName")));

CREATE INDEX "User_phone_suffixes_idx" ON "User" USING GIN (qadam_suffixes(phone));
