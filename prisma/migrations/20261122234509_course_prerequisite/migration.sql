-- AlterTable
ALTER TABLE "Course" ADD COLUMN     "prerequisiteId" TEXT;

-- AddForeignKey
ALTER TABLE "Course" ADD CONSTRAINT "Course_prerequisiteId_fkey" FOREIGN KEY ("prerequisiteId") REFERENCES "Course"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Data, written by hand: prerequisites were matched by title keywords until now. Databases
-- loaded with the demo data get the demo chain back as data, matched by the exact demo titles.
-- Any other course gets no prerequisite, so it is open (DESIGN: a course the admin adds must
-- be sellable), and the admin can set one in the course form.
UPDATE "Course" AS c
SET "prerequisiteId" = (
  SELECT p.id FROM "Course" AS p
  WHERE p.title = chain.prev AND p.id <> c.id
  ORDER BY p."archivedAt" IS NOT NULL, p."createdAt"
  LIMIT 1
)
FROM (VALUES
  ('HTML asoslari: birinchi veb-sahifangiz', 'CSS & Bootstrap: chiroyli va moslashuvchan sahifalar'),
  ('CSS & Bootstrap: chiroyli va moslashuvchan sahifalar', 'JavaScript asoslari: sahifaga jon kiritamiz'),
  ('JavaScript asoslari: sahifaga jon kiritamiz', 'Node.js asoslari: server tomonda JavaScript'),
  ('Node.js asoslari: server tomonda JavaScript', 'Express.js bilan backend: REST API yaratish'),
  ('Express.js bilan backend: REST API yaratish', 'MongoDB ma''lumotlar bazasi: Mongoose bilan ishlash'),
  ('MongoDB ma''lumotlar bazasi: Mongoose bilan ishlash', 'Deployment: loyihani internetga chiqarish')
) AS chain(prev, next)
WHERE c.title = chain.next AND c."prerequisiteId" IS NULL;
