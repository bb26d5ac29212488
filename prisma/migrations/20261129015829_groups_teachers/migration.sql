-- Not marked compatible: a release before this one cannot read the new role `teacher`.
-- CreateEnum
CREATE TYPE "GroupKind" AS ENUM ('offline', 'online');

-- CreateEnum
CREATE TYPE "AttendanceMark" AS ENUM ('present', 'late', 'absent', 'excused');

-- AlterEnum
ALTER TYPE "Role" ADD VALUE 'teacher';

-- CreateTable
CREATE TABLE "Group" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "kind" "GroupKind" NOT NULL,
    "weekdays" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "startDate" DATE NOT NULL,
    "courseId" TEXT,
    "archived" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Group_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GroupTeacher" (
    "groupId" TEXT NOT NULL,
    "teacherId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GroupTeacher_pkey" PRIMARY KEY ("groupId","teacherId")
);

-- CreateTable
CREATE TABLE "GroupStudent" (
    "groupId" TEXT NOT NULL,
    "studentId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GroupStudent_pkey" PRIMARY KEY ("groupId","studentId")
);

-- CreateTable
CREATE TABLE "Attendance" (
    "userId" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "mark" "AttendanceMark" NOT NULL,
    "markedById" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Attendance_pkey" PRIMARY KEY ("userId","date")
);

-- CreateTable
CREATE TABLE "TeacherAction" (
    "id" TEXT NOT NULL,
    "teacherId" TEXT,
    "teacherName" TEXT NOT NULL,
    "studentId" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "before" JSONB,
    "after" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TeacherAction_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Group_archived_name_idx" ON "Group"("archived", "name");

-- CreateIndex
CREATE INDEX "GroupTeacher_teacherId_idx" ON "GroupTeacher"("teacherId");

-- CreateIndex
CREATE INDEX "GroupStudent_studentId_idx" ON "GroupStudent"("studentId");

-- CreateIndex
CREATE INDEX "Attendance_date_idx" ON "Attendance"("date");

-- CreateIndex
CREATE INDEX "TeacherAction_studentId_createdAt_idx" ON "TeacherAction"("studentId", "createdAt");

-- AddForeignKey
ALTER TABLE "Group" ADD CONSTRAINT "Group_courseId_fkey" FOREIGN KEY ("courseId") REFERENCES "Course"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GroupTeacher" ADD CONSTRAINT "GroupTeacher_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "Group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GroupTeacher" ADD CONSTRAINT "GroupTeacher_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GroupStudent" ADD CONSTRAINT "GroupStudent_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "Group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GroupStudent" ADD CONSTRAINT "GroupStudent_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Attendance" ADD CONSTRAINT "Attendance_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Attendance" ADD CONSTRAINT "Attendance_markedById_fkey" FOREIGN KEY ("markedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeacherAction" ADD CONSTRAINT "TeacherAction_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeacherAction" ADD CONSTRAINT "TeacherAction_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- An offline student is in at most one group that is not archived (issue 38). A partial unique
-- index cannot see the group's archived flag nor the student's role, so triggers check it. The
-- check locks the student's row first, so two groups taking one student at once are checked one
-- after the other, and the second sees the first's committed row. Unarchiving a group is checked
-- too. lib/groups checks the same first, to answer with its own code. The schema engine splits a
-- migration at every semicolon, so the bodies' own semicolons are written as the escape \073.
CREATE FUNCTION qadam_check_offline_student(student text) RETURNS void LANGUAGE plpgsql
  AS E'BEGIN
    PERFORM 1 FROM "User" WHERE id = student FOR UPDATE\073
    IF EXISTS (SELECT 1 FROM "User" u WHERE u.id = student AND u.role::text = ''student_offline'')
       AND (SELECT count(*) FROM "GroupStudent" gs JOIN "Group" g ON g.id = gs."groupId"
            WHERE gs."studentId" = student AND NOT g.archived) > 1 THEN
      RAISE EXCEPTION ''offline student % is already in an active group'', student USING ERRCODE = ''unique_violation''\073
    END IF\073
  END';

CREATE FUNCTION qadam_group_student_check() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN PERFORM qadam_check_offline_student(NEW."studentId")\073 RETURN NULL\073 END';

CREATE FUNCTION qadam_group_unarchive_check() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN PERFORM qadam_check_offline_student(gs."studentId") FROM "GroupStudent" gs WHERE gs."groupId" = NEW.id\073 RETURN NULL\073 END';

CREATE TRIGGER "GroupStudent_one_active_offline" AFTER INSERT OR UPDATE ON "GroupStudent"
  FOR EACH ROW EXECUTE FUNCTION qadam_group_student_check();

CREATE TRIGGER "Group_one_active_offline" AFTER UPDATE OF archived ON "Group"
  FOR EACH ROW WHEN (OLD.archived AND NOT NEW.archived) EXECUTE FUNCTION qadam_group_unarchive_check();
