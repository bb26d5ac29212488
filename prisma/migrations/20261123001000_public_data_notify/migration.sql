-- Public reads are cached in each instance's memory (lib/cache/public-data.ts). Every write to
-- the tables they come from announces itself on the channel 'qadam_public_data' with the tag of
-- what changed, and PostgreSQL delivers it at commit (not at all on rollback) to every listener.
-- The schema engine splits a migration at every semicolon, even inside a function body, so
-- the body's own semicolons are written as the escape \073.
CREATE FUNCTION qadam_public_data_changed() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN PERFORM pg_notify(''qadam_public_data'', TG_ARGV[0])\073 RETURN NULL\073 END';

-- The catalogue, course pages and outlines: courses, their modules and lessons, enrolment counts.
CREATE TRIGGER "Course_public_data" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Course"
  FOR EACH STATEMENT EXECUTE FUNCTION qadam_public_data_changed('courses');
CREATE TRIGGER "Module_public_data" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Module"
  FOR EACH STATEMENT EXECUTE FUNCTION qadam_public_data_changed('courses');
CREATE TRIGGER "Lesson_public_data" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Lesson"
  FOR EACH STATEMENT EXECUTE FUNCTION qadam_public_data_changed('courses');
CREATE TRIGGER "Enrollment_public_data" AFTER INSERT OR DELETE OR TRUNCATE ON "Enrollment"
  FOR EACH STATEMENT EXECUTE FUNCTION qadam_public_data_changed('courses');
-- An enrolment's own fields (last lesson, completion) are the student's, read live, not cached.

-- The offline list: offline students' rows, their daily scores and certificates.
CREATE TRIGGER "User_public_data_insert" AFTER INSERT ON "User"
  FOR EACH ROW WHEN (NEW.role = 'student_offline') EXECUTE FUNCTION qadam_public_data_changed('offline');
CREATE TRIGGER "User_public_data_update" AFTER UPDATE ON "User"
  FOR EACH ROW WHEN (OLD.role = 'student_offline' OR NEW.role = 'student_offline') EXECUTE FUNCTION qadam_public_data_changed('offline');
CREATE TRIGGER "User_public_data_delete" AFTER DELETE ON "User"
  FOR EACH ROW WHEN (OLD.role = 'student_offline') EXECUTE FUNCTION qadam_public_data_changed('offline');
CREATE TRIGGER "User_public_data_truncate" AFTER TRUNCATE ON "User"
  FOR EACH STATEMENT EXECUTE FUNCTION qadam_public_data_changed('offline');
CREATE TRIGGER "DailyScore_public_data" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "DailyScore"
  FOR EACH STATEMENT EXECUTE FUNCTION qadam_public_data_changed('offline');
CREATE TRIGGER "Certificate_public_data" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Certificate"
  FOR EACH STATEMENT EXECUTE FUNCTION qadam_public_data_changed('offline');
