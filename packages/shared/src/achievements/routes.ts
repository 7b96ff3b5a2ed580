/** Achievement pages of a club (accounts §2.1). The pie hub's achievement pages are in pies/routes.ts. */
const enc = encodeURIComponent;

export const ACHIEVEMENT_PATHS = {
  repClub: {
    achievements: '/rep-club/achievements',
    achievementsCreate: '/rep-club/achievements/create',
  },
} as const;

export const achievementRoutes = {
  myRepClubAchievements: (clubId: string) => `/my/rep-clubs/${enc(clubId)}/achievements`,
  myRepClubAchievementsCreate: (clubId: string) => `/my/rep-clubs/${enc(clubId)}/achievements/create`,
  repClubAchievement: (id: string, achievementId: string) =>
    `/rep-club/${enc(id)}/achievement/${enc(achievementId)}`,
  repClubAchievementEdit: (clubId: string, achievementId: string) =>
    `/rep-club/${enc(clubId)}/achievement/${enc(achievementId)}/edit`,
} as const;

export const ACHIEVEMENT_ROUTE_PATTERNS = [
  '/my/rep-clubs/{club_id}/achievements',
  '/my/rep-clubs/{club_id}/achievements/create',
  '/rep-club/{id}/achievement/{achievementId}',
  '/rep-club/{club_id}/achievement/{achievementId}/edit',
  '/rep-club/achievements',
  '/rep-club/achievements/create',
] as const;
