import "server-only";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { isPublicCourse } from "@/lib/learning/course-access";

// Who may read and post under a lesson (issue 41): the course's enrolled students, and its
// mentors: admins, and the teachers of an active group that studies the course (the group's
// course) or holds one of its enrolled students. Rights are read from the database on every call.

export type LessonSeat = { lessonId: string; courseId: string; lessonTitle: string; mentor: boolean };

/**
 * The caller's seat under the lesson, or 403 (a public course the caller may not read) / 404
 * (an unknown lesson, or a draft or archived course, whose existence is not public).
 */
export async function lessonSeatOrThrow(caller: Caller, lessonId: string): Promise<LessonSeat> {
  const [row] = await db().$queryRaw<
    { lessonId: string; title: string; courseId: string; status: "active" | "draft"; archivedAt: Date | null; enrolled: boolean; teaches: boolean }[]
  >`
    SELECT l.id AS "lessonId", l.title, c.id AS "courseId", c.status::text AS status, c."archivedAt",
      EXISTS (SELECT 1 FROM "Enrollment" e WHERE e."courseId" = c.id AND e."userId" = ${caller.id}) AS enrolled,
      (${caller.role} = 'teacher' AND EXISTS (
        SELECT 1 FROM "GroupTeacher" gt JOIN "Group" g ON g.id = gt."groupId" AND NOT g.archived
        WHERE gt."teacherId" = ${caller.id} AND (g."courseId" = c.id OR EXISTS (
          SELECT 1 FROM "GroupStudent" gs JOIN "Enrollment" e ON e."userId" = gs."studentId" AND e."courseId" = c.id
          WHERE gs."groupId" = g.id)))) AS teaches
    FROM "Lesson" l JOIN "Module" m ON m.id = l."moduleId" JOIN "Course" c ON c.id = m."courseId"
    WHERE l.id = ${lessonId}`;
  if (!row) throw new AppError("lesson_not_found");
  const mentor = caller.role === "admin" || row.teaches;
  const seat = { lessonId: row.lessonId, courseId: row.courseId, lessonTitle: row.title, mentor };
  if (mentor) return seat;
  if (row.enrolled && (caller.role === "student" || caller.role === "student_offline")) return seat;
  if (!isPublicCourse({ id: row.courseId, title: row.title, status: row.status, archivedAt: row.archivedAt })) throw new AppError("lesson_not_found");
  throw new AppError("forbidden", "api.problems.questionsEnrolledOnly");
}

/** The thread's lesson seat; a thread the caller may not see (hidden question, for a student) is 404. */
export async function threadSeatOrThrow(caller: Caller, threadId: string): Promise<LessonSeat & { threadId: string }> {
  const thread = await db().questionThread.findUnique({
    where: { id: threadId },
    select: { id: true, lessonId: true, posts: { where: { kind: "question" }, select: { hiddenAt: true }, take: 1 } },
  });
  if (!thread) throw new AppError("question_not_found");
  const seat = await lessonSeatOrThrow(caller, thread.lessonId);
  if (!seat.mentor && thread.posts[0]?.hiddenAt) throw new AppError("question_not_found");
  return { ...seat, threadId: thread.id };
}

/** The post's thread seat; a hidden post is unknown to students. */
export async function postSeatOrThrow(caller: Caller, postId: string) {
  const post = await db().questionPost.findUnique({ where: { id: postId }, select: { id: true, threadId: true, kind: true, authorId: true, hiddenAt: true } });
  if (!post) throw new AppError("question_not_found");
  const seat = await threadSeatOrThrow(caller, post.threadId);
  if (!seat.mentor && post.hiddenAt) throw new AppError("question_not_found");
  return { seat, post };
}
