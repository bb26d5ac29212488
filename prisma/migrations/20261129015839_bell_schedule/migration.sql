-- compatible with: 20261123045234_admin_search_suffixes
-- AlterTable
ALTER TABLE "User" ADD COLUMN     "notificationOptIn" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateTable
CREATE TABLE "BellItem" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "eventKey" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "texts" JSONB NOT NULL,
    "href" TEXT NOT NULL,
    "read" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BellItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ScheduledRun" (
    "job" TEXT NOT NULL,
    "slot" TEXT NOT NULL,
    "claimedBy" TEXT NOT NULL,
    "claimedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "ScheduledRun_pkey" PRIMARY KEY ("job","slot")
);

-- CreateIndex
CREATE INDEX "BellItem_userId_createdAt_idx" ON "BellItem"("userId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "BellItem_userId_eventKey_key" ON "BellItem"("userId", "eventKey");

-- AddForeignKey
ALTER TABLE "BellItem" ADD CONSTRAINT "BellItem_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
