import { z } from 'zod';

/** What each social provider (SOCIAL_PROVIDERS) is called. */
export const SOCIAL_PROVIDER_LABELS: Record<string, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  youtube: 'YouTube',
  tikTok: 'TikTok',
  spotify: 'Spotify',
  twitch: 'Twitch',
  apple: 'Apple',
  linkedin: 'LinkedIn',
  amazonmusic: 'Amazon Music',
};

const labelList = (providers: string[]) => providers.map((p) => SOCIAL_PROVIDER_LABELS[p] ?? p).join(', ');

/**
 * What the event opt-in flags do (domain §3; docs/decisions/086–089): the messages of the operations that carry
 * them out, the help line of each flag in the editor's settings tab, and the music embeds the event page shows.
 */
export const OPT_IN_MESSAGES = {
  guestListOff: 'The host keeps the guest list private.',
  guestListAttendeesOnly: 'Only approved attendees can see who is going.',
  noPolicy: 'This event has no privacy policy or waiver.',
  notAttendee: 'Only attendees of this event can do this.',
  socialAccountsMissing: (providers: string[]) =>
    `Please connect your ${labelList(providers)} account${providers.length === 1 ? '' : 's'} to book this event.`,
  giftSocialAccountsMissing: (providers: string[]) =>
    `The recipient must connect a ${labelList(providers)} account to attend this event.`,
  policyDeclined: (title: string) => `You declined the ${title}. Accept it on the event page to be let in.`,
  wishListOff: 'This ticket has no wish list.',
  notSoldOutWish: 'Tickets are still available: you can book them now.',
  displayOrderInvalid: 'List each ticket type of this event at most once.',
  invitingOthersOff: 'Only the event team can invite people to this event.',
} as const;

/** The one-line help of each flag in the settings tab (what it does, not how it is stored). */
export const OPT_IN_HELP = {
  guestList: "Approved attendees see who's going (names and photos; never contact details).",
  guestCount: 'Everyone who can see the event sees how many people are going.',
  publicPreview:
    'Visitors who are not signed in see the whole page; off, they see a teaser and are asked to sign in.',
  displayRepScore:
    'Show rep scores (events each person was checked in at) in the guest list and to your team.',
  qrPass: 'People on your guest lists get a QR pass by e-mail to show at the door.',
  guestsInvitingOthers: 'Approved attendees can invite friends by e-mail or with the invite link.',
  ageLimit: 'Bookings need a date of birth at or above the minimum age.',
  privacyPolicy:
    'Attendees accept or decline your policy or waiver; those who decline are refused at the door.',
  socialAccountRequirements: 'Booking and RSVP need these accounts connected to the attendee’s profile.',
  questionRequirements:
    'Required questions must be answered to book; attendees can answer or change answers later.',
  musicEmbed: 'A Spotify, SoundCloud, YouTube, Apple Music or Mixcloud player on the event page.',
} as const;

/** An attendee's answer to the event's privacy policy or waiver (docs/decisions/087). */
export const POLICY_REACTIONS = ['ACCEPTED', 'DECLINED', 'NONE'] as const;
export type PolicyReaction = (typeof POLICY_REACTIONS)[number];

/** The team's display order of ticket types (setTicketTypesDisplay): ids, each at most once. */
export const ticketTypesDisplaySchema = z
  .array(z.string().trim().min(1), { error: OPT_IN_MESSAGES.displayOrderInvalid })
  .min(1, { error: OPT_IN_MESSAGES.displayOrderInvalid })
  .max(100, { error: OPT_IN_MESSAGES.displayOrderInvalid })
  .refine((ids) => new Set(ids).size === ids.length, { error: OPT_IN_MESSAGES.displayOrderInvalid });

const SPOTIFY =
  /^https:\/\/open\.spotify\.com\/(?:embed\/)?(track|album|playlist|artist|episode|show)\/([A-Za-z0-9]{10,40})/;
const YOUTUBE_WATCH = /^https:\/\/(?:www\.|m\.)?youtube\.com\/watch\?(?:[^#]*&)?v=([\w-]{6,20})/;
const YOUTUBE_SHORT = /^https:\/\/youtu\.be\/([\w-]{6,20})/;
const YOUTUBE_EMBED = /^https:\/\/(?:www\.)?youtube(?:-nocookie)?\.com\/embed\/([\w-]{6,20})/;
const SOUNDCLOUD = /^https:\/\/(?:www\.|m\.)?soundcloud\.com\/[\w-]+(?:\/[\w-]+){0,2}\/?(?:[?#].*)?$/;
const APPLE_MUSIC =
  /^https:\/\/music\.apple\.com\/([a-z]{2})\/(album|playlist|song)\/([\w%-]+\/)?([\w.-]+)(\?i=\d+)?$/;
const MIXCLOUD = /^https:\/\/(?:www\.)?mixcloud\.com\/([\w-]+)\/([\w-]+)\/?$/;

/**
 * The player address of a music link of a known provider (Spotify, YouTube, SoundCloud, Apple Music, Mixcloud),
 * or null: the event page embeds only these (in a sandboxed iframe) and shows any other link as a plain link.
 */
export function musicEmbedSrc(url: string): string | null {
  const link = url.trim();
  let m = SPOTIFY.exec(link);
  if (m) return `https://open.spotify.com/embed/${m[1]}/${m[2]}`;
  m = YOUTUBE_WATCH.exec(link) ?? YOUTUBE_SHORT.exec(link) ?? YOUTUBE_EMBED.exec(link);
  if (m) return `https://www.youtube-nocookie.com/embed/${m[1]}`;
  if (SOUNDCLOUD.test(link)) {
    const clean = link.split(/[?#]/)[0]!;
    return `https://w.soundcloud.com/player/?url=${encodeURIComponent(clean)}&visual=false`;
  }
  m = APPLE_MUSIC.exec(link);
  if (m) return `https://embed.music.apple.com/${m[1]}/${m[2]}/${m[3] ?? ''}${m[4]}${m[5] ?? ''}`;
  m = MIXCLOUD.exec(link);
  if (m)
    return `https://www.mixcloud.com/widget/iframe/?hide_cover=1&feed=${encodeURIComponent(`/${m[1]}/${m[2]}/`)}`;
  return null;
}
