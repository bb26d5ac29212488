-- Admin lists at 100,000 rows (issue 12). Written by hand: the pg_trgm extension, which lets the
-- GIN indexes below serve the searches' ILIKE '%text%', and the triggers that keep "ListCount".
-- pg_trgm ships with PostgreSQL's contrib modules (the embedded binaries and the postgres image)
-- and is trusted, so the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- DropIndex
DROP INDEX "Payment_createdAt_idx";

-- DropIndex
DROP INDEX "User_createdAt_idx";

-- CreateTable
CREATE TABLE "ListCount" (
    "id" BIGSERIAL NOT NULL,
    "list" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "rows" INTEGER NOT NULL,

    CONSTRAINT "ListCount_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ListCount_list_idx" ON "ListCount"("list");

-- CreateIndex
CREATE INDEX "Payment_createdAt_id_idx" ON "Payment"("createdAt", "id");

-- CreateIndex
CREATE INDEX "Payment_amount_idx" ON "Payment"("amount");

-- CreateIndex
CREATE INDEX "Payment_transactionId_idx" ON "Payment" USING GIN ("transactionId" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "User_createdAt_id_idx" ON "User"("createdAt", "id");

-- CreateIndex
CREATE INDEX "User_balance_id_idx" ON "User"("balance", "id");

-- CreateIndex
CREATE INDEX "User_fullName_idx" ON "User" USING GIN ("fullName" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "User_phone_idx" ON "User" USING GIN ("phone" gin_trgm_ops);

-- "ListCount": each statement that inserts, deletes or updates payments (users) appends one row
-- per status (role) whose count it changed, with the change. Updates that change no status
-- (role) append nothing. The schema engine splits a migration at every semicolon, even inside a
-- function body, so the bodies' own semicolons are written as the escape \073.
CREATE FUNCTION qadam_list_count() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN
  IF TG_OP = ''TRUNCATE'' THEN
    DELETE FROM "ListCount" WHERE list = TG_ARGV[0]\073
  ELSIF TG_OP = ''INSERT'' THEN
    EXECUTE format(''INSERT INTO "ListCount" (list, key, rows) SELECT %L, %I::text, count(*) FROM new_rows GROUP BY 2'', TG_ARGV[0], TG_ARGV[1])\073
  ELSIF TG_OP = ''DELETE'' THEN
    EXECUTE format(''INSERT INTO "ListCount" (list, key, rows) SELECT %L, %I::text, -count(*) FROM old_rows GROUP BY 2'', TG_ARGV[0], TG_ARGV[1])\073
  ELSE
    EXECUTE format(''INSERT INTO "ListCount" (list, key, rows) SELECT %L, key, sum(rows) FROM (SELECT %I::text AS key, 1 AS rows FROM new_rows UNION ALL SELECT %I::text, -1 FROM old_rows) AS changes GROUP BY key HAVING sum(rows) <> 0'', TG_ARGV[0], TG_ARGV[1], TG_ARGV[1])\073
  END IF\073
  RETURN NULL\073
END';

CREATE TRIGGER "Payment_count_insert" AFTER INSERT ON "Payment" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION qadam_list_count('Payment', 'status');
CREATE TRIGGER "Payment_count_delete" AFTER DELETE ON "Payment" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION qadam_list_count('Payment', 'status');
CREATE TRIGGER "Payment_count_update" AFTER UPDATE ON "Payment" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION qadam_list_count('Payment', 'status');
CREATE TRIGGER "Payment_count_truncate" AFTER TRUNCATE ON "Payment"
  FOR EACH STATEMENT EXECUTE FUNCTION qadam_list_count('Payment', 'status');
CREATE TRIGGER "User_count_insert" AFTER INSERT ON "User" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION qadam_list_count('User', 'role');
CREATE TRIGGER "User_count_delete" AFTER DELETE ON "User" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION qadam_list_count('User', 'role');
CREATE TRIGGER "User_count_update" AFTER UPDATE ON "User" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION qadam_list_count('User', 'role');
CREATE TRIGGER "User_count_truncate" AFTER TRUNCATE ON "User"
  FOR EACH STATEMENT EXECUTE FUNCTION qadam_list_count('User', 'role');

-- The rows that are there already.
INSERT INTO "ListCount" (list, key, rows) SELECT 'Payment', status::text, count(*) FROM "Payment" GROUP BY 2;
INSERT INTO "ListCount" (list, key, rows) SELECT 'User', role::text, count(*) FROM "User" GROUP BY 2;
