// Where a signed-in person lands when their home is not the student side (issue 38): an admin in
// the admin area, a teacher and a parent each in their own area. Browser-safe.

/** The area a role opens after sign-in, or null for the student side. */
export function staffHome(role: string | undefined | null): string | null {
  if (role === "admin") return "/admin";
  if (role === "teacher") return "/teach";
  if (role === "parent") return "/parent";
  return null;
}
