/** The first word of a full name: what reviews and leaderboards show of a student (issue 42). */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/u)[0] ?? "";
}
