-- CreateIndex
CREATE INDEX "Payment_paymentMethod_idx" ON "Payment"("paymentMethod");

-- Written by hand: payments per status and method in "ListCount" (list 'PaymentStatusMethod',
-- key '<status>:<method>'), appended as the per-status counts are (admin_list_counts), so that a
-- search naming a method (card, Payme, Click), a status or both is totalled without counting
-- rows. TG_ARGV[1] is the key as an SQL expression over the trigger's rows. The schema engine
-- splits a migration at every semicolon, even inside a function body, so the body's own
-- semicolons are written as the escape \073.
CREATE FUNCTION qadam_list_count_key() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN
  IF TG_OP = ''TRUNCATE'' THEN
    DELETE FROM "ListCount" WHERE list = TG_ARGV[0]\073
  ELSIF TG_OP = ''INSERT'' THEN
    EXECUTE format(''INSERT INTO "ListCount" (list, key, rows) SELECT %L, %s, count(*) FROM new_rows GROUP BY 2'', TG_ARGV[0], TG_ARGV[1])\073
  ELSIF TG_OP = ''DELETE'' THEN
    EXECUTE format(''INSERT INTO "ListCount" (list, key, rows) SELECT %L, %s, -count(*) FROM old_rows GROUP BY 2'', TG_ARGV[0], TG_ARGV[1])\073
  ELSE
    EXECUTE format(''INSERT INTO "ListCount" (list, key, rows) SELECT %L, key, sum(rows) FROM (SELECT %s AS key, 1 AS rows FROM new_rows UNION ALL SELECT %s, -1 FROM old_rows) AS changes GROUP BY key HAVING sum(rows) <> 0'', TG_ARGV[0], TG_ARGV[1], TG_ARGV[1])\073
  END IF\073
  RETURN NULL\073
END';

CREATE TRIGGER "Payment_method_insert" AFTER INSERT ON "Payment" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION qadam_list_count_key('PaymentStatusMethod', 'status::text || '':'' || "paymentMethod"');
CREATE TRIGGER "Payment_method_delete" AFTER DELETE ON "Payment" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION qadam_list_count_key('PaymentStatusMethod', 'status::text || '':'' || "paymentMethod"');
CREATE TRIGGER "Payment_method_update" AFTER UPDATE ON "Payment" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION qadam_list_count_key('PaymentStatusMethod', 'status::text || '':'' || "paymentMethod"');
CREATE TRIGGER "Payment_method_truncate" AFTER TRUNCATE ON "Payment"
  FOR EACH STATEMENT EXECUTE FUNCTION qadam_list_count_key('PaymentStatusMethod', 'status::text || '':'' || "paymentMethod"');

-- The payments that are there already.
INSERT INTO "ListCount" (list, key, rows) SELECT 'PaymentStatusMethod', status::text || ':' || "paymentMethod", count(*) FROM "Payment" GROUP BY 2;
