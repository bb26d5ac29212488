-- DropIndex
DROP INDEX "ListCount_list_idx";

-- CreateIndex
CREATE INDEX "ListCount_list_key_idx" ON "ListCount"("list", "key");

-- Written by hand: payments per day and per hour of "createdAt" in "ListCount" (lists
-- 'PaymentDay' and 'PaymentHour'), appended as the per-status counts are. TG_ARGV[1] is the
-- to_char format of the key. The schema engine splits a migration at every semicolon, even
-- inside a function body, so the body's own semicolons are written as the escape \073.
CREATE FUNCTION qadam_list_count_time() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN
  IF TG_OP = ''TRUNCATE'' THEN
    DELETE FROM "ListCount" WHERE list = TG_ARGV[0]\073
  ELSIF TG_OP = ''INSERT'' THEN
    EXECUTE format(''INSERT INTO "ListCount" (list, key, rows) SELECT %L, to_char("createdAt", %L), count(*) FROM new_rows GROUP BY 2'', TG_ARGV[0], TG_ARGV[1])\073
  ELSIF TG_OP = ''DELETE'' THEN
    EXECUTE format(''INSERT INTO "ListCount" (list, key, rows) SELECT %L, to_char("createdAt", %L), -count(*) FROM old_rows GROUP BY 2'', TG_ARGV[0], TG_ARGV[1])\073
  ELSE
    EXECUTE format(''INSERT INTO "ListCount" (list, key, rows) SELECT %L, key, sum(rows) FROM (SELECT to_char("createdAt", %L) AS key, 1 AS rows FROM new_rows UNION ALL SELECT to_char("createdAt", %L), -1 FROM old_rows) AS changes GROUP BY key HAVING sum(rows) <> 0'', TG_ARGV[0], TG_ARGV[1], TG_ARGV[1])\073
  END IF\073
  RETURN NULL\073
END';

CREATE TRIGGER "Payment_day_insert" AFTER INSERT ON "Payment" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION qadam_list_count_time('PaymentDay', 'YYYY-MM-DD');
CREATE TRIGGER "Payment_day_delete" AFTER DELETE ON "Payment" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION qadam_list_count_time('PaymentDay', 'YYYY-MM-DD');
CREATE TRIGGER "Payment_day_update" AFTER UPDATE ON "Payment" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION qadam_list_count_time('PaymentDay', 'YYYY-MM-DD');
CREATE TRIGGER "Payment_day_truncate" AFTER TRUNCATE ON "Payment"
  FOR EACH STATEMENT EXECUTE FUNCTION qadam_list_count_time('PaymentDay', 'YYYY-MM-DD');
CREATE TRIGGER "Payment_hour_insert" AFTER INSERT ON "Payment" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION qadam_list_count_time('PaymentHour', 'YYYY-MM-DD HH24');
CREATE TRIGGER "Payment_hour_delete" AFTER DELETE ON "Payment" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION qadam_list_count_time('PaymentHour', 'YYYY-MM-DD HH24');
CREATE TRIGGER "Payment_hour_update" AFTER UPDATE ON "Payment" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION qadam_list_count_time('PaymentHour', 'YYYY-MM-DD HH24');
CREATE TRIGGER "Payment_hour_truncate" AFTER TRUNCATE ON "Payment"
  FOR EACH STATEMENT EXECUTE FUNCTION qadam_list_count_time('PaymentHour', 'YYYY-MM-DD HH24');

-- The payments that are there already.
INSERT INTO "ListCount" (list, key, rows) SELECT 'PaymentDay', to_char("createdAt", 'YYYY-MM-DD'), count(*) FROM "Payment" GROUP BY 2;
INSERT INTO "ListCount" (list, key, rows) SELECT 'PaymentHour', to_char("createdAt", 'YYYY-MM-DD HH24'), count(*) FROM "Payment" GROUP BY 2;
