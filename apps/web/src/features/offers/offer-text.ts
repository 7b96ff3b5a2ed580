/** The offers feature's copy (domain §2, §4, §5; accounts §2.1, §2.4). */
export const OFFER_TEXT = {
  selectTypeTitle: 'Choose an offer type',
  selectTypeIntro: 'Pick a program, then the kind of offer. The wizard opens with it set.',
  subTypeCount: (count: number) => `${count} types`,
  allPrograms: '← All offer types',
  programNotFoundTitle: 'No such offer type',
  programNotFoundText: 'That offer type does not exist. Choose one from the list.',
  subTypeNotFoundTitle: 'No such offer type',
  subTypeNotFoundText: 'That kind of offer does not exist in this program.',

  wizardTitleCreate: 'Create an offer',
  wizardTitleEdit: 'Edit offer',
  stepOf: (n: number, of: number) => `Step ${n} of ${of}`,
  wizardIntro: 'Seven short steps; nothing is published until you say so.',
  back: 'Back',
  next: 'Next',
  saveDraft: 'Save as draft',
  publish: 'Save and publish',
  saveChanges: 'Save changes',
  created: 'Your offer was created as a draft.',
  createdPublished: 'Your offer is live.',
  saved: 'Your changes are saved.',

  program: 'Program',
  subType: 'Type',
  category: 'Category',
  categoryHelp:
    'A promotion rewards everyone who completes it; a draw picks winners among those taking part.',
  name: 'Offer name',
  description: 'Description',
  access: 'Who can see it',

  requirementsIntro:
    'What members need before they can take part. Each kind has a limit: Price 1, Loyalty Status 5, Rep Points 5, Rep Score 5, Achievements 1, None 1.',
  addRequirement: 'Add requirement',
  requirementLimit: (label: string, max: number) => `${label}: at most ${max}`,
  noneRequirement: 'Anyone can take part.',
  removeRequirement: (label: string) => `Remove ${label} requirement`,
  conditions: 'Conditions',
  minimumAge: 'Minimum age',
  minimumPoints: 'Minimum rep points',
  membershipAgeDays: 'Member for at least (days)',
  notBefore: 'Not before',
  notAfter: 'Not after',

  startDate: 'Starts',
  endDate: 'Ends',
  noEnd: 'No end date',
  timeFrameHelp:
    'Start times step by 15 minutes; a start that is not in the future moves to the next quarter hour.',

  rewardPoints: 'Points rewarded',
  maxWinners: 'Maximum number of winners',
  maxParticipants: 'Maximum participants',
  redeemType: 'How winners redeem it',
  noRedemption: 'Nothing to redeem',
  achievementIntro: 'Award an achievement to members who complete this offer.',
  noAchievement: 'No achievement',

  previewIntro: 'This is how members will see your offer.',

  listTitle: 'Offers',
  listIntro: 'Promotions and draws for your members.',
  createOffer: 'Create offer',
  emptyTitle: 'No offers yet',
  emptyText: 'Create a promotion or a draw to give your members something to take part in.',
};
