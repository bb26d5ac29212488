import { cache } from "react";
import { pageCaller } from "@/lib/auth/page-caller";
import { pageLocale } from "@/lib/i18n/page-locale";
import { getCourseOrThrow } from "./get-course";

/** The course of a /courses/{id} page: its layout, page and metadata share one read per request. */
export const findPageCourse = cache(async (courseId: string) => getCourseOrThrow({ caller: await pageCaller(), locale: await pageLocale(), courseId }));
