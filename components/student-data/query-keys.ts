// Every key of the student's query cache, so that a write names exactly what it makes stale.
export const studentKeys = {
  all: ["student"] as const,
  profile: () => [...studentKeys.all, "profile"] as const,
  sessions: () => [...studentKeys.all, "sessions"] as const,
  notifications: () => [...studentKeys.all, "notifications"] as const,
  telegram: () => [...studentKeys.all, "telegram"] as const,
  notificationPreferences: () => [...studentKeys.all, "notification-preferences"] as const,
  bell: () => [...studentKeys.all, "bell"] as const,
  parents: () => [...studentKeys.all, "parents"] as const,
  streak: () => [...studentKeys.all, "streak"] as const,
  leaderboardVisibility: () => [...studentKeys.all, "leaderboard-visibility"] as const,
};
