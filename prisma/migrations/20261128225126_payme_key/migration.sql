-- CreateTable
CREATE TABLE "PaymeKey" (
    "slot" TEXT NOT NULL,
    "salt" BYTEA NOT NULL,
    "digest" BYTEA NOT NULL,
    "replaces" BYTEA NOT NULL,
    "changedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PaymeKey_pkey" PRIMARY KEY ("slot")
);
