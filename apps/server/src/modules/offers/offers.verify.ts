import type { DistanceUnit, OfferProof } from '@repclub/shared';
import type { OfferParticipationRow, OfferRow } from './offers.tables';

/** Kilometres in a mile. */
const KM_PER_MILE = 1.609344;
const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance between two positions (haversine), in `unit`. */
export function haversine(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
  unit: DistanceUnit,
): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  const km = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
  return unit === 'km' ? km : km / KM_PER_MILE;
}

/** The UTC day of a moment, as stored in a streak's check-ins. */
export const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/** Days in a row checked in, ending today or yesterday (UTC): a streak broken before yesterday counts 0. */
export function streakLength(checkIns: readonly string[], now: Date): number {
  const days = new Set(checkIns);
  const day = new Date(`${utcDay(now)}T00:00:00.000Z`);
  if (!days.has(utcDay(day))) day.setUTCDate(day.getUTCDate() - 1);
  let n = 0;
  while (days.has(utcDay(day))) {
    n++;
    day.setUTCDate(day.getUTCDate() - 1);
  }
  return n;
}

/**
 * How each sub-type is completed and verified (docs/decisions/133). `manual`: the team awards it; `checkIn`: the
 * streak's daily check-in completes it; `proof`: the member's request carries what is verified; `record`: the
 * server reads what the member did (tickets, purchases, balance, social sign-in, the link opened).
 */
export type CompletionWay = 'manual' | 'checkIn' | 'proof' | 'record';

export function completionWay(row: Pick<OfferRow, 'programType' | 'subType'>): CompletionWay {
  const { programType: p, subType: s } = row;
  if (s === 'bonus' || s === 'invite-only') return 'manual';
  if (s === 'streak' && p !== 'buy-points') return 'checkIn';
  if (s === 'location' || s === 'survey' || s === 'promo') return 'proof';
  return 'record';
}

/** The proof checks that need nothing but the offer and the request; a message when it fails, null when it passes. */
export function proofFailure(
  row: OfferRow,
  proof: OfferProof,
  messages: {
    locationMissing: string;
    locationTooFar: string;
    answersMissing: string;
    promoCodeWrong: string;
  },
): string | null {
  const s = row.settings;
  if (row.subType === 'location' && s.location) {
    if (proof.latitude === null || proof.longitude === null) return messages.locationMissing;
    const distance = haversine(
      { latitude: proof.latitude, longitude: proof.longitude },
      { latitude: s.location.latitude, longitude: s.location.longitude },
      s.location.unit,
    );
    return distance <= s.location.radius ? null : messages.locationTooFar;
  }
  if (row.subType === 'survey') {
    const missing = s.surveyQuestions.some((q, i) => q.isRequired && !proof.answers[i]);
    return missing || proof.answers.length > s.surveyQuestions.length ? messages.answersMissing : null;
  }
  if (row.subType === 'promo') {
    const given = proof.promoCode?.trim().toLowerCase() ?? '';
    return given !== '' && given === (s.promoCode ?? '').trim().toLowerCase()
      ? null
      : messages.promoCodeWrong;
  }
  return null;
}

/** The evidence a participation keeps from a proof (the survey's answers). */
export function progressWithProof(p: OfferParticipationRow, row: OfferRow, proof: OfferProof) {
  return row.subType === 'survey' ? { ...p.progress, answers: proof.answers } : p.progress;
}
