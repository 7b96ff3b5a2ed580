/**
 * Rep club statuses, roles, the club wizard steps and the brand admin tabs (domain §2, §4, §6).
 */
import { labelsFor } from '../common/tabs';

export const CLUB_STATUSES = ['OPEN', 'CLOSED', 'PENDING', 'STATIC', 'SUSPENDED'] as const;
export type ClubStatus = (typeof CLUB_STATUSES)[number];

export const CLUB_ROLES = [
  'ACCOUNT_MANAGER',
  'ADMIN',
  'REWARD_MANAGER',
  'EVENT_MANAGER',
  'OFFER_MANAGER',
] as const;
export type ClubRole = (typeof CLUB_ROLES)[number];

/** Admin, Account Manager and Reward Manager are the spec's; the other two follow the pattern. */
export const CLUB_ROLE_DISPLAY_NAMES: Readonly<Record<ClubRole, string>> = {
  ADMIN: 'Admin',
  ACCOUNT_MANAGER: 'Account Manager',
  REWARD_MANAGER: 'Reward Manager',
  EVENT_MANAGER: 'Event Manager',
  OFFER_MANAGER: 'Offer Manager',
};

/** Visible steps of the rep club wizard. */
export const REP_CLUB_WIZARD_STEPS = ['details', 'image', 'accounts', 'preview'] as const;
export type RepClubWizardStep = (typeof REP_CLUB_WIZARD_STEPS)[number];
export const REP_CLUB_WIZARD_STEP_LABELS = labelsFor(REP_CLUB_WIZARD_STEPS);
/** A step that exists but is hidden. */
export const REP_CLUB_WIZARD_HIDDEN_STEP = 'club-type';

export const BRAND_ADMIN_TABS = [
  'edit',
  'rep-points',
  'loyalty-tiers',
  'events',
  'offers',
  'achievements',
  'accounts',
  'team',
] as const;
export type BrandAdminTab = (typeof BRAND_ADMIN_TABS)[number];
export const BRAND_ADMIN_TAB_LABELS = labelsFor(BRAND_ADMIN_TABS, { edit: 'Details' });
