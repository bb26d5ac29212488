// Every admin query key, so an invalidation names exactly the lists it means.
export const adminKeys = {
  all: ["admin"] as const,
  dashboard: () => ["admin", "dashboard"] as const,
  // Under the dashboard's key: a live event that refreshes the cards refreshes the charts too.
  dashboardCharts: () => ["admin", "dashboard", "charts"] as const,
  payments: () => ["admin", "payments"] as const,
  users: () => ["admin", "users"] as const,
  notifications: () => ["admin", "notifications"] as const,
  courses: () => ["admin", "courses"] as const,
  offline: () => ["admin", "offline"] as const,
  settings: () => ["admin", "settings"] as const,
  database: () => ["admin", "database"] as const,
  practice: () => ["admin", "practice"] as const,
  groups: () => ["admin", "groups"] as const,
  reports: () => ["admin", "reports"] as const,
};

/** What a live "notification:new" can change: a new top-up, user or enrolment shows in these (an enrolment changes a course card's student count). */
export const LIVE_NOTIFICATION_KEYS = [adminKeys.notifications(), adminKeys.payments(), adminKeys.dashboard(), adminKeys.users(), adminKeys.courses()];
