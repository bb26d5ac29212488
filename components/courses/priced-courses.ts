import "server-only";
import { getTranslations } from "next-intl/server";
import { courseLabels } from "@/lib/courses/labels";
import type { CourseCard } from "@/lib/courses/shapes";
import { getMoney } from "@/lib/format/get-money";
import type { PricedCourse } from "./course-grid";

/**
 * Cards with their price, level and duration written on the server in the reader's language:
 * browsers' ICU data differ, so the grid never formats them itself.
 */
export async function toPricedCourses(courses: CourseCard[]): Promise<PricedCourse[]> {
  const [money, t] = await Promise.all([getMoney(), getTranslations("courses")]);
  return courses.map((course) => ({ ...course, ...courseLabels(course, t), priceText: money(course.price) }));
}
