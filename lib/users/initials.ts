/** The letters a user's avatar shows: the first of their first two names, or "?". */
export function initials(fullName: string): string {
  const letters = fullName
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase("uz"));
  return letters.join("") || "?";
}
