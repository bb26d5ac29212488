-- compatible with: 20261123045234_admin_search_suffixes
-- Issue 42: students rate courses: two new tables. Course.rating and totalRatings stay as the
-- seeded ratings, and the answers add these to them (lib/courses/query-course-cards.ts).

-- CreateTable
CREATE TABLE "CourseRating" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "courseId" TEXT NOT NULL,
    "stars" INTEGER NOT NULL,
    "review" TEXT NOT NULL DEFAULT '',
    "hiddenAt" TIMESTAMP(3),
    "reportCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CourseRating_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "CourseRating_stars_check" CHECK ("stars" BETWEEN 1 AND 5)
);

-- CreateTable
CREATE TABLE "CourseRatingReport" (
    "ratingId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CourseRatingReport_pkey" PRIMARY KEY ("ratingId","userId")
);

-- CreateIndex
CREATE UNIQUE INDEX "CourseRating_userId_courseId_key" ON "CourseRating"("userId", "courseId");

-- CreateIndex
CREATE INDEX "CourseRating_courseId_updatedAt_idx" ON "CourseRating"("courseId", "updatedAt");

-- CreateIndex
CREATE INDEX "CourseRating_reportCount_updatedAt_idx" ON "CourseRating"("reportCount", "updatedAt");

-- CreateIndex
CREATE INDEX "CourseRatingReport_userId_idx" ON "CourseRatingReport"("userId");

-- AddForeignKey
ALTER TABLE "CourseRating" ADD CONSTRAINT "CourseRating_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CourseRating" ADD CONSTRAINT "CourseRating_courseId_fkey" FOREIGN KEY ("courseId") REFERENCES "Course"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CourseRatingReport" ADD CONSTRAINT "CourseRatingReport_ratingId_fkey" FOREIGN KEY ("ratingId") REFERENCES "CourseRating"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CourseRatingReport" ADD CONSTRAINT "CourseRatingReport_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The catalogue's cached figures (lib/cache/public-data.ts) change with the students' ratings.
CREATE TRIGGER "CourseRating_public_data" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "CourseRating"
  FOR EACH STATEMENT EXECUTE FUNCTION qadam_public_data_changed('courses');
