import type { Jsonified } from "@/lib/api/client";
import type { ProfileWithCourses } from "@/lib/users/get-profile";
import type { Profile } from "@/lib/users/shapes";

/** The `user` of the login and register answers (`profileSelect`) and of the profile answer, which adds the completed courses. */
export type SessionUser = Jsonified<Profile> & Partial<Pick<Jsonified<ProfileWithCourses>, "completedCourses">>;
