-- CreateEnum
CREATE TYPE "PaymentProvider" AS ENUM ('payme', 'click');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "LedgerReason" ADD VALUE 'provider_topup';
ALTER TYPE "LedgerReason" ADD VALUE 'provider_refund';

-- Written by hand: a student's account number for Payme and Click is six digits from a
-- sequence (never handed out twice: NO CYCLE, and a deleted user's number stays used) and a
-- Luhn check digit, so one mistyped digit or two swapped neighbours name nobody. The rule is
-- lib/payments/account-number.ts too. Existing users are numbered in the order they joined.
-- (One statement without semicolons inside: the schema engine splits the file at each.)
CREATE SEQUENCE "User_accountNumber_seq" AS integer MINVALUE 100000 MAXVALUE 999999 START 100000 NO CYCLE;

CREATE FUNCTION qadam_next_account_number() RETURNS integer LANGUAGE sql VOLATILE AS $$
  SELECT s.n * 10 + (10 - sum(
    CASE WHEN g.i % 2 = 1
      THEN CASE WHEN (s.n / (10 ^ (g.i - 1))::int % 10) * 2 > 9 THEN (s.n / (10 ^ (g.i - 1))::int % 10) * 2 - 9 ELSE (s.n / (10 ^ (g.i - 1))::int % 10) * 2 END
      ELSE s.n / (10 ^ (g.i - 1))::int % 10
    END)::int % 10) % 10
  FROM (SELECT nextval('"User_accountNumber_seq"')::int AS n) AS s, generate_series(1, 6) AS g(i)
  GROUP BY s.n
$$;

ALTER TABLE "User" ADD COLUMN "accountNumber" INTEGER;

UPDATE "User" SET "accountNumber" = numbered.account
FROM (SELECT id, qadam_next_account_number() AS account FROM (SELECT id FROM "User" ORDER BY "createdAt", id) AS joined) AS numbered
WHERE "User".id = numbered.id;

ALTER TABLE "User" ALTER COLUMN "accountNumber" SET NOT NULL, ALTER COLUMN "accountNumber" SET DEFAULT qadam_next_account_number();

-- CreateTable
CREATE TABLE "ProviderTransaction" (
    "id" TEXT NOT NULL,
    "number" SERIAL NOT NULL,
    "provider" "PaymentProvider" NOT NULL,
    "externalId" TEXT NOT NULL,
    "paymentId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "accountNumber" INTEGER NOT NULL,
    "amount" INTEGER NOT NULL,
    "state" INTEGER NOT NULL DEFAULT 1,
    "reason" INTEGER,
    "providerTime" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "performedAt" TIMESTAMP(3),
    "cancelledAt" TIMESTAMP(3),

    CONSTRAINT "ProviderTransaction_pkey" PRIMARY KEY ("id"),
    -- Written by hand: Payme's four states, and whole positive so'm.
    CONSTRAINT "ProviderTransaction_state_check" CHECK ("state" IN (1, 2, -1, -2)),
    CONSTRAINT "ProviderTransaction_amount_check" CHECK ("amount" > 0)
);

-- CreateIndex
CREATE UNIQUE INDEX "ProviderTransaction_number_key" ON "ProviderTransaction"("number");

-- CreateIndex
CREATE UNIQUE INDEX "ProviderTransaction_paymentId_key" ON "ProviderTransaction"("paymentId");

-- CreateIndex
CREATE INDEX "ProviderTransaction_provider_providerTime_idx" ON "ProviderTransaction"("provider", "providerTime");

-- CreateIndex
CREATE INDEX "ProviderTransaction_providerTime_idx" ON "ProviderTransaction"("providerTime");

-- CreateIndex
CREATE UNIQUE INDEX "ProviderTransaction_provider_externalId_key" ON "ProviderTransaction"("provider", "externalId");

-- CreateIndex
CREATE UNIQUE INDEX "User_accountNumber_key" ON "User"("accountNumber");

-- AddForeignKey
ALTER TABLE "ProviderTransaction" ADD CONSTRAINT "ProviderTransaction_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
