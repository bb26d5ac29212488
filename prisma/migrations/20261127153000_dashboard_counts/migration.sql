-- The admin dashboard at any size (issue 27): its four cards are read from "ListCount" rather
-- than counted and summed over every user, course and payment. Users and payments are counted
-- there already (migration admin_list_counts), and this adds the courses, live or archived (list
-- 'Course'), and the revenue of approved top-ups per Tashkent month of their decision (list
-- 'RevenueMonth', key 'YYYY-MM', rows the sum of the amounts: a bigint now).

-- AlterTable
ALTER TABLE "ListCount" ALTER COLUMN "rows" SET DATA TYPE BIGINT;

-- Written by hand: a statement trigger that appends, per key, the sum of a value over the rows
-- a statement inserted (+), deleted (-) or changed (- the old, + the new) that meet a condition.
-- TG_ARGV: the list, the key's SQL expression, the value's and the condition's, all over the
-- table's columns. The schema engine splits a migration at every semicolon, even inside a
-- function body, so the body's own semicolons are written as the escape \073.
CREATE FUNCTION qadam_list_sum() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN
  IF TG_OP = ''TRUNCATE'' THEN
    DELETE FROM "ListCount" WHERE list = TG_ARGV[0]\073
  ELSIF TG_OP = ''INSERT'' THEN
    EXECUTE format(''INSERT INTO "ListCount" (list, key, rows) SELECT %L, key, sum(v) FROM (SELECT (%s)::text AS key, (%s)::bigint AS v FROM new_rows WHERE %s) AS changes GROUP BY key HAVING sum(v) <> 0'', TG_ARGV[0], TG_ARGV[1], TG_ARGV[2], TG_ARGV[3])\073
  ELSIF TG_OP = ''DELETE'' THEN
    EXECUTE format(''INSERT INTO "ListCount" (list, key, rows) SELECT %L, key, -sum(v) FROM (SELECT (%s)::text AS key, (%s)::bigint AS v FROM old_rows WHERE %s) AS changes GROUP BY key HAVING sum(v) <> 0'', TG_ARGV[0], TG_ARGV[1], TG_ARGV[2], TG_ARGV[3])\073
  ELSE
    EXECUTE format(''INSERT INTO "ListCount" (list, key, rows) SELECT %L, key, sum(v) FROM (SELECT (%s)::text AS key, (%s)::bigint AS v FROM new_rows WHERE %s UNION ALL SELECT (%s)::text, -(%s)::bigint FROM old_rows WHERE %s) AS changes GROUP BY key HAVING sum(v) <> 0'', TG_ARGV[0], TG_ARGV[1], TG_ARGV[2], TG_ARGV[3], TG_ARGV[1], TG_ARGV[2], TG_ARGV[3])\073
  END IF\073
  RETURN NULL\073
END';

CREATE TRIGGER "Course_count_insert" AFTER INSERT ON "Course" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION qadam_list_sum('Course', 'CASE WHEN "archivedAt" IS NULL THEN ''live'' ELSE ''archived'' END', '1', 'true');
CREATE TRIGGER "Course_count_delete" AFTER DELETE ON "Course" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION qadam_list_sum('Course', 'CASE WHEN "archivedAt" IS NULL THEN ''live'' ELSE ''archived'' END', '1', 'true');
CREATE TRIGGER "Course_count_update" AFTER UPDATE ON "Course" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION qadam_list_sum('Course', 'CASE WHEN "archivedAt" IS NULL THEN ''live'' ELSE ''archived'' END', '1', 'true');
CREATE TRIGGER "Course_count_truncate" AFTER TRUNCATE ON "Course"
  FOR EACH STATEMENT EXECUTE FUNCTION qadam_list_sum('Course');

-- Tashkent is UTC+5 all year (no daylight saving): the month of "decidedAt" + 5 hours.
CREATE TRIGGER "Payment_revenue_insert" AFTER INSERT ON "Payment" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION qadam_list_sum('RevenueMonth', 'to_char("decidedAt" + interval ''5 hours'', ''YYYY-MM'')', 'amount', 'kind = ''topup'' AND status = ''approved'' AND "decidedAt" IS NOT NULL');
CREATE TRIGGER "Payment_revenue_delete" AFTER DELETE ON "Payment" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION qadam_list_sum('RevenueMonth', 'to_char("decidedAt" + interval ''5 hours'', ''YYYY-MM'')', 'amount', 'kind = ''topup'' AND status = ''approved'' AND "decidedAt" IS NOT NULL');
CREATE TRIGGER "Payment_revenue_update" AFTER UPDATE ON "Payment" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION qadam_list_sum('RevenueMonth', 'to_char("decidedAt" + interval ''5 hours'', ''YYYY-MM'')', 'amount', 'kind = ''topup'' AND status = ''approved'' AND "decidedAt" IS NOT NULL');
CREATE TRIGGER "Payment_revenue_truncate" AFTER TRUNCATE ON "Payment"
  FOR EACH STATEMENT EXECUTE FUNCTION qadam_list_sum('RevenueMonth');

-- The rows that are there already.
INSERT INTO "ListCount" (list, key, rows)
  SELECT 'Course', CASE WHEN "archivedAt" IS NULL THEN 'live' ELSE 'archived' END, count(*) FROM "Course" GROUP BY 2;
INSERT INTO "ListCount" (list, key, rows)
  SELECT 'RevenueMonth', to_char("decidedAt" + interval '5 hours', 'YYYY-MM'), sum(amount) FROM "Payment"
  WHERE kind = 'topup' AND status = 'approved' AND "decidedAt" IS NOT NULL GROUP BY 2 HAVING sum(amount) <> 0;
