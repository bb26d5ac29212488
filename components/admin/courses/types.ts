import { COURSE_LEVELS } from "@/lib/courses/admin/course-form";

export type CmsCourse = {
  id: string;
  title: string;
  description: string;
  instructor: string;
  price: number;
  duration: string;
  level: string;
  category: string;
  tags: string[];
  imageUrl: string | null;
  status: string;
  position: number;
  modulesCount: number;
  enrollmentsCount: number;
  createdAt: string;
};

export type CmsLesson = { id: string; title: string; description: string; videoUrl: string; codeSourceUrl: string; order: number };
export type CmsModule = { id: string; title: string; description: string; order: number; lessons: CmsLesson[] };
export type CmsCourseDetails = CmsCourse & { modules: CmsModule[] };

export { COURSE_LEVELS };

const LEVEL_KEYS = { "Boshlang'ich": "beginner", "O'rta": "intermediate", Yuqori: "advanced" } as const;

/** The message key of a stored level (the stored values are the spec's Uzbek names). */
export function levelKey(level: string): (typeof LEVEL_KEYS)[keyof typeof LEVEL_KEYS] | null {
  return level in LEVEL_KEYS ? LEVEL_KEYS[level as keyof typeof LEVEL_KEYS] : null;
}

/** Spec §5 course search: title, instructor or level, case-insensitive. */
export function matchesCourse(course: CmsCourse, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [course.title, course.instructor, course.level].some((text) => text.toLocaleLowerCase().includes(needle));
}
