/** The profile pages (accounts §2.1). */
import { withQuery } from '../common/routes';

export const USER_PATHS = {
  profile: {
    index: '/profile',
    information: '/profile/information',
    stripe: '/profile/stripe',
    personal: '/profile/personal',
    social: '/profile/social',
    location: '/profile/location',
    notifications: '/profile/notifications',
    invites: '/profile/invites',
    settings: '/profile/settings',
  },
} as const;

export const userRoutes = {
  profileAchievement: (achievementId: string) =>
    withQuery(USER_PATHS.profile.index, { achievement: achievementId }),
} as const;

export const USER_ROUTE_PATTERNS = [
  '/profile',
  '/profile/information',
  '/profile/stripe',
  '/profile/personal',
  '/profile/social',
  '/profile/location',
  '/profile/notifications',
  '/profile/invites',
  '/profile/settings',
] as const;
