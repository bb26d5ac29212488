-- AlterTable
ALTER TABLE "Course" ADD COLUMN     "descriptionRu" TEXT,
ADD COLUMN     "titleRu" TEXT;

-- AlterTable
ALTER TABLE "Lesson" ADD COLUMN     "descriptionRu" TEXT,
ADD COLUMN     "titleRu" TEXT;

-- AlterTable
ALTER TABLE "Module" ADD COLUMN     "descriptionRu" TEXT,
ADD COLUMN     "titleRu" TEXT;
