import { SOCIAL_PROVIDER_LABELS } from '@repclub/shared';

/** The event page's and host pages' texts of the opt-in flags (docs/decisions/086–089). */
export const OPT_INS_TEXT = {
  going: (n: number) => `${n} going`,
  guestListTitle: "Who's going",
  guestListEmpty: 'Nobody is on the list yet.',
  guestListMore: 'Show more',
  guestListLoading: "Loading who's going",
  repScore: (n: number) => `Rep ${n}`,
  repScoreHelp: 'Events this person was checked in at.',
  previewTitle: 'Sign in to see details',
  previewText: 'The host shares the description, tickets and prices with signed-in members.',
  previewAction: 'Sign in',
  policyTitle: (title: string) => `Please answer the ${title}`,
  policyDeclinedTitle: (title: string) => `You declined the ${title}`,
  policyText: 'Attendees who decline are not let in at the door.',
  policyDeclinedText: 'Accept it to be let in at the door.',
  policyRead: 'Read it',
  accept: 'Accept',
  decline: 'Decline',
  accepted: 'Thanks, you accepted.',
  declined: 'You declined. You can accept any time before the event.',
  questionsTitle: 'The host has questions for you',
  questionsText: 'Please answer them before the event.',
  saveAnswers: 'Save answers',
  answersSaved: 'Answers saved.',
  socialTitle: 'Connect your accounts to book',
  socialText: (providers: string[]) =>
    `The host asks attendees to connect ${providers.map(providerLabel).join(', ')}.`,
  socialHandle: (provider: string) => `Your ${providerLabel(provider)} handle or link`,
  connect: 'Connect',
  connected: (provider: string) => `${providerLabel(provider)} connected.`,
  inviteTitle: 'Invite friends',
  inviteText: 'The host lets attendees invite friends. Share this link:',
  inviteGet: 'Get invite link',
  inviteLabel: 'Invite link',
  inviteCopy: 'Copy invite link',
  inviteCopied: 'Invite link copied.',
  music: 'Listen to the playlist',
  musicTitle: 'Music player',
  wishJoin: 'Tell me when tickets are back',
  wishLeave: 'Stop telling me',
  wishOn: "You're on the wish list: we'll tell you when tickets are back.",
  reachTitle: 'Social reach',
  reachText: (n: number) => `Of ${n} approved attendee${n === 1 ? '' : 's'}, connected:`,
  required: 'Required',
  reachNone: 'No connected accounts yet.',
} as const;

export function providerLabel(provider: string): string {
  return SOCIAL_PROVIDER_LABELS[provider] ?? provider;
}
