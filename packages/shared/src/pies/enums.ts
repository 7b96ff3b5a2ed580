/**
 * Pies: processes and onboarding, operational state, roles, permissions, appearance layers, and the pie tabs and
 * wizard steps (accounts §2.3, §3; domain §2, §4, §6).
 */
import { labelsFor } from '../common/tabs';

export const PROCESSES = ['PENDING', 'ACTIVE', 'COMPLETE', 'NONE'] as const;
export type Process = (typeof PROCESSES)[number];

/**
 * Pie onboarding (`onBoardingProcess`) uses the Process values. The guards' "Complete or None"
 * (accounts §2.3, §4.2) are COMPLETE and NONE: onboarding is finished or was never started.
 */
export const ONBOARDING_FINISHED_STATES = ['COMPLETE', 'NONE'] as const satisfies readonly Process[];
export type OnboardingFinishedState = (typeof ONBOARDING_FINISHED_STATES)[number];

export function isOnboardingFinished(state: Process): boolean {
  return (ONBOARDING_FINISHED_STATES as readonly Process[]).includes(state);
}

/**
 * Pie operational state. Only PENDING (created, not paid yet: goes to checkout) is in the spec;
 * ACTIVE is our value for a paid, running pie.
 */
export const PIE_OPERATIONAL_STATES = ['PENDING', 'ACTIVE'] as const;
export type PieOperationalState = (typeof PIE_OPERATIONAL_STATES)[number];
export const PIE_OPERATIONAL_STATE_PENDING = 'PENDING' satisfies PieOperationalState;

export const PIE_ROLES = ['CREATOR', 'MODERATOR'] as const;
export type PieRole = (typeof PIE_ROLES)[number];

export const PIE_PERMISSIONS = [
  'CAN_ASSIGN_ADMINISTRATORS',
  'CAN_ASSIGN_ACCOUNT_MANAGERS',
  'CAN_ASSIGN_REWARD_MANAGERS',
  'CAN_TRANSFER_OWNERSHIP',
  'CAN_CREATE_REWARDS',
  'CAN_MODIFY_EXISTING_REWARDS',
  'CAN_SET_PRICE_PER_SLICE',
  'CAN_UPGRADE_PIE',
  'CAN_SEND_SLICES',
  'CAN_SEND_REWARDS',
  'CAN_SEND_ACHIEVEMENTS',
  'CAN_REMOVE_SOCIAL_ACCOUNTS',
  'CAN_CHANGE_PIE_NAME',
  'CAN_CHANGE_PIE_APPEARANCE',
  'CAN_RELEASE_MORE_SLICES_FOR_SALE',
  'CAN_CONNECT_PAYPAL_ACCOUNT',
  'CAN_CHANGE_PIE_URL',
  'CAN_CHANGE_PIE_BIO',
  'CAN_SHARE_REWARDS',
  'CAN_SHARE_PIE',
  'CAN_VIEW_REWARDS',
  'CAN_VIEW_ACHIEVEMENTS',
] as const;
export type PiePermission = (typeof PIE_PERMISSIONS)[number];

export const PIE_APPEARANCE_LAYERS = [
  'background',
  'napkin',
  'plate',
  'crust',
  'filling',
  'topping',
  'fork',
] as const;
export type PieAppearanceLayer = (typeof PIE_APPEARANCE_LAYERS)[number];

export const PIE_APPEARANCE_LAYER_LABELS: Readonly<Record<PieAppearanceLayer, string>> = {
  background: 'Background',
  napkin: 'Napkin',
  plate: 'Plate',
  crust: 'Crust',
  filling: 'Filling',
  topping: 'Topping',
  fork: 'Utensil',
};

export const CUSTOMISABLE_PIE_PIECES = [
  'background',
  'napkin',
  'crust',
  'filling',
] as const satisfies readonly PieAppearanceLayer[];
export type CustomisablePiePiece = (typeof CUSTOMISABLE_PIE_PIECES)[number];

export const DISCOVER_TABS = ['featured', 'newcomers', 'watchlist'] as const;
export type DiscoverTab = (typeof DISCOVER_TABS)[number];
export const DISCOVER_TAB_LABELS = labelsFor(DISCOVER_TABS);

export const DASHBOARD_TABS = ['overview', 'sales', 'rewards', 'achievements'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];
export const DASHBOARD_TAB_LABELS = labelsFor(DASHBOARD_TABS);

export const PIE_CREATE_WIZARD_STEPS = ['details', 'appearance', 'slices', 'summary'] as const;
export type PieCreateWizardStep = (typeof PIE_CREATE_WIZARD_STEPS)[number];
export const PIE_CREATE_WIZARD_STEP_LABELS = labelsFor(PIE_CREATE_WIZARD_STEPS);

export const PIE_EDIT_TABS = ['details', 'appearance', 'slices', 'upgrade', 'manage'] as const;
export type PieEditTab = (typeof PIE_EDIT_TABS)[number];
export const PIE_EDIT_TAB_LABELS = labelsFor(PIE_EDIT_TABS);
