-- AlterTable
ALTER TABLE "User" ADD COLUMN     "paymentCount" INTEGER NOT NULL DEFAULT 0;

-- Written by hand: "User"."paymentCount" follows the payments. Each statement that inserts or
-- deletes payments adds or takes away its count per user, and a payment moved to another user
-- (never done by the app) moves its count. The user's row is locked for that moment, as its
-- balance is. The schema engine splits a migration at every semicolon, even inside a function
-- body, so the bodies' own semicolons are written as the escape \073.
CREATE FUNCTION qadam_payment_count() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN
  IF TG_OP = ''INSERT'' THEN
    UPDATE "User" AS u SET "paymentCount" = u."paymentCount" + c.n
      FROM (SELECT "userId", count(*) AS n FROM new_rows GROUP BY 1) AS c WHERE u.id = c."userId"\073
  ELSIF TG_OP = ''DELETE'' THEN
    UPDATE "User" AS u SET "paymentCount" = u."paymentCount" - c.n
      FROM (SELECT "userId", count(*) AS n FROM old_rows GROUP BY 1) AS c WHERE u.id = c."userId"\073
  ELSE
    UPDATE "User" SET "paymentCount" = "paymentCount" - 1 WHERE id = OLD."userId"\073
    UPDATE "User" SET "paymentCount" = "paymentCount" + 1 WHERE id = NEW."userId"\073
  END IF\073
  RETURN NULL\073
END';

CREATE TRIGGER "Payment_user_count_insert" AFTER INSERT ON "Payment" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION qadam_payment_count();
CREATE TRIGGER "Payment_user_count_delete" AFTER DELETE ON "Payment" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION qadam_payment_count();
CREATE TRIGGER "Payment_user_count_update" AFTER UPDATE OF "userId" ON "Payment"
  FOR EACH ROW WHEN (OLD."userId" IS DISTINCT FROM NEW."userId") EXECUTE FUNCTION qadam_payment_count();

-- The payments that are there already.
UPDATE "User" AS u SET "paymentCount" = c.n FROM (SELECT "userId", count(*) AS n FROM "Payment" GROUP BY 1) AS c WHERE u.id = c."userId";
