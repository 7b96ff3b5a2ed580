import {
  makeOfferInputSchema,
  OFFER_WIZARD_STEPS,
  offerKindOfSubType,
  type OfferFormInput,
  type OfferPayload,
  type OfferProgramType,
  type OfferWizardStep,
} from '@repclub/shared';
import { defaultOfferStart } from '@/features/offers/time-frame';

/**
 * The offer wizard's form (domain §2 steps; the shared offer schema, packages/shared/src/offers/schemas.ts).
 * Values are the schema's input with every optional part present, so each field is controlled.
 */
export type WizardValues = {
  details: {
    programType: OfferProgramType;
    subType: string;
    kind: string | null;
    category: 'Promotion' | 'Draw';
    access: 'PUBLIC' | 'MEMBERS';
    displayName: string;
    slug: string;
    description: string;
    avatarUrl: string | null;
  };
  requirements: {
    requirements: { type: string; value: number | null; achievementId: string | null }[];
    conditions: {
      minimumAge: number | null;
      minimumPoints: number | null;
      membershipAgeDays: number | null;
      notBefore: string | null;
      notAfter: string | null;
    };
  };
  timeFrame: { startAt: string; endAt: string };
  settings: {
    maxParticipants: number | null;
    maxWinners: number | null;
    streakDays: number | null;
    requiredCount: number | null;
    location: { latitude: number; longitude: number; radius: number; unit: 'mi' | 'km' } | null;
    surveyQuestions: { question: string; isRequired: boolean }[];
    linkUrl: string | null;
    socialProvider: string | null;
    promoCode: string | null;
    ticketTypeId: string | null;
    discountBuckets: { minimumPoints: number; percentOff: number }[];
    bonusPercent: number | null;
  };
  reward: { points: number | null; tierLevel: number | null };
  redemption: { redeemType: string | null; redeemValue: string | null };
  achievement: { achievementId: string | null };
};

export const STEPS = OFFER_WIZARD_STEPS;

/** The parts of the form each step owns; the preview owns none. */
export const STEP_PARTS: Record<OfferWizardStep, (keyof WizardValues)[]> = {
  details: ['details'],
  requirements: ['requirements'],
  'time-frame': ['timeFrame'],
  settings: ['settings', 'reward'],
  redemption: ['redemption'],
  achievement: ['achievement'],
  preview: [],
};

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** A new offer: preset program and sub-type when the route names them; starts at the next quarter hour, runs a week. */
export function newOfferValues(
  preset: { program: OfferProgramType; subType: string } | null,
  now: Date = new Date(),
): WizardValues {
  const startAt = defaultOfferStart(now);
  const program = preset?.program ?? 'earn-points';
  const kind = program === 'reward-members' && preset ? offerKindOfSubType(preset.subType) : null;
  return {
    details: {
      programType: program,
      subType: preset?.subType ?? 'bonus',
      kind,
      category: kind === 'RAFFLE' ? 'Draw' : 'Promotion',
      access: 'PUBLIC',
      displayName: '',
      slug: '',
      description: '',
      avatarUrl: null,
    },
    requirements: {
      requirements: [],
      conditions: {
        minimumAge: null,
        minimumPoints: null,
        membershipAgeDays: null,
        notBefore: null,
        notAfter: null,
      },
    },
    timeFrame: { startAt, endAt: new Date(new Date(startAt).getTime() + WEEK_MS).toISOString() },
    settings: {
      maxParticipants: null,
      maxWinners: null,
      streakDays: null,
      requiredCount: null,
      location: null,
      surveyQuestions: [],
      linkUrl: null,
      socialProvider: null,
      promoCode: null,
      ticketTypeId: null,
      discountBuckets: [],
      bonusPercent: null,
    },
    reward: { points: null, tierLevel: null },
    redemption: { redeemType: null, redeemValue: null },
    achievement: { achievementId: null },
  };
}

export type WizardIssue = { path: string; message: string };

/**
 * Checks the whole offer with the shared schema (`keepStart`: an edited offer may keep its current start) and
 * returns the issues, each with its dotted form path.
 */
export function checkOffer(
  values: WizardValues,
  keepStart: Date | null,
  now: () => Date = () => new Date(),
): { ok: true; payload: OfferPayload } | { ok: false; issues: WizardIssue[] } {
  const result = makeOfferInputSchema(now, keepStart).safeParse(values as unknown as OfferFormInput);
  if (result.success) return { ok: true, payload: result.data };
  return {
    ok: false,
    issues: result.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    })),
  };
}

/** The step that owns a dotted path ('settings.location' → settings). */
export function stepOfPath(path: string): OfferWizardStep {
  const part = path.split('.')[0] as keyof WizardValues;
  return STEPS.find((step) => STEP_PARTS[step].includes(part)) ?? 'details';
}

/** Issues of one step only. */
export const issuesOfStep = (issues: WizardIssue[], step: OfferWizardStep) =>
  issues.filter((issue) => stepOfPath(issue.path) === step);

/** A URL-safe offer link from a name: 'Summer Raffle!' → 'summer-raffle'. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
}
