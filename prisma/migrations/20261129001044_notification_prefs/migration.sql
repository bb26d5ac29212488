-- compatible with: 20261123045234_admin_search_suffixes
-- AlterTable
ALTER TABLE "User" ADD COLUMN     "locale" TEXT NOT NULL DEFAULT 'uz',
ADD COLUMN     "notificationOptOut" TEXT[] DEFAULT ARRAY[]::TEXT[];
