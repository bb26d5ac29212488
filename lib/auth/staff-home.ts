// Where a signed-in person of a staff role lands (issue 38): an admin in the admin area, a
// teacher in their own area. Everyone else stays on the student side. Browser-safe.

/** The area a role opens after sign-in, or null for the student side. */
export function staffHome(role: string | undefined | null): string | null {
  if (role === "admin") return "/admin";
  if (role === "teacher") return "/teach";
  return null;
}
