/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment ClubSummaryFields on Club {\n    id\n    slug\n    displayName\n    colors {\n      primary\n      secondary\n    }\n    images {\n      avatarUrl\n    }\n  }\n": typeof types.ClubSummaryFieldsFragmentDoc,
    "\n  fragment ClubTierFields on ClubTier {\n    id\n    level\n    name\n    minimumPoints\n    imageUrl\n    colors {\n      primary\n      secondary\n    }\n  }\n": typeof types.ClubTierFieldsFragmentDoc,
    "\n  fragment ClubPersonFields on ClubPerson {\n    userId\n    name\n    userName\n    avatarUrl\n  }\n": typeof types.ClubPersonFieldsFragmentDoc,
    "\n  fragment EventSummaryFields on Event {\n    eventId\n    slug\n    displayName\n    avatarUrl\n    startDate\n    endDate\n    timeZone\n    city\n    status\n  }\n": typeof types.EventSummaryFieldsFragmentDoc,
    "\n  query UserSearch($keyword: String!, $limit: Int!) {\n    searchUsers(keyword: $keyword, offset: 0, limit: $limit) {\n      totalCount\n      nodes {\n        userId\n        name\n        userName\n        emailAddress\n        avatarUrl\n        isVerified\n        tier\n      }\n    }\n  }\n": typeof types.UserSearchDocument,
    "\n  mutation SaveAchievement($input: AchievementInput!) {\n    createOrUpdateAchievement(input: $input) {\n      ...AchievementFields\n    }\n  }\n": typeof types.SaveAchievementDocument,
    "\n  mutation DeleteAchievement($achievementId: ID!) {\n    deleteAchievement(achievementId: $achievementId) {\n      achievementId\n      archived\n    }\n  }\n": typeof types.DeleteAchievementDocument,
    "\n  mutation AwardAchievement($achievementId: ID!, $userId: ID!) {\n    awardAchievement(achievementId: $achievementId, userId: $userId) {\n      awarded\n      achievement {\n        ...AchievementFields\n      }\n    }\n  }\n": typeof types.AwardAchievementDocument,
    "\n  fragment AchievementFields on Achievement {\n    id\n    slug\n    displayName\n    bio\n    avatarUrl\n    category\n    categoryLabel\n    status\n    isHidden\n    activeFromUtc\n    activeToUtc\n    maxSupply\n    awardedCount\n    remainingSupply\n    isActive\n    viewerHolds\n    viewerAwardedAt\n    viewerCanManage\n    club {\n      ...ClubSummaryFields\n    }\n  }\n": typeof types.AchievementFieldsFragmentDoc,
    "\n  query AchievementsClubAdmin($idOrSlug: String!) {\n    club(idOrSlug: $idOrSlug) {\n      ...ClubSummaryFields\n      status\n      myPermissions\n    }\n  }\n": typeof types.AchievementsClubAdminDocument,
    "\n  query ClubAchievements($clubId: String!, $includeArchived: Boolean, $first: Int, $after: String) {\n    clubAchievements(clubId: $clubId, includeArchived: $includeArchived, first: $first, after: $after) {\n      edges {\n        node {\n          ...AchievementFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ClubAchievementsDocument,
    "\n  query AchievementDetail($achievementId: ID!) {\n    achievement(achievementId: $achievementId) {\n      ...AchievementFields\n      createdAt\n      statistics {\n        total\n        underEighteen\n        ageUnknown\n        ageRanges {\n          range\n          count\n        }\n        genders {\n          gender\n          count\n        }\n      }\n    }\n  }\n": typeof types.AchievementDetailDocument,
    "\n  query UserAchievements($userId: ID!, $first: Int, $after: String) {\n    userAchievements(userId: $userId, first: $first, after: $after) {\n      edges {\n        node {\n          ...AchievementFields\n          holderAwardedAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.UserAchievementsDocument,
    "\n  mutation CompleteProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      userId\n      userName\n      name\n      emailAddress\n      phoneNumber\n      gender\n      dateOfBirth\n      isComplete\n      isPhoneNumberVerified\n    }\n  }\n": typeof types.CompleteProfileDocument,
    "\n  mutation SendPhoneVerificationCode {\n    sendPhoneVerificationCode {\n      nextResend\n      expiredDate\n    }\n  }\n": typeof types.SendPhoneVerificationCodeDocument,
    "\n  mutation VerifyPhoneNumber($code: String!) {\n    verifyPhoneNumber(code: $code) {\n      userId\n      phoneNumber\n      isPhoneNumberVerified\n    }\n  }\n": typeof types.VerifyPhoneNumberDocument,
    "\n  query DeletedAccount {\n    me {\n      userId\n      name\n      emailAddress\n      isDeleted\n      recoverableUntil\n    }\n  }\n": typeof types.DeletedAccountDocument,
    "\n  query PasskeyCredentials {\n    passkeyCredentials {\n      id\n    }\n  }\n": typeof types.PasskeyCredentialsDocument,
    "\n  query EventAttendeesList($eventId: ID!, $filter: EventAttendeesFilterInput, $first: Int!, $after: String) {\n    eventAttendees(eventId: $eventId, filter: $filter, first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      counts {\n        all\n        pending\n        approved\n        declined\n        checkedIn\n      }\n      nodes {\n        userId\n        attendeeState\n        attendeeRole\n        approvalAt\n        createdAt\n        checkedInCount\n        privacyPolicyState\n        repScore\n        user {\n          userId\n          name\n          userName\n          avatarUrl\n        }\n        referredBy {\n          userId\n          name\n          userName\n        }\n        questionRequirementAnswers {\n          question\n          answer\n        }\n      }\n    }\n  }\n": typeof types.EventAttendeesListDocument,
    "\n  query AttendeeDetail($eventId: ID!, $userId: ID!) {\n    eventAttendee(eventId: $eventId, userId: $userId) {\n      userId\n      attendeeState\n      attendeeRoles\n      approvalAt\n      createdAt\n      checkedInCount\n      note\n      isActive\n      privacyPolicyState\n      repScore\n      missingRequiredAnswers\n      user {\n        userId\n        name\n        userName\n        avatarUrl\n      }\n      approvalUser {\n        userId\n        name\n        userName\n      }\n      referredBy {\n        userId\n        name\n        userName\n      }\n      questionRequirementAnswers {\n        question\n        answer\n      }\n      tickets {\n        ticketId\n        ticketType\n        status\n        createdAt\n      }\n      bookings {\n        transactionId\n        type\n        status\n        quantity\n        totalPrice\n        currency\n        createdAtUtc\n      }\n    }\n  }\n": typeof types.AttendeeDetailDocument,
    "\n  query AttendeeStatistics($eventId: ID!) {\n    attendeeStatistics(eventId: $eventId) {\n      total\n      underEighteen\n      ageUnknown\n      ageRanges {\n        range\n        count\n      }\n      genders {\n        gender\n        count\n      }\n    }\n  }\n": typeof types.AttendeeStatisticsDocument,
    "\n  query EventTicketSummary($eventId: ID!) {\n    eventTicketSummary(eventId: $eventId) {\n      eventTicketId\n      ticketType\n      limitedAmount\n      approvedTickets\n      pendingTickets\n      checkedInTickets\n    }\n  }\n": typeof types.EventTicketSummaryDocument,
    "\n  mutation UndoAttendee($eventId: ID!, $userId: ID!) {\n    undoAttendee(eventId: $eventId, userId: $userId) {\n      userId\n      attendeeState\n    }\n  }\n": typeof types.UndoAttendeeDocument,
    "\n  mutation SetAttendeeNote($eventId: ID!, $userId: ID!, $note: String!) {\n    setAttendeeNote(eventId: $eventId, userId: $userId, note: $note) {\n      userId\n      note\n    }\n  }\n": typeof types.SetAttendeeNoteDocument,
    "\n  mutation PurchaseTickets($input: PurchaseTicketsInput!) {\n    purchaseTickets(input: $input) {\n      paymentUrl\n      booking {\n        transactionId\n        status\n      }\n    }\n  }\n": typeof types.PurchaseTicketsDocument,
    "\n  mutation RsvpEvent($input: RsvpInput!) {\n    rsvpEvent(input: $input) {\n      transactionId\n      status\n    }\n  }\n": typeof types.RsvpEventDocument,
    "\n  mutation ConfirmCheckout($transactionId: ID!) {\n    confirmCheckout(transactionId: $transactionId) {\n      transactionId\n      status\n      quantity\n      tickets {\n        ticketId\n      }\n    }\n  }\n": typeof types.ConfirmCheckoutDocument,
    "\n  mutation CancelCheckout($transactionId: ID!) {\n    cancelCheckout(transactionId: $transactionId) {\n      transactionId\n      status\n    }\n  }\n": typeof types.CancelCheckoutDocument,
    "\n  mutation JoinWaitingList($eventTicketId: ID!, $quantity: Int!) {\n    joinWaitingList(eventTicketId: $eventTicketId, quantity: $quantity) {\n      waitingListEntryId\n      status\n    }\n  }\n": typeof types.JoinWaitingListDocument,
    "\n  mutation JoinTicketWishList($eventTicketId: ID!) {\n    joinTicketWishList(eventTicketId: $eventTicketId)\n  }\n": typeof types.JoinTicketWishListDocument,
    "\n  mutation LeaveTicketWishList($eventTicketId: ID!) {\n    leaveTicketWishList(eventTicketId: $eventTicketId)\n  }\n": typeof types.LeaveTicketWishListDocument,
    "\n  mutation LeaveWaitingList($eventTicketId: ID!) {\n    leaveWaitingList(eventTicketId: $eventTicketId) {\n      waitingListEntryId\n      status\n    }\n  }\n": typeof types.LeaveWaitingListDocument,
    "\n  mutation PayWaitingListOffer($transactionId: ID!) {\n    payWaitingListOffer(transactionId: $transactionId) {\n      paymentUrl\n      booking {\n        transactionId\n        status\n      }\n    }\n  }\n": typeof types.PayWaitingListOfferDocument,
    "\n  mutation ShareTicket($ticketId: ID!) {\n    shareTicket(ticketId: $ticketId) {\n      url\n      ticket {\n        ticketId\n        shareState\n      }\n    }\n  }\n": typeof types.ShareTicketDocument,
    "\n  mutation RefundBooking($transactionId: ID!) {\n    refundBooking(transactionId: $transactionId) {\n      transactionId\n      status\n    }\n  }\n": typeof types.RefundBookingDocument,
    "\n  mutation RevokeTicketShare($ticketId: ID!) {\n    revokeTicketShare(ticketId: $ticketId) {\n      ticketId\n      shareState\n    }\n  }\n": typeof types.RevokeTicketShareDocument,
    "\n  mutation ClaimSharedTicket($ticketId: ID!, $token: String!) {\n    claimSharedTicket(ticketId: $ticketId, token: $token) {\n      ticketId\n      status\n    }\n  }\n": typeof types.ClaimSharedTicketDocument,
    "\n  mutation ApproveAttendee($eventId: ID!, $userId: ID!) {\n    approveAttendee(eventId: $eventId, userId: $userId) {\n      userId\n      attendeeState\n    }\n  }\n": typeof types.ApproveAttendeeDocument,
    "\n  mutation DeclineAttendee($eventId: ID!, $userId: ID!) {\n    declineAttendee(eventId: $eventId, userId: $userId) {\n      userId\n      attendeeState\n    }\n  }\n": typeof types.DeclineAttendeeDocument,
    "\n  query CalculateTicketCost(\n    $eventId: ID!\n    $items: [TicketCostItemInput!]!\n    $referralCode: String\n    $gratuityPercentage: Int\n  ) {\n    calculateTicketCost(\n      eventId: $eventId\n      items: $items\n      referralCode: $referralCode\n      gratuityPercentage: $gratuityPercentage\n    ) {\n      subTotal\n      serviceFee\n      processingFee\n      totalTaxes\n      totalGratuity\n      total\n      isAllInPricing\n    }\n  }\n": typeof types.CalculateTicketCostDocument,
    "\n  query MyReferralCode {\n    myReferralCode\n  }\n": typeof types.MyReferralCodeDocument,
    "\n  query PendingAttendees($eventId: ID!, $first: Int!, $after: String, $referredByMe: Boolean) {\n    eventAttendees(\n      eventId: $eventId\n      state: \"PENDING\"\n      first: $first\n      after: $after\n      referredByMe: $referredByMe\n    ) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        userId\n        attendeeState\n        approvalAt\n        user {\n          userId\n          name\n          userName\n          avatarUrl\n        }\n        questionRequirementAnswers {\n          question\n          answer\n        }\n        referredBy {\n          userId\n          name\n          userName\n        }\n      }\n    }\n  }\n": typeof types.PendingAttendeesDocument,
    "\n  mutation ReactToPrivacyPolicy($eventId: ID!, $accept: Boolean!) {\n    reactToPrivacyPolicy(eventId: $eventId, accept: $accept)\n  }\n": typeof types.ReactToPrivacyPolicyDocument,
    "\n  mutation AnswerEventQuestions($eventId: ID!, $answers: [EventQuestionAnswerInput!]!) {\n    answerEventQuestions(eventId: $eventId, answers: $answers) {\n      missingQuestionIds\n    }\n  }\n": typeof types.AnswerEventQuestionsDocument,
    "\n  mutation ConnectSocialForEvent($provider: String!, $value: String!) {\n    setSocialMedia(provider: $provider, value: $value) {\n      userId\n    }\n  }\n": typeof types.ConnectSocialForEventDocument,
    "\n  mutation AttendeeInviteLink($eventId: ID!) {\n    createEventInviteLink(eventId: $eventId) {\n      url\n    }\n  }\n": typeof types.AttendeeInviteLinkDocument,
    "\n  query ApprovedAttendees($eventId: ID!, $first: Int, $after: String) {\n    approvedAttendees(eventId: $eventId, first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        userId\n        name\n        userName\n        avatarUrl\n        repScore\n      }\n    }\n  }\n": typeof types.ApprovedAttendeesDocument,
    "\n  query MyEventOptIns($eventId: ID!) {\n    myPolicyReaction(eventId: $eventId)\n    myEventAnswers(eventId: $eventId) {\n      answers {\n        questionId\n        answer\n      }\n      missingQuestionIds\n    }\n    me {\n      userId\n      socialMedias {\n        provider\n        value\n      }\n    }\n  }\n": typeof types.MyEventOptInsDocument,
    "\n  query EventSocialReach($eventId: ID!) {\n    eventSocialReach(eventId: $eventId) {\n      approvedAttendees\n      providers {\n        provider\n        isRequired\n        connected\n      }\n    }\n  }\n": typeof types.EventSocialReachDocument,
    "\n  mutation SaveScanningZone($eventId: ID!, $input: ScanningZoneInput!) {\n    saveScanningZone(eventId: $eventId, input: $input) {\n      id\n      name\n      eventTicketIds\n      maxScans\n    }\n  }\n": typeof types.SaveScanningZoneDocument,
    "\n  mutation DeleteScanningZone($eventId: ID!, $zoneId: ID!) {\n    deleteScanningZone(eventId: $eventId, zoneId: $zoneId)\n  }\n": typeof types.DeleteScanningZoneDocument,
    "\n  query CheckInEvent($slugOrId: String!) {\n    event(slugOrId: $slugOrId) {\n      eventId\n      timeZone\n      viewerPermissions\n      tickets {\n        eventTicketId\n        ticketType\n      }\n      scanningZones {\n        id\n        name\n        eventTicketIds\n        maxScans\n      }\n      scanConflictCount\n      hostCounters {\n        approvedTickets\n        scannedTickets\n      }\n      guestCounters {\n        guestTickets\n        checkedInGuestTickets\n      }\n    }\n  }\n": typeof types.CheckInEventDocument,
    "\n  query ScanConflicts($eventId: ID!) {\n    scanConflicts(eventId: $eventId) {\n      id\n      holderName\n      scannedAt\n      deviceName\n      keptScanAt\n      message\n    }\n  }\n": typeof types.ScanConflictsDocument,
    "\n  query MyScannerEvents {\n    myScannerEvents {\n      eventId\n      displayName\n      startDate\n      endDate\n      timeZone\n      city\n    }\n  }\n": typeof types.MyScannerEventsDocument,
    "\n  query ScannerManifest($eventId: ID!) {\n    scannerManifest(eventId: $eventId) {\n      eventId\n      displayName\n      startDate\n      endDate\n      timeZone\n      generatedAt\n      zones {\n        id\n        name\n        eventTicketIds\n        maxScans\n      }\n      tickets {\n        ticketId\n        codeHash\n        holderName\n        ticketType\n        eventTicketId\n        admissions\n        scansUsed\n        admittedCount\n        zoneScans {\n          zoneId\n          scansUsed\n          admittedCount\n        }\n        refusal\n      }\n      guests {\n        guestId\n        fullName\n        eventTicketId\n        quantity\n        checkedInQuantity\n        passes {\n          guestTicketId\n          codeHash\n          checkedIn\n        }\n      }\n    }\n  }\n": typeof types.ScannerManifestDocument,
    "\n  fragment ScanVerdictFields on ScanVerdict {\n    outcome\n    refusal\n    message\n    holderName\n    avatarUrl\n    ticketType\n    ticketId\n    guestId\n    admitted\n    scansUsed\n    maxScans\n  }\n": typeof types.ScanVerdictFieldsFragmentDoc,
    "\n  mutation CheckIn($eventId: ID!, $input: ScanInput!) {\n    checkIn(eventId: $eventId, input: $input) {\n      ...ScanVerdictFields\n    }\n  }\n": typeof types.CheckInDocument,
    "\n  mutation SyncScans($eventId: ID!, $scans: [ScanInput!]!) {\n    syncScans(eventId: $eventId, scans: $scans) {\n      scanId\n      status\n      verdict {\n        ...ScanVerdictFields\n      }\n    }\n  }\n": typeof types.SyncScansDocument,
    "\n  mutation CreateClub($input: CreateClubInput!) {\n    createClub(input: $input) {\n      id\n      slug\n    }\n  }\n": typeof types.CreateClubDocument,
    "\n  mutation PublishClub($clubId: ID!) {\n    publishClub(clubId: $clubId) {\n      id\n      published\n      status\n    }\n  }\n": typeof types.PublishClubDocument,
    "\n  mutation UpdateClub($clubId: ID!, $input: UpdateClubInput!) {\n    updateClub(clubId: $clubId, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateClubDocument,
    "\n  mutation ChangeClubSlug($clubId: ID!, $slug: String!) {\n    changeClubSlug(clubId: $clubId, slug: $slug) {\n      id\n      slug\n    }\n  }\n": typeof types.ChangeClubSlugDocument,
    "\n  mutation SetClubStatus($clubId: ID!, $status: ClubStatus!) {\n    setClubStatus(clubId: $clubId, status: $status) {\n      id\n      status\n    }\n  }\n": typeof types.SetClubStatusDocument,
    "\n  mutation SetClubTiers($clubId: ID!, $tiers: [ClubTierInput!]!) {\n    setClubTiers(clubId: $clubId, tiers: $tiers) {\n      id\n    }\n  }\n": typeof types.SetClubTiersDocument,
    "\n  mutation CreateClubInvite($input: CreateClubInviteInput!) {\n    createClubInvite(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.CreateClubInviteDocument,
    "\n  mutation RevokeClubInvite($inviteId: ID!) {\n    revokeClubInvite(inviteId: $inviteId) {\n      id\n      status\n    }\n  }\n": typeof types.RevokeClubInviteDocument,
    "\n  mutation AcceptClubInvite($inviteId: ID!) {\n    acceptClubInvite(inviteId: $inviteId) {\n      id\n      slug\n    }\n  }\n": typeof types.AcceptClubInviteDocument,
    "\n  mutation DeclineClubInvite($inviteId: ID!) {\n    declineClubInvite(inviteId: $inviteId) {\n      id\n      status\n    }\n  }\n": typeof types.DeclineClubInviteDocument,
    "\n  mutation ChangeClubRole($clubId: ID!, $userId: ID!, $role: ClubRole!) {\n    changeClubRole(clubId: $clubId, userId: $userId, role: $role) {\n      userId\n      role\n    }\n  }\n": typeof types.ChangeClubRoleDocument,
    "\n  mutation RemoveClubTeamMember($clubId: ID!, $userId: ID!) {\n    removeClubTeamMember(clubId: $clubId, userId: $userId) {\n      id\n    }\n  }\n": typeof types.RemoveClubTeamMemberDocument,
    "\n  mutation RequestClubOwnershipTransfer($clubId: ID!, $userId: ID!) {\n    requestClubOwnershipTransfer(clubId: $clubId, userId: $userId) {\n      id\n      status\n    }\n  }\n": typeof types.RequestClubOwnershipTransferDocument,
    "\n  mutation AcceptClubOwnershipTransfer($transferId: ID!) {\n    acceptClubOwnershipTransfer(transferId: $transferId) {\n      id\n    }\n  }\n": typeof types.AcceptClubOwnershipTransferDocument,
    "\n  mutation DeclineClubOwnershipTransfer($transferId: ID!) {\n    declineClubOwnershipTransfer(transferId: $transferId) {\n      id\n      status\n    }\n  }\n": typeof types.DeclineClubOwnershipTransferDocument,
    "\n  mutation CancelClubOwnershipTransfer($transferId: ID!) {\n    cancelClubOwnershipTransfer(transferId: $transferId) {\n      id\n      status\n    }\n  }\n": typeof types.CancelClubOwnershipTransferDocument,
    "\n  fragment ManagedClubFields on Club {\n    ...ClubSummaryFields\n    status\n    published\n    memberCount\n    isOwner\n    myRole\n    images {\n      coverUrl\n    }\n  }\n": typeof types.ManagedClubFieldsFragmentDoc,
    "\n  fragment ClubInviteFields on ClubInvite {\n    id\n    kind\n    role\n    memo\n    email\n    status\n    uses\n    usesPerInvite\n    expiresAt\n    createdAt\n    invitee {\n      ...ClubPersonFields\n    }\n    invitedBy {\n      ...ClubPersonFields\n    }\n  }\n": typeof types.ClubInviteFieldsFragmentDoc,
    "\n  query ManagedClubs {\n    managedClubs {\n      ...ManagedClubFields\n    }\n  }\n": typeof types.ManagedClubsDocument,
    "\n  query MyClubInvites {\n    myClubInvites {\n      ...ClubInviteFields\n      club {\n        ...ManagedClubFields\n      }\n    }\n  }\n": typeof types.MyClubInvitesDocument,
    "\n  query ClubInvite($inviteId: ID!) {\n    clubInvite(inviteId: $inviteId) {\n      ...ClubInviteFields\n      club {\n        ...ManagedClubFields\n      }\n    }\n  }\n": typeof types.ClubInviteDocument,
    "\n  query ClubAdmin($idOrSlug: String!) {\n    club(idOrSlug: $idOrSlug) {\n      ...ManagedClubFields\n      bio\n      access\n      createdAt\n      myPermissions\n      socialAccounts {\n        provider\n        handle\n      }\n      owner {\n        ...ClubPersonFields\n      }\n      tiers {\n        ...ClubTierFields\n      }\n      pendingOwnershipTransfer {\n        id\n        status\n        createdAt\n        from {\n          ...ClubPersonFields\n        }\n        to {\n          ...ClubPersonFields\n        }\n      }\n    }\n  }\n": typeof types.ClubAdminDocument,
    "\n  query ClubTeam($idOrSlug: String!) {\n    club(idOrSlug: $idOrSlug) {\n      id\n      displayName\n      isOwner\n      myRole\n      myPermissions\n      owner {\n        ...ClubPersonFields\n      }\n      teamMembers {\n        userId\n        kind\n        role\n        roleDisplayName\n        since\n        person {\n          ...ClubPersonFields\n        }\n      }\n      teamCollaborators {\n        userId\n        kind\n        role\n        roleDisplayName\n        since\n        person {\n          ...ClubPersonFields\n        }\n      }\n      invites {\n        ...ClubInviteFields\n      }\n      pendingOwnershipTransfer {\n        id\n        status\n        createdAt\n        from {\n          ...ClubPersonFields\n        }\n        to {\n          ...ClubPersonFields\n        }\n      }\n    }\n  }\n": typeof types.ClubTeamDocument,
    "\n  query ClubSlugAvailable($slug: String!, $clubId: ID) {\n    clubSlugAvailable(slug: $slug, clubId: $clubId)\n  }\n": typeof types.ClubSlugAvailableDocument,
    "\n  mutation JoinClub($clubId: ID!, $inviteId: ID) {\n    joinClub(clubId: $clubId, inviteId: $inviteId) {\n      id\n      isMember\n      canJoin\n      memberCount\n    }\n  }\n": typeof types.JoinClubDocument,
    "\n  mutation LeaveClub($clubId: ID!) {\n    leaveClub(clubId: $clubId) {\n      id\n      isMember\n      canJoin\n      memberCount\n    }\n  }\n": typeof types.LeaveClubDocument,
    "\n  mutation SetEventClubs($eventId: ID!, $clubIds: [ID!]!) {\n    setEventClubs(eventId: $eventId, clubIds: $clubIds) {\n      eventId\n      clubs {\n        id\n      }\n    }\n  }\n": typeof types.SetEventClubsDocument,
    "\n  mutation BuyPoints($clubId: ID!, $packageId: ID!, $idempotencyKey: String!) {\n    buyPoints(clubId: $clubId, packageId: $packageId, idempotencyKey: $idempotencyKey) {\n      paymentUrl\n      purchase {\n        id\n        status\n        points\n      }\n    }\n  }\n": typeof types.BuyPointsDocument,
    "\n  mutation ConfirmPointsPurchase($purchaseId: ID!) {\n    confirmPointsPurchase(purchaseId: $purchaseId) {\n      id\n      status\n      points\n      price\n      currency\n    }\n  }\n": typeof types.ConfirmPointsPurchaseDocument,
    "\n  fragment ClubEventFields on Event {\n    ...EventSummaryFields\n    isExpired\n  }\n": typeof types.ClubEventFieldsFragmentDoc,
    "\n  query ClubPage($idOrSlug: String!, $first: Int, $after: String) {\n    club(idOrSlug: $idOrSlug) {\n      ...ClubSummaryFields\n      bio\n      status\n      access\n      published\n      images {\n        coverUrl\n      }\n      socialAccounts {\n        provider\n        handle\n      }\n      memberCount\n      isMember\n      canJoin\n      joinRefusal\n      isOwner\n      myRole\n      myPermissions\n      tiers {\n        ...ClubTierFields\n      }\n      myMembership {\n        joinedAt\n        points\n        pointsToNextTier\n        tier {\n          ...ClubTierFields\n        }\n        nextTier {\n          ...ClubTierFields\n        }\n      }\n      defaultBuyPointsOffer {\n        packages {\n          id\n        }\n      }\n      events(first: $first, after: $after) {\n        edges {\n          cursor\n          node {\n            ...ClubEventFields\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.ClubPageDocument,
    "\n  query ClubBuyPoints($idOrSlug: String!) {\n    club(idOrSlug: $idOrSlug) {\n      ...ClubSummaryFields\n      isMember\n      canJoin\n      joinRefusal\n      myMembership {\n        points\n        tier {\n          ...ClubTierFields\n        }\n      }\n      defaultBuyPointsOffer {\n        packages {\n          id\n          pointsAmount\n          repPointsMultiplier\n          totalPoints\n          price\n          originalPrice\n          currency\n        }\n      }\n    }\n  }\n": typeof types.ClubBuyPointsDocument,
    "\n  query ClubEventsAdmin($idOrSlug: String!, $first: Int, $after: String) {\n    club(idOrSlug: $idOrSlug) {\n      id\n      slug\n      displayName\n      myPermissions\n      events(first: $first, after: $after) {\n        edges {\n          cursor\n          node {\n            ...ClubEventFields\n            viewerPermissions\n            clubs {\n              id\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.ClubEventsAdminDocument,
    "\n  query EditableEventsForClub($after: String) {\n    myCreatedEvents(first: 100, after: $after) {\n      edges {\n        node {\n          eventId\n          displayName\n          viewerPermissions\n          clubs {\n            id\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.EditableEventsForClubDocument,
    "\n  query EventClubsTab($slugOrId: String!) {\n    event(slugOrId: $slugOrId) {\n      eventId\n      viewerPermissions\n      clubs {\n        id\n        slug\n        displayName\n        myPermissions\n        images {\n          avatarUrl\n        }\n      }\n    }\n    managedClubs {\n      id\n      slug\n      displayName\n      myPermissions\n      images {\n        avatarUrl\n      }\n    }\n  }\n": typeof types.EventClubsTabDocument,
    "\n  query ShellClubs {\n    managedClubs {\n      id\n      slug\n      events(first: 1) {\n        edges {\n          cursor\n        }\n      }\n    }\n  }\n": typeof types.ShellClubsDocument,
    "\n  query HomeClubMemberships {\n    myClubMemberships {\n      joinedAt\n      points\n      pointsToNextTier\n      tier {\n        ...ClubTierFields\n      }\n      nextTier {\n        id\n        name\n      }\n      club {\n        ...ClubSummaryFields\n      }\n    }\n  }\n": typeof types.HomeClubMembershipsDocument,
    "\n  mutation AddContact($input: ContactInput!) {\n    addContact(input: $input) {\n      contactId\n    }\n  }\n": typeof types.AddContactDocument,
    "\n  mutation UpdateContact($contactId: ID!, $input: ContactInput!) {\n    updateContact(contactId: $contactId, input: $input) {\n      contactId\n    }\n  }\n": typeof types.UpdateContactDocument,
    "\n  mutation DeleteContact($contactId: ID!) {\n    deleteContact(contactId: $contactId)\n  }\n": typeof types.DeleteContactDocument,
    "\n  mutation CreateContactGroup($groupName: String!) {\n    createContactGroup(groupName: $groupName) {\n      groupId\n      groupName\n    }\n  }\n": typeof types.CreateContactGroupDocument,
    "\n  mutation UpdateContactGroup($groupId: ID!, $groupName: String!) {\n    updateContactGroup(groupId: $groupId, groupName: $groupName) {\n      groupId\n      groupName\n    }\n  }\n": typeof types.UpdateContactGroupDocument,
    "\n  mutation DeleteContactGroup($groupId: ID!) {\n    deleteContactGroup(groupId: $groupId)\n  }\n": typeof types.DeleteContactGroupDocument,
    "\n  mutation ImportContacts($csv: String, $rows: [ContactImportRowInput!], $groupId: ID) {\n    importContacts(csv: $csv, rows: $rows, groupId: $groupId) {\n      row\n      status\n      message\n    }\n  }\n": typeof types.ImportContactsDocument,
    "\n  mutation InviteToEvent($input: InviteToEventInput!) {\n    inviteToEvent(input: $input) {\n      invitationId\n      emailAddress\n    }\n  }\n": typeof types.InviteToEventDocument,
    "\n  mutation CreateEventInviteLink($eventId: ID!, $rotate: Boolean) {\n    createEventInviteLink(eventId: $eventId, rotate: $rotate) {\n      url\n    }\n  }\n": typeof types.CreateEventInviteLinkDocument,
    "\n  mutation DecideEventInvitation($invitationId: ID!, $approve: Boolean!) {\n    decideEventInvitation(invitationId: $invitationId, approve: $approve) {\n      invitationId\n      status\n    }\n  }\n": typeof types.DecideEventInvitationDocument,
    "\n  mutation AcceptEventInvitation($inviteId: String!) {\n    acceptEventInvitation(inviteId: $inviteId) {\n      invitationId\n      status\n    }\n  }\n": typeof types.AcceptEventInvitationDocument,
    "\n  mutation DeclineEventInvitation($inviteId: String!) {\n    declineEventInvitation(inviteId: $inviteId) {\n      invitationId\n      status\n    }\n  }\n": typeof types.DeclineEventInvitationDocument,
    "\n  fragment InviteInfoFields on InviteInfo {\n    giftTicket {\n      name\n      quantity\n    }\n    privateTicket {\n      name\n      quantity\n    }\n  }\n": typeof types.InviteInfoFieldsFragmentDoc,
    "\n  query InviteEvent($slugOrId: String!) {\n    event(slugOrId: $slugOrId) {\n      eventId\n      slug\n      displayName\n      status\n      viewerPermissions\n      tickets {\n        eventTicketId\n        ticketType\n        isPrivate\n        isActive\n      }\n    }\n  }\n": typeof types.InviteEventDocument,
    "\n  query Contacts($first: Int, $after: String, $groupId: ID, $search: String, $eventId: ID) {\n    contacts(first: $first, after: $after, groupId: $groupId, search: $search, eventId: $eventId) {\n      nodes {\n        contactId\n        name\n        emailAddress\n        phoneNumber\n        userId\n        group {\n          groupId\n          groupName\n        }\n        invitationStatus\n        inviteInfo {\n          ...InviteInfoFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ContactsDocument,
    "\n  query ContactGroups {\n    contactGroups {\n      groupId\n      groupName\n    }\n  }\n": typeof types.ContactGroupsDocument,
    "\n  query EventInvitations($eventId: ID!, $first: Int, $after: String) {\n    eventInvitations(eventId: $eventId, first: $first, after: $after) {\n      nodes {\n        invitationId\n        emailAddress\n        status\n        source\n        user {\n          userId\n          name\n          userName\n        }\n        inviteInfo {\n          ...InviteInfoFields\n        }\n        createdAt\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    uniqueInviteeCount(eventId: $eventId)\n  }\n": typeof types.EventInvitationsDocument,
    "\n  query EventInvitationView($inviteId: String!) {\n    eventInvitation(inviteId: $inviteId) {\n      formattedInviteId\n      isLink\n      status\n      message\n      inviterName\n      event {\n        eventId\n        slug\n        displayName\n        startDate\n        avatarUrl\n      }\n      inviteInfo {\n        ...InviteInfoFields\n      }\n    }\n  }\n": typeof types.EventInvitationViewDocument,
    "\n  mutation AddEventComment($input: AddEventCommentInput!) {\n    addEventComment(input: $input) {\n      commentId\n    }\n  }\n": typeof types.AddEventCommentDocument,
    "\n  mutation DeleteEventComment($commentId: ID!) {\n    deleteEventComment(commentId: $commentId)\n  }\n": typeof types.DeleteEventCommentDocument,
    "\n  mutation EditEventComment($commentId: ID!, $comment: String!) {\n    editEventComment(commentId: $commentId, comment: $comment) {\n      commentId\n      comment\n      editedAt\n    }\n  }\n": typeof types.EditEventCommentDocument,
    "\n  mutation ReactToComment($commentId: ID!, $reaction: String!) {\n    reactToComment(commentId: $commentId, reaction: $reaction) {\n      commentId\n    }\n  }\n": typeof types.ReactToCommentDocument,
    "\n  mutation RemoveCommentReaction($commentId: ID!, $reaction: String!) {\n    removeCommentReaction(commentId: $commentId, reaction: $reaction) {\n      commentId\n    }\n  }\n": typeof types.RemoveCommentReactionDocument,
    "\n  fragment EventCommentFields on EventComment {\n    commentId\n    comment\n    parentCommentId\n    medias\n    createdAt\n    editedAt\n    reactions {\n      reaction\n      count\n    }\n    myReactions\n    canEdit\n    canDelete\n    author {\n      userId\n      name\n      userName\n      avatarUrl\n    }\n  }\n": typeof types.EventCommentFieldsFragmentDoc,
    "\n  query EventComments($eventId: ID!, $first: Int, $after: String) {\n    eventComments(eventId: $eventId, first: $first, after: $after) {\n      canComment\n      nodes {\n        ...EventCommentFields\n        replies {\n          ...EventCommentFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.EventCommentsDocument,
    "\n  mutation SendEventGroupMessage($eventId: ID!, $input: EventGroupMessageInput!) {\n    sendEventGroupMessage(eventId: $eventId, input: $input) {\n      messageId\n      recipientCount\n    }\n  }\n": typeof types.SendEventGroupMessageDocument,
    "\n  mutation MarkEventMessagesRead($eventId: ID!) {\n    markEventMessagesRead(eventId: $eventId)\n  }\n": typeof types.MarkEventMessagesReadDocument,
    "\n  query MyEventMessages($eventId: ID!) {\n    myEventMessages(eventId: $eventId) {\n      messageId\n      subject\n      body\n      createdAt\n      readAt\n      sender {\n        userId\n        name\n        userName\n        avatarUrl\n      }\n    }\n  }\n": typeof types.MyEventMessagesDocument,
    "\n  query EventGroupMessages($eventId: ID!) {\n    eventGroupMessages(eventId: $eventId) {\n      messageId\n      subject\n      body\n      createdAt\n      recipientCount\n      attendeeStates\n      eventTicketIds\n      sender {\n        userId\n        name\n        userName\n      }\n    }\n  }\n": typeof types.EventGroupMessagesDocument,
    "\n  query EventMessageRecipientCount($eventId: ID!, $attendeeStates: [String!]!, $eventTicketIds: [ID!]) {\n    eventMessageRecipientCount(\n      eventId: $eventId\n      attendeeStates: $attendeeStates\n      eventTicketIds: $eventTicketIds\n    )\n  }\n": typeof types.EventMessageRecipientCountDocument,
    "\n  query MyDocuments($first: Int!, $after: String) {\n    myDocuments(first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        documentId\n        kind\n        title\n        url\n        transactionId\n        signedAt\n        createdAt\n      }\n    }\n  }\n": typeof types.MyDocumentsDocument,
    "\n  mutation RequestPayout($input: RequestPayoutInput!) {\n    requestPayout(input: $input) {\n      payoutId\n      amount\n      currency\n      status\n      requestedAt\n      completedAt\n    }\n  }\n": typeof types.RequestPayoutDocument,
    "\n  query RevenueEvent($slugOrId: String!) {\n    event(slugOrId: $slugOrId) {\n      eventId\n      slug\n      displayName\n      startDate\n      endDate\n      timeZone\n      viewerPermissions\n    }\n  }\n": typeof types.RevenueEventDocument,
    "\n  query EventEarnings($eventId: ID!) {\n    eventEarnings(eventId: $eventId) {\n      eventId\n      currency\n      totalPrice\n      totalFees\n      serviceFees\n      processingFees\n      ticketSales\n      totalTaxes\n      totalGratuity\n      netEarnings\n      totalQuantity\n      totalOrders\n      ticketBreakdown {\n        eventTicketId\n        ticketType\n        unitPrice\n        quantity\n        total\n      }\n    }\n  }\n": typeof types.EventEarningsDocument,
    "\n  query PromoterSales($eventId: ID!) {\n    promoterSales(eventId: $eventId) {\n      promoterId\n      promoter {\n        userId\n        name\n        userName\n        avatarUrl\n      }\n      orders\n      ticketsSold\n      amount\n    }\n  }\n": typeof types.PromoterSalesDocument,
    "\n  query RequestedPayoutInfo($eventId: ID!) {\n    requestedPayoutInfo(eventId: $eventId) {\n      eventId\n      currency\n      canRequestPayout\n      blockedReason\n      lastRequestedTime\n      totalBalance\n      totalEarned\n      totalPaidOut\n      eventEnded\n      viewerIsCreator\n      hasPayoutAccount\n      payoutAccountReady\n      payoutInProgress\n      payouts {\n        payoutId\n        amount\n        currency\n        status\n        requestedAt\n        completedAt\n      }\n    }\n  }\n": typeof types.RequestedPayoutInfoDocument,
    "\n  mutation CreateEvent($input: EventInput!) {\n    createEvent(input: $input) {\n      eventId\n      slug\n    }\n  }\n": typeof types.CreateEventDocument,
    "\n  mutation UpdateEvent($eventId: ID!, $input: EventInput!) {\n    updateEvent(eventId: $eventId, input: $input) {\n      eventId\n      slug\n    }\n  }\n": typeof types.UpdateEventDocument,
    "\n  mutation PublishEvent($eventId: ID!) {\n    publishEvent(eventId: $eventId) {\n      eventId\n      status\n    }\n  }\n": typeof types.PublishEventDocument,
    "\n  mutation UnpublishEvent($eventId: ID!) {\n    unpublishEvent(eventId: $eventId) {\n      eventId\n      status\n    }\n  }\n": typeof types.UnpublishEventDocument,
    "\n  mutation CancelEvent($eventId: ID!) {\n    cancelEvent(eventId: $eventId) {\n      eventId\n      status\n    }\n  }\n": typeof types.CancelEventDocument,
    "\n  mutation DeleteEvent($eventId: ID!) {\n    deleteEvent(eventId: $eventId)\n  }\n": typeof types.DeleteEventDocument,
    "\n  mutation DuplicateEvent($eventId: ID!) {\n    duplicateEvent(eventId: $eventId) {\n      eventId\n      slug\n    }\n  }\n": typeof types.DuplicateEventDocument,
    "\n  mutation CreateRecurringEvents($eventId: ID!, $recurrence: RecurrenceInput!) {\n    createRecurringEvents(eventId: $eventId, recurrence: $recurrence) {\n      eventId\n      slug\n      startDate\n    }\n  }\n": typeof types.CreateRecurringEventsDocument,
    "\n  mutation UpsertEventTicket($eventId: ID!, $eventTicketId: ID, $input: EventTicketInput!) {\n    upsertEventTicket(eventId: $eventId, eventTicketId: $eventTicketId, input: $input) {\n      eventTicketId\n      ticketType\n      price\n      currency\n      repPoints\n      color\n      isActive\n      isFull\n      isPrivate\n      isSpecialGuest\n      isEnabledWishList\n      additionalGuests\n      optInShowTicketAmount\n      visibleStartAt\n      visibleEndAt\n      gratuityPercentage\n      isRequiredApproval\n      note\n      balance {\n        limitedAmount\n        availableAmount\n        releasedAmount\n        lockedAmount\n      }\n    }\n  }\n": typeof types.UpsertEventTicketDocument,
    "\n  mutation DeleteEventTicket($eventTicketId: ID!) {\n    deleteEventTicket(eventTicketId: $eventTicketId)\n  }\n": typeof types.DeleteEventTicketDocument,
    "\n  mutation SetEventQuestions($eventId: ID!, $questions: [EventQuestionInput!]!) {\n    setEventQuestions(eventId: $eventId, questions: $questions) {\n      eventId\n      questions {\n        questionId\n        question\n        isRequired\n      }\n    }\n  }\n": typeof types.SetEventQuestionsDocument,
    "\n  mutation SetTicketTypesDisplay($eventId: ID!, $order: [ID!]!) {\n    setTicketTypesDisplay(eventId: $eventId, order: $order) {\n      eventTicketId\n    }\n  }\n": typeof types.SetTicketTypesDisplayDocument,
    "\n  query EditorEvent($slugOrId: String!) {\n    event(slugOrId: $slugOrId) {\n      eventId\n      slug\n      eventType\n      displayName\n      description\n      note\n      terms\n      faqs {\n        question\n        answer\n      }\n      avatarUrl\n      startDate\n      endDate\n      timeZone\n      status\n      isPrivate\n      isListed\n      isFeatured\n      isAllInPricing\n      minimumRepScore\n      ageLimit\n      city\n      location {\n        address\n        latitude\n        longitude\n        isOnlyVisibleToApprovedAttendees\n      }\n      locationRadius {\n        address\n        isActive\n        latitude\n        longitude\n        radius\n        unitLengthType\n      }\n      optIns {\n        guestList\n        guestCount\n        publicPreview\n        displayRepScore\n        qrPass\n        guestsInvitingOthers\n        ageLimit\n        privacyPolicy {\n          title\n          fileUrl\n        }\n        socialAccountRequirements\n        questionRequirements\n        musicEmbed {\n          url\n        }\n      }\n      questions {\n        questionId\n        question\n        isRequired\n      }\n      ticketTermsPurchasePolicy\n      seriesId\n      isExpired\n      totalAvailableTickets\n      hostCounters {\n        approved\n        pending\n        totalAttendees\n        approvedTickets\n        scannedTickets\n        invitedAttendees\n        waitingTickets\n      }\n      viewerPermissions\n      clubs {\n        id\n        displayName\n      }\n      tickets {\n        eventTicketId\n        ticketType\n        price\n        currency\n        repPoints\n        pointsPrice\n        pointsClubId\n        color\n        isActive\n        isFull\n        isPrivate\n        isSpecialGuest\n        isEnabledWishList\n        wishListCount\n        additionalGuests\n        optInShowTicketAmount\n        visibleStartAt\n        visibleEndAt\n        gratuityPercentage\n        isRequiredApproval\n        note\n        balance {\n          limitedAmount\n          availableAmount\n          releasedAmount\n          lockedAmount\n          soldAmount\n          awaitingApprovalAmount\n        }\n      }\n    }\n  }\n": typeof types.EditorEventDocument,
    "\n  query SimulateTicketCost($items: [SimulatedTicketInput!]!, $isAllInPricing: Boolean!) {\n    simulateTicketCost(items: $items, isAllInPricing: $isAllInPricing) {\n      subTotal\n      serviceFee\n      processingFee\n      totalTaxes\n      totalGratuity\n      total\n      hostBalance\n      isAllInPricing\n    }\n  }\n": typeof types.SimulateTicketCostDocument,
    "\n  query MyCreatedEvents($first: Int!, $after: String) {\n    myCreatedEvents(first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...EventSummaryFields\n          isExpired\n          isPrivate\n          isListed\n          totalAvailableTickets\n          viewerPermissions\n        }\n      }\n    }\n  }\n": typeof types.MyCreatedEventsDocument,
    "\n  query TimeZoneAt($latitude: Float!, $longitude: Float!) {\n    timeZoneAt(latitude: $latitude, longitude: $longitude)\n  }\n": typeof types.TimeZoneAtDocument,
    "\n  query HostsEvents {\n    myCreatedEvents(first: 1) {\n      edges {\n        cursor\n      }\n    }\n  }\n": typeof types.HostsEventsDocument,
    "\n  fragment EventCardFields on Event {\n    ...EventSummaryFields\n    isFeatured\n    isListFull\n    distance\n    tickets {\n      eventTicketId\n      price\n      allInPrice\n      currency\n      isActive\n    }\n  }\n": typeof types.EventCardFieldsFragmentDoc,
    "\n  query SearchEvents($criteria: EventSearchCriteria, $first: Int!, $after: String) {\n    searchEvents(criteria: $criteria, first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...EventCardFields\n        }\n      }\n    }\n  }\n": typeof types.SearchEventsDocument,
    "\n  query MyEvents($when: MyEventsWhen!, $first: Int!, $after: String) {\n    myEvents(when: $when, first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...EventCardFields\n          viewerAttendeeState\n          viewerPermissions\n          viewerTickets {\n            ticketId\n          }\n        }\n      }\n    }\n  }\n": typeof types.MyEventsDocument,
    "\n  query EventPage($slugOrId: String!) {\n    event(slugOrId: $slugOrId) {\n      eventId\n      slug\n      eventType\n      displayName\n      description\n      note\n      terms\n      ticketTermsPurchasePolicy\n      faqs {\n        question\n        answer\n      }\n      avatarUrl\n      startDate\n      endDate\n      timeZone\n      status\n      isPrivate\n      isFeatured\n      isAllInPricing\n      isExpired\n      isListFull\n      ageLimit\n      minimumRepScore\n      viewerRepScore\n      city\n      location {\n        address\n        latitude\n        longitude\n        isOnlyVisibleToApprovedAttendees\n      }\n      previewOnly\n      showsDetails\n      goingCount\n      optIns {\n        privacyPolicy {\n          title\n          fileUrl\n        }\n        musicEmbed {\n          url\n        }\n        questionRequirements\n        guestList\n        guestCount\n        displayRepScore\n        qrPass\n        guestsInvitingOthers\n        socialAccountRequirements\n      }\n      questions {\n        questionId\n        question\n        isRequired\n      }\n      createdBy {\n        userId\n        name\n        userName\n        avatarUrl\n      }\n      tickets {\n        eventTicketId\n        ticketType\n        price\n        allInPrice\n        currency\n        color\n        note\n        isActive\n        isFull\n        isRequiredApproval\n        isEnabledWishList\n        viewerOnWishList\n        isSpecialGuest\n        additionalGuests\n        optInShowTicketAmount\n        gratuityPercentage\n        pointsPrice\n        pointsClubId\n        balance {\n          availableAmount\n          limitedAmount\n        }\n      }\n      viewerPermissions\n      viewerAttendeeState\n      viewerTickets {\n        ticketId\n        ticketType\n        status\n        shareState\n        qrCode\n        isShareable\n        eventTicketId\n        transactionId\n        parentTicketId\n        isSpecialGuest\n        additionalGuests\n      }\n      viewerPendingBookings {\n        transactionId\n        status\n        isWaitingListOffer\n        expiresAt\n        totalPrice\n        currency\n        quantity\n        items {\n          eventTicketId\n          quantity\n        }\n      }\n      viewerWaitingList {\n        waitingListEntryId\n        eventTicketId\n        quantity\n        status\n      }\n    }\n  }\n": typeof types.EventPageDocument,
    "\n  mutation InviteEventTeamMember($eventId: ID!, $role: String!, $userId: ID, $email: String) {\n    inviteEventTeamMember(eventId: $eventId, role: $role, userId: $userId, email: $email) {\n      invitationId\n      status\n    }\n  }\n": typeof types.InviteEventTeamMemberDocument,
    "\n  mutation CancelEventRoleInvitation($invitationId: String!) {\n    cancelEventRoleInvitation(invitationId: $invitationId) {\n      eventId\n    }\n  }\n": typeof types.CancelEventRoleInvitationDocument,
    "\n  mutation RemoveEventRole($eventId: ID!, $userId: ID!, $role: String!) {\n    removeEventRole(eventId: $eventId, userId: $userId, role: $role) {\n      eventId\n    }\n  }\n": typeof types.RemoveEventRoleDocument,
    "\n  mutation LeaveEventRole($eventId: ID!, $role: String!) {\n    leaveEventRole(eventId: $eventId, role: $role)\n  }\n": typeof types.LeaveEventRoleDocument,
    "\n  mutation AcceptEventRoleInvitation($invitationId: String!) {\n    acceptEventRoleInvitation(invitationId: $invitationId) {\n      invitationId\n      status\n    }\n  }\n": typeof types.AcceptEventRoleInvitationDocument,
    "\n  mutation DeclineEventRoleInvitation($invitationId: String!) {\n    declineEventRoleInvitation(invitationId: $invitationId) {\n      invitationId\n      status\n    }\n  }\n": typeof types.DeclineEventRoleInvitationDocument,
    "\n  fragment TeamPersonFields on User {\n    userId\n    name\n    userName\n    avatarUrl\n    isVerified\n  }\n": typeof types.TeamPersonFieldsFragmentDoc,
    "\n  query EventTeam($slugOrId: String!) {\n    event(slugOrId: $slugOrId) {\n      eventId\n      viewerPermissions\n      viewerRoles\n      viewerRoleName\n      usersRoles {\n        role\n        displayName\n        status\n        user {\n          ...TeamPersonFields\n        }\n      }\n      roleInvitations {\n        invitationId\n        role\n        roleDisplayName\n        status\n        createdAt\n        expiresAt\n        emailAddress\n        invitee {\n          ...TeamPersonFields\n        }\n      }\n    }\n  }\n": typeof types.EventTeamDocument,
    "\n  query EventRoleInvitation($invitationId: String!) {\n    eventRoleInvitation(invitationId: $invitationId) {\n      invitationId\n      role\n      roleDisplayName\n      status\n      isExpired\n      eventId\n      eventName\n      eventSlug\n      eventAvatarUrl\n      eventStartDate\n      eventTimeZone\n      invitedBy {\n        ...TeamPersonFields\n      }\n      emailAddress\n      invitee {\n        userId\n        name\n        userName\n      }\n    }\n  }\n": typeof types.EventRoleInvitationDocument,
    "\n  mutation AddGuest($eventId: ID!, $input: GuestInput!) {\n    addGuest(eventId: $eventId, input: $input) {\n      ...GuestListFields\n    }\n  }\n": typeof types.AddGuestDocument,
    "\n  mutation UpdateGuest($guestId: ID!, $input: GuestInput!) {\n    updateGuest(guestId: $guestId, input: $input) {\n      ...GuestListFields\n    }\n  }\n": typeof types.UpdateGuestDocument,
    "\n  mutation RemoveGuest($guestId: ID!) {\n    removeGuest(guestId: $guestId)\n  }\n": typeof types.RemoveGuestDocument,
    "\n  mutation SendGuestInvite($guestId: ID!) {\n    sendGuestInvite(guestId: $guestId) {\n      guestId\n      inviteStatus\n    }\n  }\n": typeof types.SendGuestInviteDocument,
    "\n  mutation SaveGuestList($eventId: ID!, $name: String!, $guests: [SavedGuestInput!]) {\n    saveGuestList(eventId: $eventId, name: $name, guests: $guests) {\n      name\n      guests {\n        fullName\n      }\n    }\n  }\n": typeof types.SaveGuestListDocument,
    "\n  mutation LoadSavedGuestList($eventId: ID!, $name: String!) {\n    loadSavedGuestList(eventId: $eventId, name: $name) {\n      added\n      skipped {\n        fullName\n        email\n        phoneNumber\n      }\n    }\n  }\n": typeof types.LoadSavedGuestListDocument,
    "\n  query GuestEvent($slugOrId: String!) {\n    event(slugOrId: $slugOrId) {\n      eventId\n      slug\n      displayName\n      viewerPermissions\n      tickets {\n        eventTicketId\n        ticketType\n        isSpecialGuest\n        balance {\n          availableAmount\n        }\n      }\n      guestCounters {\n        guests\n        guestTickets\n        checkedInGuestTickets\n        capacity\n      }\n    }\n  }\n": typeof types.GuestEventDocument,
    "\n  fragment GuestListFields on Guest {\n    guestId\n    fullName\n    emailAddress\n    phoneNumber\n    note\n    quantity\n    checkedInQuantity\n    eventTicketId\n    inviteStatus\n    gender\n    ageRange\n    recordedGender\n    recordedAgeRange\n    customFields {\n      key\n      label\n      value\n    }\n    passLink\n    tickets {\n      ticketNo\n      passCode\n      checkedInAt\n    }\n  }\n": typeof types.GuestListFieldsFragmentDoc,
    "\n  query EventGuests($eventId: ID!, $query: String, $filter: GuestFilterInput, $first: Int, $after: String) {\n    searchEventGuests(eventId: $eventId, query: $query, filter: $filter, first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...GuestListFields\n      }\n    }\n  }\n": typeof types.EventGuestsDocument,
    "\n  query SavedGuestListNames {\n    savedGuestListNames\n  }\n": typeof types.SavedGuestListNamesDocument,
    "\n  query GuestPass($token: String!) {\n    guestPass(token: $token) {\n      event {\n        slug\n        displayName\n        startDate\n        endDate\n        timeZone\n        city\n        address\n        isCancelled\n      }\n      guestName\n      quantity\n      passes {\n        ticketNo\n        passCode\n        checkedInAt\n      }\n    }\n  }\n": typeof types.GuestPassDocument,
    "\n  query GettingStarted {\n    me {\n      userId\n      walkthrough\n      socialMedias {\n        provider\n      }\n      pendingInvites {\n        inviteId\n      }\n      acceptedInvites {\n        inviteId\n      }\n      payoutAccounts {\n        payoutAccountId\n      }\n    }\n  }\n": typeof types.GettingStartedDocument,
    "\n  mutation SendUserInvites($emails: [String!]!) {\n    sendUserInvites(emails: $emails) {\n      inviteId\n      emailAddress\n    }\n  }\n": typeof types.SendUserInvitesDocument,
    "\n  mutation CancelUserInvite($inviteId: ID!) {\n    cancelUserInvite(inviteId: $inviteId) {\n      userId\n      userInvitesRemaining\n    }\n  }\n": typeof types.CancelUserInviteDocument,
    "\n  mutation AcceptUserInvite($inviteId: ID!) {\n    acceptUserInvite(inviteId: $inviteId) {\n      inviteId\n      status\n    }\n  }\n": typeof types.AcceptUserInviteDocument,
    "\n  fragment InvitePersonFields on User {\n    userId\n    name\n    userName\n    avatarUrl\n    isVerified\n    tier\n  }\n": typeof types.InvitePersonFieldsFragmentDoc,
    "\n  query MyInvites {\n    me {\n      userId\n      emailAddress\n      userInvitesRemaining\n      pendingInvites {\n        inviteId\n        emailAddress\n        status\n        createdAt\n      }\n      acceptedInvites {\n        inviteId\n        emailAddress\n        status\n        createdAt\n        acceptedAt\n        invitedUser {\n          ...InvitePersonFields\n        }\n      }\n    }\n  }\n": typeof types.MyInvitesDocument,
    "\n  query UserInvite($inviteId: ID!) {\n    userInvite(inviteId: $inviteId) {\n      inviteId\n      emailAddress\n      status\n      inviter {\n        ...InvitePersonFields\n      }\n      invitedUser {\n        userId\n      }\n    }\n  }\n": typeof types.UserInviteDocument,
    "\n  mutation AcceptTerms($version: Int!) {\n    acceptTerms(version: $version) {\n      userId\n      agreeToTermsAndConditions\n      acceptedTermsVersion\n    }\n  }\n": typeof types.AcceptTermsDocument,
    "\n  query TermsAndPrivacy {\n    termsAndPrivacy {\n      version\n      termsAndConditionsUrl\n      privacyPolicyUrl\n    }\n  }\n": typeof types.TermsAndPrivacyDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      notificationId\n      isRead\n      readAt\n    }\n  }\n": typeof types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": typeof types.MarkAllNotificationsReadDocument,
    "\n  fragment NotificationFields on Notification {\n    notificationId\n    isRead\n    readAt\n    createdAt\n    content {\n      defaultMessage\n      defaultPayload {\n        notificationType\n      }\n    }\n    customProperties {\n      key\n      value\n    }\n  }\n": typeof types.NotificationFieldsFragmentDoc,
    "\n  query Notifications($first: Int!) {\n    notifications(first: $first) {\n      unreadCount\n      nodes {\n        ...NotificationFields\n      }\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  query NotificationHistory($first: Int!, $after: String, $isRead: Boolean) {\n    notifications(first: $first, after: $after, isRead: $isRead) {\n      unreadCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...NotificationFields\n      }\n    }\n  }\n": typeof types.NotificationHistoryDocument,
    "\n  mutation SaveOffer($input: OfferInput!) {\n    createOrUpdateOffer(input: $input) {\n      ...OfferFields\n    }\n  }\n": typeof types.SaveOfferDocument,
    "\n  mutation PublishOffer($offerId: ID!, $published: Boolean!) {\n    publishOffer(offerId: $offerId, published: $published) {\n      ...OfferFields\n    }\n  }\n": typeof types.PublishOfferDocument,
    "\n  mutation DeleteOffer($offerId: ID!) {\n    deleteOffer(offerId: $offerId)\n  }\n": typeof types.DeleteOfferDocument,
    "\n  mutation JoinOffer($offerId: ID!) {\n    joinOffer(offerId: $offerId) {\n      ...OfferFields\n    }\n  }\n": typeof types.JoinOfferDocument,
    "\n  mutation CheckInOffer($offerId: ID!) {\n    checkInOffer(offerId: $offerId) {\n      ...OfferFields\n    }\n  }\n": typeof types.CheckInOfferDocument,
    "\n  mutation OpenOfferLink($offerId: ID!) {\n    openOfferLink(offerId: $offerId)\n  }\n": typeof types.OpenOfferLinkDocument,
    "\n  mutation CompleteOffer($offerId: ID!, $proof: OfferProofInput) {\n    completeOffer(offerId: $offerId, proof: $proof) {\n      ...OfferFields\n    }\n  }\n": typeof types.CompleteOfferDocument,
    "\n  mutation AwardOffer($offerId: ID!, $userId: ID!) {\n    awardOffer(offerId: $offerId, userId: $userId) {\n      id\n    }\n  }\n": typeof types.AwardOfferDocument,
    "\n  mutation RedeemOffer($offerId: ID!) {\n    redeemOffer(offerId: $offerId) {\n      ...OfferRedemptionFields\n    }\n  }\n": typeof types.RedeemOfferDocument,
    "\n  mutation ConfirmOfferRedemption($redemptionId: ID!) {\n    confirmOfferRedemption(redemptionId: $redemptionId) {\n      ...OfferRedemptionFields\n    }\n  }\n": typeof types.ConfirmOfferRedemptionDocument,
    "\n  mutation CancelOfferRedemption($redemptionId: ID!) {\n    cancelOfferRedemption(redemptionId: $redemptionId) {\n      ...OfferRedemptionFields\n    }\n  }\n": typeof types.CancelOfferRedemptionDocument,
    "\n  mutation DrawOfferWinners($offerId: ID!) {\n    drawOfferWinners(offerId: $offerId) {\n      ...OfferFields\n    }\n  }\n": typeof types.DrawOfferWinnersDocument,
    "\n  fragment OfferRedemptionFields on OfferRedemption {\n    id\n    points\n    status\n    passCode\n    redeemValue\n    contact\n    createdAt\n    resolvedAt\n    user {\n      ...ClubPersonFields\n    }\n  }\n": typeof types.OfferRedemptionFieldsFragmentDoc,
    "\n  fragment OfferFields on Offer {\n    id\n    slug\n    displayName\n    description\n    avatarUrl\n    programType\n    subType\n    kind\n    category\n    access\n    published\n    startAt\n    endAt\n    rewardPoints\n    rewardTierLevel\n    achievementId\n    redeemType\n    redeemValue\n    participantsCount\n    drawSeedHash\n    drawSeed\n    drawnAt\n    viewerStatus\n    viewerCanManage\n    club {\n      ...ClubSummaryFields\n    }\n    requirements {\n      type\n      value\n      achievementId\n    }\n    conditions {\n      minimumAge\n      minimumPoints\n      membershipAgeDays\n      notBefore\n      notAfter\n    }\n    settings {\n      maxParticipants\n      maxWinners\n      streakDays\n      requiredCount\n      location {\n        latitude\n        longitude\n        radius\n        unit\n      }\n      surveyQuestions {\n        question\n        isRequired\n      }\n      linkUrl\n      hasLink\n      socialProvider\n      promoCode\n      ticketTypeId\n      discountBuckets {\n        minimumPoints\n        percentOff\n      }\n      bonusPercent\n    }\n    viewerProgress {\n      status\n      joinedAt\n      completedAt\n      streakDays\n      checkedInToday\n      linkOpened\n      answers\n    }\n    viewerRedemption {\n      ...OfferRedemptionFields\n    }\n  }\n": typeof types.OfferFieldsFragmentDoc,
    "\n  query ExploreOffers($filter: OfferParticipationFilter, $first: Int, $after: String) {\n    exploreOffers(filter: $filter, first: $first, after: $after) {\n      edges {\n        node {\n          ...OfferFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ExploreOffersDocument,
    "\n  query ClubOffers($clubId: ID!, $first: Int, $after: String) {\n    clubOffers(clubId: $clubId, first: $first, after: $after) {\n      edges {\n        node {\n          ...OfferFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ClubOffersDocument,
    "\n  query OfferDetail($offerId: ID!) {\n    offer(offerId: $offerId) {\n      ...OfferFields\n    }\n  }\n": typeof types.OfferDetailDocument,
    "\n  query OfferParticipants($offerId: ID!, $first: Int) {\n    offer(offerId: $offerId) {\n      id\n      participants(first: $first) {\n        edges {\n          node {\n            id\n            status\n            joinedAt\n            completedAt\n            user {\n              ...ClubPersonFields\n            }\n          }\n        }\n      }\n      redemptions(first: $first) {\n        edges {\n          node {\n            ...OfferRedemptionFields\n          }\n        }\n      }\n    }\n  }\n": typeof types.OfferParticipantsDocument,
    "\n  query OffersClub($idOrSlug: String!) {\n    club(idOrSlug: $idOrSlug) {\n      ...ClubSummaryFields\n    }\n  }\n": typeof types.OffersClubDocument,
    "\n  query OfferWizardOptions($clubId: String!, $first: Int) {\n    club(idOrSlug: $clubId) {\n      id\n      tiers {\n        id\n        level\n        name\n      }\n      events(first: $first) {\n        edges {\n          node {\n            id\n            displayName\n            tickets {\n              id\n              ticketType\n            }\n          }\n        }\n      }\n    }\n    clubAchievements(clubId: $clubId, first: $first) {\n      edges {\n        node {\n          id\n          displayName\n        }\n      }\n    }\n  }\n": typeof types.OfferWizardOptionsDocument,
    "\n  mutation StartPayoutOnboarding {\n    startPayoutOnboarding {\n      url\n      expiresAt\n    }\n  }\n": typeof types.StartPayoutOnboardingDocument,
    "\n  mutation CompletePayoutOnboarding($state: String!) {\n    completePayoutOnboarding(state: $state) {\n      payoutAccountId\n      provider\n      status\n      displayName\n      payoutsEnabled\n      detailsSubmitted\n    }\n  }\n": typeof types.CompletePayoutOnboardingDocument,
    "\n  mutation CreatePayoutManagementSession {\n    createPayoutManagementSession {\n      url\n      expiresAt\n    }\n  }\n": typeof types.CreatePayoutManagementSessionDocument,
    "\n  query MyTransactions($first: Int!, $after: String) {\n    myTransactions(first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        transactionId\n        type\n        status\n        description\n        totalPrice\n        currency\n        quantity\n        paymentMethod\n        paidDateUtc\n        createdAtUtc\n        receiptUrl\n      }\n    }\n  }\n": typeof types.MyTransactionsDocument,
    "\n  query PayoutAccounts {\n    payoutProvider\n    me {\n      userId\n      payoutAccounts {\n        payoutAccountId\n        provider\n        externalAccountId\n        status\n        displayName\n        payoutsEnabled\n        detailsSubmitted\n        createdAt\n        updatedAt\n      }\n      stripeAccount {\n        payoutAccountId\n      }\n    }\n  }\n": typeof types.PayoutAccountsDocument,
    "\n  mutation SendPoints($input: SendPointsInput!) {\n    sendPoints(input: $input) {\n      id\n      amount\n    }\n  }\n": typeof types.SendPointsDocument,
    "\n  mutation GrantPoints($input: GrantPointsInput!) {\n    grantPoints(input: $input) {\n      id\n      amount\n    }\n  }\n": typeof types.GrantPointsDocument,
    "\n  mutation CreateTradeRequest($input: CreateTradeRequestInput!) {\n    createTradeRequest(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.CreateTradeRequestDocument,
    "\n  mutation AcceptTradeRequest($tradeRequestId: ID!) {\n    acceptTradeRequest(tradeRequestId: $tradeRequestId) {\n      id\n      status\n    }\n  }\n": typeof types.AcceptTradeRequestDocument,
    "\n  mutation DeclineTradeRequest($tradeRequestId: ID!) {\n    declineTradeRequest(tradeRequestId: $tradeRequestId) {\n      id\n      status\n    }\n  }\n": typeof types.DeclineTradeRequestDocument,
    "\n  mutation CancelTradeRequest($tradeRequestId: ID!) {\n    cancelTradeRequest(tradeRequestId: $tradeRequestId) {\n      id\n      status\n    }\n  }\n": typeof types.CancelTradeRequestDocument,
    "\n  mutation SetClubPointsPackages($clubId: ID!, $packages: [PointsPackageInput!]!) {\n    setClubPointsPackages(clubId: $clubId, packages: $packages) {\n      id\n    }\n  }\n": typeof types.SetClubPointsPackagesDocument,
    "\n  fragment TradingTransactionFields on TradingTransaction {\n    id\n    type\n    amount\n    club {\n      ...ClubSummaryFields\n    }\n    counterparty {\n      ...ClubPersonFields\n    }\n    from {\n      ...ClubPersonFields\n    }\n    to {\n      ...ClubPersonFields\n    }\n    memo\n    status\n    createdAt\n    price\n    currency\n  }\n": typeof types.TradingTransactionFieldsFragmentDoc,
    "\n  query WalletBalances {\n    walletBalances {\n      points\n      isMember\n      club {\n        ...ClubSummaryFields\n        pointsPackages {\n          id\n        }\n      }\n      tier {\n        ...ClubTierFields\n      }\n    }\n  }\n": typeof types.WalletBalancesDocument,
    "\n  query TradingTransactions($clubId: ID, $first: Int, $after: String) {\n    tradingTransactions(clubId: $clubId, first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...TradingTransactionFields\n      }\n    }\n  }\n": typeof types.TradingTransactionsDocument,
    "\n  query TradeRequests($open: Boolean, $first: Int, $after: String) {\n    tradeRequests(open: $open, first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        status\n        isIncoming\n        from {\n          ...ClubPersonFields\n        }\n        to {\n          ...ClubPersonFields\n        }\n        giveClub {\n          ...ClubSummaryFields\n        }\n        giveAmount\n        askClub {\n          ...ClubSummaryFields\n        }\n        askAmount\n        memo\n        expiresAt\n        createdAt\n        respondedAt\n      }\n    }\n  }\n": typeof types.TradeRequestsDocument,
    "\n  query ManagedClubsForPoints {\n    managedClubs {\n      ...ClubSummaryFields\n    }\n  }\n": typeof types.ManagedClubsForPointsDocument,
    "\n  query ClubPointsAdmin($idOrSlug: String!) {\n    club(idOrSlug: $idOrSlug) {\n      ...ClubSummaryFields\n      status\n      myPermissions\n      pointsIssued\n      pointsPackages {\n        id\n        pointsAmount\n        repPointsMultiplier\n        totalPoints\n        price\n        originalPrice\n        currency\n      }\n    }\n  }\n": typeof types.ClubPointsAdminDocument,
    "\n  query ClubTradingTransactions($clubId: ID!, $first: Int, $after: String) {\n    clubTradingTransactions(clubId: $clubId, first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...TradingTransactionFields\n      }\n    }\n  }\n": typeof types.ClubTradingTransactionsDocument,
    "\n  query TradeClubs($withUserId: ID!) {\n    walletBalances(withUserId: $withUserId) {\n      points\n      club {\n        ...ClubSummaryFields\n      }\n    }\n  }\n": typeof types.TradeClubsDocument,
    "\n  query SearchEventSuggestions($keyword: String!, $first: Int!) {\n    searchEvents(criteria: { keyword: $keyword }, first: $first) {\n      edges {\n        node {\n          ...EventSummaryFields\n        }\n      }\n    }\n  }\n": typeof types.SearchEventSuggestionsDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      userId\n      userName\n      name\n      firstName\n      lastName\n      bio\n      gender\n      dateOfBirth\n      isComplete\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation UpdateEmailSubscriptions($input: EmailSubscriptionsInput!) {\n    updateEmailSubscriptions(input: $input) {\n      userId\n      emailSubscriptions {\n        ...EmailSubscriptionFields\n      }\n    }\n  }\n": typeof types.UpdateEmailSubscriptionsDocument,
    "\n  mutation DeactivateAccount {\n    deactivateAccount {\n      userId\n      isDeactivated\n    }\n  }\n": typeof types.DeactivateAccountDocument,
    "\n  mutation ActivateAccount {\n    activateAccount {\n      userId\n      isDeactivated\n    }\n  }\n": typeof types.ActivateAccountDocument,
    "\n  mutation DeletePasskey($id: ID!) {\n    deletePasskey(id: $id)\n  }\n": typeof types.DeletePasskeyDocument,
    "\n  mutation DeleteAccount {\n    deleteAccount {\n      deletedAt\n      recoverableUntil\n    }\n  }\n": typeof types.DeleteAccountDocument,
    "\n  mutation StartPhoneNumberChange($phoneNumber: String!) {\n    startPhoneNumberChange(phoneNumber: $phoneNumber) {\n      nextResend\n      expiredDate\n    }\n  }\n": typeof types.StartPhoneNumberChangeDocument,
    "\n  mutation ConfirmPhoneNumberChange($phoneNumber: String!, $code: String!) {\n    confirmPhoneNumberChange(phoneNumber: $phoneNumber, code: $code) {\n      userId\n      phoneNumber\n      isPhoneNumberVerified\n      isComplete\n    }\n  }\n": typeof types.ConfirmPhoneNumberChangeDocument,
    "\n  mutation UpdateAddress($input: UpdateAddressInput!) {\n    updateAddress(input: $input) {\n      ...AddressFields\n    }\n  }\n": typeof types.UpdateAddressDocument,
    "\n  mutation SetSocialMedia($provider: String!, $value: String!) {\n    setSocialMedia(provider: $provider, value: $value) {\n      ...SocialMediaFields\n    }\n  }\n": typeof types.SetSocialMediaDocument,
    "\n  mutation RemoveSocialMedia($provider: String!) {\n    removeSocialMedia(provider: $provider) {\n      ...SocialMediaFields\n    }\n  }\n": typeof types.RemoveSocialMediaDocument,
    "\n  fragment AddressFields on User {\n    userId\n    countryCode\n    address {\n      line1\n      line2\n      city\n      region\n      postalCode\n      countryCode\n    }\n  }\n": typeof types.AddressFieldsFragmentDoc,
    "\n  fragment SocialMediaFields on User {\n    userId\n    socialMedias {\n      provider\n      value\n    }\n  }\n": typeof types.SocialMediaFieldsFragmentDoc,
    "\n  fragment EmailSubscriptionFields on EmailSubscriptions {\n    productUpdates\n    eventReminders\n    clubNews\n    marketing\n  }\n": typeof types.EmailSubscriptionFieldsFragmentDoc,
    "\n  query ProfileSettings {\n    me {\n      userId\n      isDeactivated\n      emailSubscriptions {\n        ...EmailSubscriptionFields\n      }\n    }\n  }\n": typeof types.ProfileSettingsDocument,
    "\n  query PasskeyList {\n    passkeyCredentials {\n      id\n      name\n      createdAt\n      lastUsedAt\n      deviceType\n      backedUp\n    }\n  }\n": typeof types.PasskeyListDocument,
    "\n  query MyAddress {\n    me {\n      ...AddressFields\n    }\n  }\n": typeof types.MyAddressDocument,
    "\n  query MySocialMedias {\n    me {\n      ...SocialMediaFields\n    }\n  }\n": typeof types.MySocialMediasDocument,
    "\n  query CurrentUser {\n    me {\n      userId\n      userName\n      name\n      firstName\n      lastName\n      emailAddress\n      verifiedEmailAddress\n      phoneNumber\n      gender\n      dateOfBirth\n      avatarUrl\n      bio\n      isVerified\n      tier\n      isComplete\n      isDeleted\n      isPhoneNumberVerified\n      agreeToTermsAndConditions\n      acceptedTermsVersion\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  mutation UpdateWalkthrough($steps: [String!]!) {\n    updateWalkthrough(steps: $steps) {\n      userId\n      walkthrough\n    }\n  }\n": typeof types.UpdateWalkthroughDocument,
};
const documents: Documents = {
    "\n  fragment ClubSummaryFields on Club {\n    id\n    slug\n    displayName\n    colors {\n      primary\n      secondary\n    }\n    images {\n      avatarUrl\n    }\n  }\n": types.ClubSummaryFieldsFragmentDoc,
    "\n  fragment ClubTierFields on ClubTier {\n    id\n    level\n    name\n    minimumPoints\n    imageUrl\n    colors {\n      primary\n      secondary\n    }\n  }\n": types.ClubTierFieldsFragmentDoc,
    "\n  fragment ClubPersonFields on ClubPerson {\n    userId\n    name\n    userName\n    avatarUrl\n  }\n": types.ClubPersonFieldsFragmentDoc,
    "\n  fragment EventSummaryFields on Event {\n    eventId\n    slug\n    displayName\n    avatarUrl\n    startDate\n    endDate\n    timeZone\n    city\n    status\n  }\n": types.EventSummaryFieldsFragmentDoc,
    "\n  query UserSearch($keyword: String!, $limit: Int!) {\n    searchUsers(keyword: $keyword, offset: 0, limit: $limit) {\n      totalCount\n      nodes {\n        userId\n        name\n        userName\n        emailAddress\n        avatarUrl\n        isVerified\n        tier\n      }\n    }\n  }\n": types.UserSearchDocument,
    "\n  mutation SaveAchievement($input: AchievementInput!) {\n    createOrUpdateAchievement(input: $input) {\n      ...AchievementFields\n    }\n  }\n": types.SaveAchievementDocument,
    "\n  mutation DeleteAchievement($achievementId: ID!) {\n    deleteAchievement(achievementId: $achievementId) {\n      achievementId\n      archived\n    }\n  }\n": types.DeleteAchievementDocument,
    "\n  mutation AwardAchievement($achievementId: ID!, $userId: ID!) {\n    awardAchievement(achievementId: $achievementId, userId: $userId) {\n      awarded\n      achievement {\n        ...AchievementFields\n      }\n    }\n  }\n": types.AwardAchievementDocument,
    "\n  fragment AchievementFields on Achievement {\n    id\n    slug\n    displayName\n    bio\n    avatarUrl\n    category\n    categoryLabel\n    status\n    isHidden\n    activeFromUtc\n    activeToUtc\n    maxSupply\n    awardedCount\n    remainingSupply\n    isActive\n    viewerHolds\n    viewerAwardedAt\n    viewerCanManage\n    club {\n      ...ClubSummaryFields\n    }\n  }\n": types.AchievementFieldsFragmentDoc,
    "\n  query AchievementsClubAdmin($idOrSlug: String!) {\n    club(idOrSlug: $idOrSlug) {\n      ...ClubSummaryFields\n      status\n      myPermissions\n    }\n  }\n": types.AchievementsClubAdminDocument,
    "\n  query ClubAchievements($clubId: String!, $includeArchived: Boolean, $first: Int, $after: String) {\n    clubAchievements(clubId: $clubId, includeArchived: $includeArchived, first: $first, after: $after) {\n      edges {\n        node {\n          ...AchievementFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ClubAchievementsDocument,
    "\n  query AchievementDetail($achievementId: ID!) {\n    achievement(achievementId: $achievementId) {\n      ...AchievementFields\n      createdAt\n      statistics {\n        total\n        underEighteen\n        ageUnknown\n        ageRanges {\n          range\n          count\n        }\n        genders {\n          gender\n          count\n        }\n      }\n    }\n  }\n": types.AchievementDetailDocument,
    "\n  query UserAchievements($userId: ID!, $first: Int, $after: String) {\n    userAchievements(userId: $userId, first: $first, after: $after) {\n      edges {\n        node {\n          ...AchievementFields\n          holderAwardedAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.UserAchievementsDocument,
    "\n  mutation CompleteProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      userId\n      userName\n      name\n      emailAddress\n      phoneNumber\n      gender\n      dateOfBirth\n      isComplete\n      isPhoneNumberVerified\n    }\n  }\n": types.CompleteProfileDocument,
    "\n  mutation SendPhoneVerificationCode {\n    sendPhoneVerificationCode {\n      nextResend\n      expiredDate\n    }\n  }\n": types.SendPhoneVerificationCodeDocument,
    "\n  mutation VerifyPhoneNumber($code: String!) {\n    verifyPhoneNumber(code: $code) {\n      userId\n      phoneNumber\n      isPhoneNumberVerified\n    }\n  }\n": types.VerifyPhoneNumberDocument,
    "\n  query DeletedAccount {\n    me {\n      userId\n      name\n      emailAddress\n      isDeleted\n      recoverableUntil\n    }\n  }\n": types.DeletedAccountDocument,
    "\n  query PasskeyCredentials {\n    passkeyCredentials {\n      id\n    }\n  }\n": types.PasskeyCredentialsDocument,
    "\n  query EventAttendeesList($eventId: ID!, $filter: EventAttendeesFilterInput, $first: Int!, $after: String) {\n    eventAttendees(eventId: $eventId, filter: $filter, first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      counts {\n        all\n        pending\n        approved\n        declined\n        checkedIn\n      }\n      nodes {\n        userId\n        attendeeState\n        attendeeRole\n        approvalAt\n        createdAt\n        checkedInCount\n        privacyPolicyState\n        repScore\n        user {\n          userId\n          name\n          userName\n          avatarUrl\n        }\n        referredBy {\n          userId\n          name\n          userName\n        }\n        questionRequirementAnswers {\n          question\n          answer\n        }\n      }\n    }\n  }\n": types.EventAttendeesListDocument,
    "\n  query AttendeeDetail($eventId: ID!, $userId: ID!) {\n    eventAttendee(eventId: $eventId, userId: $userId) {\n      userId\n      attendeeState\n      attendeeRoles\n      approvalAt\n      createdAt\n      checkedInCount\n      note\n      isActive\n      privacyPolicyState\n      repScore\n      missingRequiredAnswers\n      user {\n        userId\n        name\n        userName\n        avatarUrl\n      }\n      approvalUser {\n        userId\n        name\n        userName\n      }\n      referredBy {\n        userId\n        name\n        userName\n      }\n      questionRequirementAnswers {\n        question\n        answer\n      }\n      tickets {\n        ticketId\n        ticketType\n        status\n        createdAt\n      }\n      bookings {\n        transactionId\n        type\n        status\n        quantity\n        totalPrice\n        currency\n        createdAtUtc\n      }\n    }\n  }\n": types.AttendeeDetailDocument,
    "\n  query AttendeeStatistics($eventId: ID!) {\n    attendeeStatistics(eventId: $eventId) {\n      total\n      underEighteen\n      ageUnknown\n      ageRanges {\n        range\n        count\n      }\n      genders {\n        gender\n        count\n      }\n    }\n  }\n": types.AttendeeStatisticsDocument,
    "\n  query EventTicketSummary($eventId: ID!) {\n    eventTicketSummary(eventId: $eventId) {\n      eventTicketId\n      ticketType\n      limitedAmount\n      approvedTickets\n      pendingTickets\n      checkedInTickets\n    }\n  }\n": types.EventTicketSummaryDocument,
    "\n  mutation UndoAttendee($eventId: ID!, $userId: ID!) {\n    undoAttendee(eventId: $eventId, userId: $userId) {\n      userId\n      attendeeState\n    }\n  }\n": types.UndoAttendeeDocument,
    "\n  mutation SetAttendeeNote($eventId: ID!, $userId: ID!, $note: String!) {\n    setAttendeeNote(eventId: $eventId, userId: $userId, note: $note) {\n      userId\n      note\n    }\n  }\n": types.SetAttendeeNoteDocument,
    "\n  mutation PurchaseTickets($input: PurchaseTicketsInput!) {\n    purchaseTickets(input: $input) {\n      paymentUrl\n      booking {\n        transactionId\n        status\n      }\n    }\n  }\n": types.PurchaseTicketsDocument,
    "\n  mutation RsvpEvent($input: RsvpInput!) {\n    rsvpEvent(input: $input) {\n      transactionId\n      status\n    }\n  }\n": types.RsvpEventDocument,
    "\n  mutation ConfirmCheckout($transactionId: ID!) {\n    confirmCheckout(transactionId: $transactionId) {\n      transactionId\n      status\n      quantity\n      tickets {\n        ticketId\n      }\n    }\n  }\n": types.ConfirmCheckoutDocument,
    "\n  mutation CancelCheckout($transactionId: ID!) {\n    cancelCheckout(transactionId: $transactionId) {\n      transactionId\n      status\n    }\n  }\n": types.CancelCheckoutDocument,
    "\n  mutation JoinWaitingList($eventTicketId: ID!, $quantity: Int!) {\n    joinWaitingList(eventTicketId: $eventTicketId, quantity: $quantity) {\n      waitingListEntryId\n      status\n    }\n  }\n": types.JoinWaitingListDocument,
    "\n  mutation JoinTicketWishList($eventTicketId: ID!) {\n    joinTicketWishList(eventTicketId: $eventTicketId)\n  }\n": types.JoinTicketWishListDocument,
    "\n  mutation LeaveTicketWishList($eventTicketId: ID!) {\n    leaveTicketWishList(eventTicketId: $eventTicketId)\n  }\n": types.LeaveTicketWishListDocument,
    "\n  mutation LeaveWaitingList($eventTicketId: ID!) {\n    leaveWaitingList(eventTicketId: $eventTicketId) {\n      waitingListEntryId\n      status\n    }\n  }\n": types.LeaveWaitingListDocument,
    "\n  mutation PayWaitingListOffer($transactionId: ID!) {\n    payWaitingListOffer(transactionId: $transactionId) {\n      paymentUrl\n      booking {\n        transactionId\n        status\n      }\n    }\n  }\n": types.PayWaitingListOfferDocument,
    "\n  mutation ShareTicket($ticketId: ID!) {\n    shareTicket(ticketId: $ticketId) {\n      url\n      ticket {\n        ticketId\n        shareState\n      }\n    }\n  }\n": types.ShareTicketDocument,
    "\n  mutation RefundBooking($transactionId: ID!) {\n    refundBooking(transactionId: $transactionId) {\n      transactionId\n      status\n    }\n  }\n": types.RefundBookingDocument,
    "\n  mutation RevokeTicketShare($ticketId: ID!) {\n    revokeTicketShare(ticketId: $ticketId) {\n      ticketId\n      shareState\n    }\n  }\n": types.RevokeTicketShareDocument,
    "\n  mutation ClaimSharedTicket($ticketId: ID!, $token: String!) {\n    claimSharedTicket(ticketId: $ticketId, token: $token) {\n      ticketId\n      status\n    }\n  }\n": types.ClaimSharedTicketDocument,
    "\n  mutation ApproveAttendee($eventId: ID!, $userId: ID!) {\n    approveAttendee(eventId: $eventId, userId: $userId) {\n      userId\n      attendeeState\n    }\n  }\n": types.ApproveAttendeeDocument,
    "\n  mutation DeclineAttendee($eventId: ID!, $userId: ID!) {\n    declineAttendee(eventId: $eventId, userId: $userId) {\n      userId\n      attendeeState\n    }\n  }\n": types.DeclineAttendeeDocument,
    "\n  query CalculateTicketCost(\n    $eventId: ID!\n    $items: [TicketCostItemInput!]!\n    $referralCode: String\n    $gratuityPercentage: Int\n  ) {\n    calculateTicketCost(\n      eventId: $eventId\n      items: $items\n      referralCode: $referralCode\n      gratuityPercentage: $gratuityPercentage\n    ) {\n      subTotal\n      serviceFee\n      processingFee\n      totalTaxes\n      totalGratuity\n      total\n      isAllInPricing\n    }\n  }\n": types.CalculateTicketCostDocument,
    "\n  query MyReferralCode {\n    myReferralCode\n  }\n": types.MyReferralCodeDocument,
    "\n  query PendingAttendees($eventId: ID!, $first: Int!, $after: String, $referredByMe: Boolean) {\n    eventAttendees(\n      eventId: $eventId\n      state: \"PENDING\"\n      first: $first\n      after: $after\n      referredByMe: $referredByMe\n    ) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        userId\n        attendeeState\n        approvalAt\n        user {\n          userId\n          name\n          userName\n          avatarUrl\n        }\n        questionRequirementAnswers {\n          question\n          answer\n        }\n        referredBy {\n          userId\n          name\n          userName\n        }\n      }\n    }\n  }\n": types.PendingAttendeesDocument,
    "\n  mutation ReactToPrivacyPolicy($eventId: ID!, $accept: Boolean!) {\n    reactToPrivacyPolicy(eventId: $eventId, accept: $accept)\n  }\n": types.ReactToPrivacyPolicyDocument,
    "\n  mutation AnswerEventQuestions($eventId: ID!, $answers: [EventQuestionAnswerInput!]!) {\n    answerEventQuestions(eventId: $eventId, answers: $answers) {\n      missingQuestionIds\n    }\n  }\n": types.AnswerEventQuestionsDocument,
    "\n  mutation ConnectSocialForEvent($provider: String!, $value: String!) {\n    setSocialMedia(provider: $provider, value: $value) {\n      userId\n    }\n  }\n": types.ConnectSocialForEventDocument,
    "\n  mutation AttendeeInviteLink($eventId: ID!) {\n    createEventInviteLink(eventId: $eventId) {\n      url\n    }\n  }\n": types.AttendeeInviteLinkDocument,
    "\n  query ApprovedAttendees($eventId: ID!, $first: Int, $after: String) {\n    approvedAttendees(eventId: $eventId, first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        userId\n        name\n        userName\n        avatarUrl\n        repScore\n      }\n    }\n  }\n": types.ApprovedAttendeesDocument,
    "\n  query MyEventOptIns($eventId: ID!) {\n    myPolicyReaction(eventId: $eventId)\n    myEventAnswers(eventId: $eventId) {\n      answers {\n        questionId\n        answer\n      }\n      missingQuestionIds\n    }\n    me {\n      userId\n      socialMedias {\n        provider\n        value\n      }\n    }\n  }\n": types.MyEventOptInsDocument,
    "\n  query EventSocialReach($eventId: ID!) {\n    eventSocialReach(eventId: $eventId) {\n      approvedAttendees\n      providers {\n        provider\n        isRequired\n        connected\n      }\n    }\n  }\n": types.EventSocialReachDocument,
    "\n  mutation SaveScanningZone($eventId: ID!, $input: ScanningZoneInput!) {\n    saveScanningZone(eventId: $eventId, input: $input) {\n      id\n      name\n      eventTicketIds\n      maxScans\n    }\n  }\n": types.SaveScanningZoneDocument,
    "\n  mutation DeleteScanningZone($eventId: ID!, $zoneId: ID!) {\n    deleteScanningZone(eventId: $eventId, zoneId: $zoneId)\n  }\n": types.DeleteScanningZoneDocument,
    "\n  query CheckInEvent($slugOrId: String!) {\n    event(slugOrId: $slugOrId) {\n      eventId\n      timeZone\n      viewerPermissions\n      tickets {\n        eventTicketId\n        ticketType\n      }\n      scanningZones {\n        id\n        name\n        eventTicketIds\n        maxScans\n      }\n      scanConflictCount\n      hostCounters {\n        approvedTickets\n        scannedTickets\n      }\n      guestCounters {\n        guestTickets\n        checkedInGuestTickets\n      }\n    }\n  }\n": types.CheckInEventDocument,
    "\n  query ScanConflicts($eventId: ID!) {\n    scanConflicts(eventId: $eventId) {\n      id\n      holderName\n      scannedAt\n      deviceName\n      keptScanAt\n      message\n    }\n  }\n": types.ScanConflictsDocument,
    "\n  query MyScannerEvents {\n    myScannerEvents {\n      eventId\n      displayName\n      startDate\n      endDate\n      timeZone\n      city\n    }\n  }\n": types.MyScannerEventsDocument,
    "\n  query ScannerManifest($eventId: ID!) {\n    scannerManifest(eventId: $eventId) {\n      eventId\n      displayName\n      startDate\n      endDate\n      timeZone\n      generatedAt\n      zones {\n        id\n        name\n        eventTicketIds\n        maxScans\n      }\n      tickets {\n        ticketId\n        codeHash\n        holderName\n        ticketType\n        eventTicketId\n        admissions\n        scansUsed\n        admittedCount\n        zoneScans {\n          zoneId\n          scansUsed\n          admittedCount\n        }\n        refusal\n      }\n      guests {\n        guestId\n        fullName\n        eventTicketId\n        quantity\n        checkedInQuantity\n        passes {\n          guestTicketId\n          codeHash\n          checkedIn\n        }\n      }\n    }\n  }\n": types.ScannerManifestDocument,
    "\n  fragment ScanVerdictFields on ScanVerdict {\n    outcome\n    refusal\n    message\n    holderName\n    avatarUrl\n    ticketType\n    ticketId\n    guestId\n    admitted\n    scansUsed\n    maxScans\n  }\n": types.ScanVerdictFieldsFragmentDoc,
    "\n  mutation CheckIn($eventId: ID!, $input: ScanInput!) {\n    checkIn(eventId: $eventId, input: $input) {\n      ...ScanVerdictFields\n    }\n  }\n": types.CheckInDocument,
    "\n  mutation SyncScans($eventId: ID!, $scans: [ScanInput!]!) {\n    syncScans(eventId: $eventId, scans: $scans) {\n      scanId\n      status\n      verdict {\n        ...ScanVerdictFields\n      }\n    }\n  }\n": types.SyncScansDocument,
    "\n  mutation CreateClub($input: CreateClubInput!) {\n    createClub(input: $input) {\n      id\n      slug\n    }\n  }\n": types.CreateClubDocument,
    "\n  mutation PublishClub($clubId: ID!) {\n    publishClub(clubId: $clubId) {\n      id\n      published\n      status\n    }\n  }\n": types.PublishClubDocument,
    "\n  mutation UpdateClub($clubId: ID!, $input: UpdateClubInput!) {\n    updateClub(clubId: $clubId, input: $input) {\n      id\n    }\n  }\n": types.UpdateClubDocument,
    "\n  mutation ChangeClubSlug($clubId: ID!, $slug: String!) {\n    changeClubSlug(clubId: $clubId, slug: $slug) {\n      id\n      slug\n    }\n  }\n": types.ChangeClubSlugDocument,
    "\n  mutation SetClubStatus($clubId: ID!, $status: ClubStatus!) {\n    setClubStatus(clubId: $clubId, status: $status) {\n      id\n      status\n    }\n  }\n": types.SetClubStatusDocument,
    "\n  mutation SetClubTiers($clubId: ID!, $tiers: [ClubTierInput!]!) {\n    setClubTiers(clubId: $clubId, tiers: $tiers) {\n      id\n    }\n  }\n": types.SetClubTiersDocument,
    "\n  mutation CreateClubInvite($input: CreateClubInviteInput!) {\n    createClubInvite(input: $input) {\n      id\n      status\n    }\n  }\n": types.CreateClubInviteDocument,
    "\n  mutation RevokeClubInvite($inviteId: ID!) {\n    revokeClubInvite(inviteId: $inviteId) {\n      id\n      status\n    }\n  }\n": types.RevokeClubInviteDocument,
    "\n  mutation AcceptClubInvite($inviteId: ID!) {\n    acceptClubInvite(inviteId: $inviteId) {\n      id\n      slug\n    }\n  }\n": types.AcceptClubInviteDocument,
    "\n  mutation DeclineClubInvite($inviteId: ID!) {\n    declineClubInvite(inviteId: $inviteId) {\n      id\n      status\n    }\n  }\n": types.DeclineClubInviteDocument,
    "\n  mutation ChangeClubRole($clubId: ID!, $userId: ID!, $role: ClubRole!) {\n    changeClubRole(clubId: $clubId, userId: $userId, role: $role) {\n      userId\n      role\n    }\n  }\n": types.ChangeClubRoleDocument,
    "\n  mutation RemoveClubTeamMember($clubId: ID!, $userId: ID!) {\n    removeClubTeamMember(clubId: $clubId, userId: $userId) {\n      id\n    }\n  }\n": types.RemoveClubTeamMemberDocument,
    "\n  mutation RequestClubOwnershipTransfer($clubId: ID!, $userId: ID!) {\n    requestClubOwnershipTransfer(clubId: $clubId, userId: $userId) {\n      id\n      status\n    }\n  }\n": types.RequestClubOwnershipTransferDocument,
    "\n  mutation AcceptClubOwnershipTransfer($transferId: ID!) {\n    acceptClubOwnershipTransfer(transferId: $transferId) {\n      id\n    }\n  }\n": types.AcceptClubOwnershipTransferDocument,
    "\n  mutation DeclineClubOwnershipTransfer($transferId: ID!) {\n    declineClubOwnershipTransfer(transferId: $transferId) {\n      id\n      status\n    }\n  }\n": types.DeclineClubOwnershipTransferDocument,
    "\n  mutation CancelClubOwnershipTransfer($transferId: ID!) {\n    cancelClubOwnershipTransfer(transferId: $transferId) {\n      id\n      status\n    }\n  }\n": types.CancelClubOwnershipTransferDocument,
    "\n  fragment ManagedClubFields on Club {\n    ...ClubSummaryFields\n    status\n    published\n    memberCount\n    isOwner\n    myRole\n    images {\n      coverUrl\n    }\n  }\n": types.ManagedClubFieldsFragmentDoc,
    "\n  fragment ClubInviteFields on ClubInvite {\n    id\n    kind\n    role\n    memo\n    email\n    status\n    uses\n    usesPerInvite\n    expiresAt\n    createdAt\n    invitee {\n      ...ClubPersonFields\n    }\n    invitedBy {\n      ...ClubPersonFields\n    }\n  }\n": types.ClubInviteFieldsFragmentDoc,
    "\n  query ManagedClubs {\n    managedClubs {\n      ...ManagedClubFields\n    }\n  }\n": types.ManagedClubsDocument,
    "\n  query MyClubInvites {\n    myClubInvites {\n      ...ClubInviteFields\n      club {\n        ...ManagedClubFields\n      }\n    }\n  }\n": types.MyClubInvitesDocument,
    "\n  query ClubInvite($inviteId: ID!) {\n    clubInvite(inviteId: $inviteId) {\n      ...ClubInviteFields\n      club {\n        ...ManagedClubFields\n      }\n    }\n  }\n": types.ClubInviteDocument,
    "\n  query ClubAdmin($idOrSlug: String!) {\n    club(idOrSlug: $idOrSlug) {\n      ...ManagedClubFields\n      bio\n      access\n      createdAt\n      myPermissions\n      socialAccounts {\n        provider\n        handle\n      }\n      owner {\n        ...ClubPersonFields\n      }\n      tiers {\n        ...ClubTierFields\n      }\n      pendingOwnershipTransfer {\n        id\n        status\n        createdAt\n        from {\n          ...ClubPersonFields\n        }\n        to {\n          ...ClubPersonFields\n        }\n      }\n    }\n  }\n": types.ClubAdminDocument,
    "\n  query ClubTeam($idOrSlug: String!) {\n    club(idOrSlug: $idOrSlug) {\n      id\n      displayName\n      isOwner\n      myRole\n      myPermissions\n      owner {\n        ...ClubPersonFields\n      }\n      teamMembers {\n        userId\n        kind\n        role\n        roleDisplayName\n        since\n        person {\n          ...ClubPersonFields\n        }\n      }\n      teamCollaborators {\n        userId\n        kind\n        role\n        roleDisplayName\n        since\n        person {\n          ...ClubPersonFields\n        }\n      }\n      invites {\n        ...ClubInviteFields\n      }\n      pendingOwnershipTransfer {\n        id\n        status\n        createdAt\n        from {\n          ...ClubPersonFields\n        }\n        to {\n          ...ClubPersonFields\n        }\n      }\n    }\n  }\n": types.ClubTeamDocument,
    "\n  query ClubSlugAvailable($slug: String!, $clubId: ID) {\n    clubSlugAvailable(slug: $slug, clubId: $clubId)\n  }\n": types.ClubSlugAvailableDocument,
    "\n  mutation JoinClub($clubId: ID!, $inviteId: ID) {\n    joinClub(clubId: $clubId, inviteId: $inviteId) {\n      id\n      isMember\n      canJoin\n      memberCount\n    }\n  }\n": types.JoinClubDocument,
    "\n  mutation LeaveClub($clubId: ID!) {\n    leaveClub(clubId: $clubId) {\n      id\n      isMember\n      canJoin\n      memberCount\n    }\n  }\n": types.LeaveClubDocument,
    "\n  mutation SetEventClubs($eventId: ID!, $clubIds: [ID!]!) {\n    setEventClubs(eventId: $eventId, clubIds: $clubIds) {\n      eventId\n      clubs {\n        id\n      }\n    }\n  }\n": types.SetEventClubsDocument,
    "\n  mutation BuyPoints($clubId: ID!, $packageId: ID!, $idempotencyKey: String!) {\n    buyPoints(clubId: $clubId, packageId: $packageId, idempotencyKey: $idempotencyKey) {\n      paymentUrl\n      purchase {\n        id\n        status\n        points\n      }\n    }\n  }\n": types.BuyPointsDocument,
    "\n  mutation ConfirmPointsPurchase($purchaseId: ID!) {\n    confirmPointsPurchase(purchaseId: $purchaseId) {\n      id\n      status\n      points\n      price\n      currency\n    }\n  }\n": types.ConfirmPointsPurchaseDocument,
    "\n  fragment ClubEventFields on Event {\n    ...EventSummaryFields\n    isExpired\n  }\n": types.ClubEventFieldsFragmentDoc,
    "\n  query ClubPage($idOrSlug: String!, $first: Int, $after: String) {\n    club(idOrSlug: $idOrSlug) {\n      ...ClubSummaryFields\n      bio\n      status\n      access\n      published\n      images {\n        coverUrl\n      }\n      socialAccounts {\n        provider\n        handle\n      }\n      memberCount\n      isMember\n      canJoin\n      joinRefusal\n      isOwner\n      myRole\n      myPermissions\n      tiers {\n        ...ClubTierFields\n      }\n      myMembership {\n        joinedAt\n        points\n        pointsToNextTier\n        tier {\n          ...ClubTierFields\n        }\n        nextTier {\n          ...ClubTierFields\n        }\n      }\n      defaultBuyPointsOffer {\n        packages {\n          id\n        }\n      }\n      events(first: $first, after: $after) {\n        edges {\n          cursor\n          node {\n            ...ClubEventFields\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": types.ClubPageDocument,
    "\n  query ClubBuyPoints($idOrSlug: String!) {\n    club(idOrSlug: $idOrSlug) {\n      ...ClubSummaryFields\n      isMember\n      canJoin\n      joinRefusal\n      myMembership {\n        points\n        tier {\n          ...ClubTierFields\n        }\n      }\n      defaultBuyPointsOffer {\n        packages {\n          id\n          pointsAmount\n          repPointsMultiplier\n          totalPoints\n          price\n          originalPrice\n          currency\n        }\n      }\n    }\n  }\n": types.ClubBuyPointsDocument,
    "\n  query ClubEventsAdmin($idOrSlug: String!, $first: Int, $after: String) {\n    club(idOrSlug: $idOrSlug) {\n      id\n      slug\n      displayName\n      myPermissions\n      events(first: $first, after: $after) {\n        edges {\n          cursor\n          node {\n            ...ClubEventFields\n            viewerPermissions\n            clubs {\n              id\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": types.ClubEventsAdminDocument,
    "\n  query EditableEventsForClub($after: String) {\n    myCreatedEvents(first: 100, after: $after) {\n      edges {\n        node {\n          eventId\n          displayName\n          viewerPermissions\n          clubs {\n            id\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.EditableEventsForClubDocument,
    "\n  query EventClubsTab($slugOrId: String!) {\n    event(slugOrId: $slugOrId) {\n      eventId\n      viewerPermissions\n      clubs {\n        id\n        slug\n        displayName\n        myPermissions\n        images {\n          avatarUrl\n        }\n      }\n    }\n    managedClubs {\n      id\n      slug\n      displayName\n      myPermissions\n      images {\n        avatarUrl\n      }\n    }\n  }\n": types.EventClubsTabDocument,
    "\n  query ShellClubs {\n    managedClubs {\n      id\n      slug\n      events(first: 1) {\n        edges {\n          cursor\n        }\n      }\n    }\n  }\n": types.ShellClubsDocument,
    "\n  query HomeClubMemberships {\n    myClubMemberships {\n      joinedAt\n      points\n      pointsToNextTier\n      tier {\n        ...ClubTierFields\n      }\n      nextTier {\n        id\n        name\n      }\n      club {\n        ...ClubSummaryFields\n      }\n    }\n  }\n": types.HomeClubMembershipsDocument,
    "\n  mutation AddContact($input: ContactInput!) {\n    addContact(input: $input) {\n      contactId\n    }\n  }\n": types.AddContactDocument,
    "\n  mutation UpdateContact($contactId: ID!, $input: ContactInput!) {\n    updateContact(contactId: $contactId, input: $input) {\n      contactId\n    }\n  }\n": types.UpdateContactDocument,
    "\n  mutation DeleteContact($contactId: ID!) {\n    deleteContact(contactId: $contactId)\n  }\n": types.DeleteContactDocument,
    "\n  mutation CreateContactGroup($groupName: String!) {\n    createContactGroup(groupName: $groupName) {\n      groupId\n      groupName\n    }\n  }\n": types.CreateContactGroupDocument,
    "\n  mutation UpdateContactGroup($groupId: ID!, $groupName: String!) {\n    updateContactGroup(groupId: $groupId, groupName: $groupName) {\n      groupId\n      groupName\n    }\n  }\n": types.UpdateContactGroupDocument,
    "\n  mutation DeleteContactGroup($groupId: ID!) {\n    deleteContactGroup(groupId: $groupId)\n  }\n": types.DeleteContactGroupDocument,
    "\n  mutation ImportContacts($csv: String, $rows: [ContactImportRowInput!], $groupId: ID) {\n    importContacts(csv: $csv, rows: $rows, groupId: $groupId) {\n      row\n      status\n      message\n    }\n  }\n": types.ImportContactsDocument,
    "\n  mutation InviteToEvent($input: InviteToEventInput!) {\n    inviteToEvent(input: $input) {\n      invitationId\n      emailAddress\n    }\n  }\n": types.InviteToEventDocument,
    "\n  mutation CreateEventInviteLink($eventId: ID!, $rotate: Boolean) {\n    createEventInviteLink(eventId: $eventId, rotate: $rotate) {\n      url\n    }\n  }\n": types.CreateEventInviteLinkDocument,
    "\n  mutation DecideEventInvitation($invitationId: ID!, $approve: Boolean!) {\n    decideEventInvitation(invitationId: $invitationId, approve: $approve) {\n      invitationId\n      status\n    }\n  }\n": types.DecideEventInvitationDocument,
    "\n  mutation AcceptEventInvitation($inviteId: String!) {\n    acceptEventInvitation(inviteId: $inviteId) {\n      invitationId\n      status\n    }\n  }\n": types.AcceptEventInvitationDocument,
    "\n  mutation DeclineEventInvitation($inviteId: String!) {\n    declineEventInvitation(inviteId: $inviteId) {\n      invitationId\n      status\n    }\n  }\n": types.DeclineEventInvitationDocument,
    "\n  fragment InviteInfoFields on InviteInfo {\n    giftTicket {\n      name\n      quantity\n    }\n    privateTicket {\n      name\n      quantity\n    }\n  }\n": types.InviteInfoFieldsFragmentDoc,
    "\n  query InviteEvent($slugOrId: String!) {\n    event(slugOrId: $slugOrId) {\n      eventId\n      slug\n      displayName\n      status\n      viewerPermissions\n      tickets {\n        eventTicketId\n        ticketType\n        isPrivate\n        isActive\n      }\n    }\n  }\n": types.InviteEventDocument,
    "\n  query Contacts($first: Int, $after: String, $groupId: ID, $search: String, $eventId: ID) {\n    contacts(first: $first, after: $after, groupId: $groupId, search: $search, eventId: $eventId) {\n      nodes {\n        contactId\n        name\n        emailAddress\n        phoneNumber\n        userId\n        group {\n          groupId\n          groupName\n        }\n        invitationStatus\n        inviteInfo {\n          ...InviteInfoFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ContactsDocument,
    "\n  query ContactGroups {\n    contactGroups {\n      groupId\n      groupName\n    }\n  }\n": types.ContactGroupsDocument,
    "\n  query EventInvitations($eventId: ID!, $first: Int, $after: String) {\n    eventInvitations(eventId: $eventId, first: $first, after: $after) {\n      nodes {\n        invitationId\n        emailAddress\n        status\n        source\n        user {\n          userId\n          name\n          userName\n        }\n        inviteInfo {\n          ...InviteInfoFields\n        }\n        createdAt\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    uniqueInviteeCount(eventId: $eventId)\n  }\n": types.EventInvitationsDocument,
    "\n  query EventInvitationView($inviteId: String!) {\n    eventInvitation(inviteId: $inviteId) {\n      formattedInviteId\n      isLink\n      status\n      message\n      inviterName\n      event {\n        eventId\n        slug\n        displayName\n        startDate\n        avatarUrl\n      }\n      inviteInfo {\n        ...InviteInfoFields\n      }\n    }\n  }\n": types.EventInvitationViewDocument,
    "\n  mutation AddEventComment($input: AddEventCommentInput!) {\n    addEventComment(input: $input) {\n      commentId\n    }\n  }\n": types.AddEventCommentDocument,
    "\n  mutation DeleteEventComment($commentId: ID!) {\n    deleteEventComment(commentId: $commentId)\n  }\n": types.DeleteEventCommentDocument,
    "\n  mutation EditEventComment($commentId: ID!, $comment: String!) {\n    editEventComment(commentId: $commentId, comment: $comment) {\n      commentId\n      comment\n      editedAt\n    }\n  }\n": types.EditEventCommentDocument,
    "\n  mutation ReactToComment($commentId: ID!, $reaction: String!) {\n    reactToComment(commentId: $commentId, reaction: $reaction) {\n      commentId\n    }\n  }\n": types.ReactToCommentDocument,
    "\n  mutation RemoveCommentReaction($commentId: ID!, $reaction: String!) {\n    removeCommentReaction(commentId: $commentId, reaction: $reaction) {\n      commentId\n    }\n  }\n": types.RemoveCommentReactionDocument,
    "\n  fragment EventCommentFields on EventComment {\n    commentId\n    comment\n    parentCommentId\n    medias\n    createdAt\n    editedAt\n    reactions {\n      reaction\n      count\n    }\n    myReactions\n    canEdit\n    canDelete\n    author {\n      userId\n      name\n      userName\n      avatarUrl\n    }\n  }\n": types.EventCommentFieldsFragmentDoc,
    "\n  query EventComments($eventId: ID!, $first: Int, $after: String) {\n    eventComments(eventId: $eventId, first: $first, after: $after) {\n      canComment\n      nodes {\n        ...EventCommentFields\n        replies {\n          ...EventCommentFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.EventCommentsDocument,
    "\n  mutation SendEventGroupMessage($eventId: ID!, $input: EventGroupMessageInput!) {\n    sendEventGroupMessage(eventId: $eventId, input: $input) {\n      messageId\n      recipientCount\n    }\n  }\n": types.SendEventGroupMessageDocument,
    "\n  mutation MarkEventMessagesRead($eventId: ID!) {\n    markEventMessagesRead(eventId: $eventId)\n  }\n": types.MarkEventMessagesReadDocument,
    "\n  query MyEventMessages($eventId: ID!) {\n    myEventMessages(eventId: $eventId) {\n      messageId\n      subject\n      body\n      createdAt\n      readAt\n      sender {\n        userId\n        name\n        userName\n        avatarUrl\n      }\n    }\n  }\n": types.MyEventMessagesDocument,
    "\n  query EventGroupMessages($eventId: ID!) {\n    eventGroupMessages(eventId: $eventId) {\n      messageId\n      subject\n      body\n      createdAt\n      recipientCount\n      attendeeStates\n      eventTicketIds\n      sender {\n        userId\n        name\n        userName\n      }\n    }\n  }\n": types.EventGroupMessagesDocument,
    "\n  query EventMessageRecipientCount($eventId: ID!, $attendeeStates: [String!]!, $eventTicketIds: [ID!]) {\n    eventMessageRecipientCount(\n      eventId: $eventId\n      attendeeStates: $attendeeStates\n      eventTicketIds: $eventTicketIds\n    )\n  }\n": types.EventMessageRecipientCountDocument,
    "\n  query MyDocuments($first: Int!, $after: String) {\n    myDocuments(first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        documentId\n        kind\n        title\n        url\n        transactionId\n        signedAt\n        createdAt\n      }\n    }\n  }\n": types.MyDocumentsDocument,
    "\n  mutation RequestPayout($input: RequestPayoutInput!) {\n    requestPayout(input: $input) {\n      payoutId\n      amount\n      currency\n      status\n      requestedAt\n      completedAt\n    }\n  }\n": types.RequestPayoutDocument,
    "\n  query RevenueEvent($slugOrId: String!) {\n    event(slugOrId: $slugOrId) {\n      eventId\n      slug\n      displayName\n      startDate\n      endDate\n      timeZone\n      viewerPermissions\n    }\n  }\n": types.RevenueEventDocument,
    "\n  query EventEarnings($eventId: ID!) {\n    eventEarnings(eventId: $eventId) {\n      eventId\n      currency\n      totalPrice\n      totalFees\n      serviceFees\n      processingFees\n      ticketSales\n      totalTaxes\n      totalGratuity\n      netEarnings\n      totalQuantity\n      totalOrders\n      ticketBreakdown {\n        eventTicketId\n        ticketType\n        unitPrice\n        quantity\n        total\n      }\n    }\n  }\n": types.EventEarningsDocument,
    "\n  query PromoterSales($eventId: ID!) {\n    promoterSales(eventId: $eventId) {\n      promoterId\n      promoter {\n        userId\n        name\n        userName\n        avatarUrl\n      }\n      orders\n      ticketsSold\n      amount\n    }\n  }\n": types.PromoterSalesDocument,
    "\n  query RequestedPayoutInfo($eventId: ID!) {\n    requestedPayoutInfo(eventId: $eventId) {\n      eventId\n      currency\n      canRequestPayout\n      blockedReason\n      lastRequestedTime\n      totalBalance\n      totalEarned\n      totalPaidOut\n      eventEnded\n      viewerIsCreator\n      hasPayoutAccount\n      payoutAccountReady\n      payoutInProgress\n      payouts {\n        payoutId\n        amount\n        currency\n        status\n        requestedAt\n        completedAt\n      }\n    }\n  }\n": types.RequestedPayoutInfoDocument,
    "\n  mutation CreateEvent($input: EventInput!) {\n    createEvent(input: $input) {\n      eventId\n      slug\n    }\n  }\n": types.CreateEventDocument,
    "\n  mutation UpdateEvent($eventId: ID!, $input: EventInput!) {\n    updateEvent(eventId: $eventId, input: $input) {\n      eventId\n      slug\n    }\n  }\n": types.UpdateEventDocument,
    "\n  mutation PublishEvent($eventId: ID!) {\n    publishEvent(eventId: $eventId) {\n      eventId\n      status\n    }\n  }\n": types.PublishEventDocument,
    "\n  mutation UnpublishEvent($eventId: ID!) {\n    unpublishEvent(eventId: $eventId) {\n      eventId\n      status\n    }\n  }\n": types.UnpublishEventDocument,
    "\n  mutation CancelEvent($eventId: ID!) {\n    cancelEvent(eventId: $eventId) {\n      eventId\n      status\n    }\n  }\n": types.CancelEventDocument,
    "\n  mutation DeleteEvent($eventId: ID!) {\n    deleteEvent(eventId: $eventId)\n  }\n": types.DeleteEventDocument,
    "\n  mutation DuplicateEvent($eventId: ID!) {\n    duplicateEvent(eventId: $eventId) {\n      eventId\n      slug\n    }\n  }\n": types.DuplicateEventDocument,
    "\n  mutation CreateRecurringEvents($eventId: ID!, $recurrence: RecurrenceInput!) {\n    createRecurringEvents(eventId: $eventId, recurrence: $recurrence) {\n      eventId\n      slug\n      startDate\n    }\n  }\n": types.CreateRecurringEventsDocument,
    "\n  mutation UpsertEventTicket($eventId: ID!, $eventTicketId: ID, $input: EventTicketInput!) {\n    upsertEventTicket(eventId: $eventId, eventTicketId: $eventTicketId, input: $input) {\n      eventTicketId\n      ticketType\n      price\n      currency\n      repPoints\n      color\n      isActive\n      isFull\n      isPrivate\n      isSpecialGuest\n      isEnabledWishList\n      additionalGuests\n      optInShowTicketAmount\n      visibleStartAt\n      visibleEndAt\n      gratuityPercentage\n      isRequiredApproval\n      note\n      balance {\n        limitedAmount\n        availableAmount\n        releasedAmount\n        lockedAmount\n      }\n    }\n  }\n": types.UpsertEventTicketDocument,
    "\n  mutation DeleteEventTicket($eventTicketId: ID!) {\n    deleteEventTicket(eventTicketId: $eventTicketId)\n  }\n": types.DeleteEventTicketDocument,
    "\n  mutation SetEventQuestions($eventId: ID!, $questions: [EventQuestionInput!]!) {\n    setEventQuestions(eventId: $eventId, questions: $questions) {\n      eventId\n      questions {\n        questionId\n        question\n        isRequired\n      }\n    }\n  }\n": types.SetEventQuestionsDocument,
    "\n  mutation SetTicketTypesDisplay($eventId: ID!, $order: [ID!]!) {\n    setTicketTypesDisplay(eventId: $eventId, order: $order) {\n      eventTicketId\n    }\n  }\n": types.SetTicketTypesDisplayDocument,
    "\n  query EditorEvent($slugOrId: String!) {\n    event(slugOrId: $slugOrId) {\n      eventId\n      slug\n      eventType\n      displayName\n      description\n      note\n      terms\n      faqs {\n        question\n        answer\n      }\n      avatarUrl\n      startDate\n      endDate\n      timeZone\n      status\n      isPrivate\n      isListed\n      isFeatured\n      isAllInPricing\n      minimumRepScore\n      ageLimit\n      city\n      location {\n        address\n        latitude\n        longitude\n        isOnlyVisibleToApprovedAttendees\n      }\n      locationRadius {\n        address\n        isActive\n        latitude\n        longitude\n        radius\n        unitLengthType\n      }\n      optIns {\n        guestList\n        guestCount\n        publicPreview\n        displayRepScore\n        qrPass\n        guestsInvitingOthers\n        ageLimit\n        privacyPolicy {\n          title\n          fileUrl\n        }\n        socialAccountRequirements\n        questionRequirements\n        musicEmbed {\n          url\n        }\n      }\n      questions {\n        questionId\n        question\n        isRequired\n      }\n      ticketTermsPurchasePolicy\n      seriesId\n      isExpired\n      totalAvailableTickets\n      hostCounters {\n        approved\n        pending\n        totalAttendees\n        approvedTickets\n        scannedTickets\n        invitedAttendees\n        waitingTickets\n      }\n      viewerPermissions\n      clubs {\n        id\n        displayName\n      }\n      tickets {\n        eventTicketId\n        ticketType\n        price\n        currency\n        repPoints\n        pointsPrice\n        pointsClubId\n        color\n        isActive\n        isFull\n        isPrivate\n        isSpecialGuest\n        isEnabledWishList\n        wishListCount\n        additionalGuests\n        optInShowTicketAmount\n        visibleStartAt\n        visibleEndAt\n        gratuityPercentage\n        isRequiredApproval\n        note\n        balance {\n          limitedAmount\n          availableAmount\n          releasedAmount\n          lockedAmount\n          soldAmount\n          awaitingApprovalAmount\n        }\n      }\n    }\n  }\n": types.EditorEventDocument,
    "\n  query SimulateTicketCost($items: [SimulatedTicketInput!]!, $isAllInPricing: Boolean!) {\n    simulateTicketCost(items: $items, isAllInPricing: $isAllInPricing) {\n      subTotal\n      serviceFee\n      processingFee\n      totalTaxes\n      totalGratuity\n      total\n      hostBalance\n      isAllInPricing\n    }\n  }\n": types.SimulateTicketCostDocument,
    "\n  query MyCreatedEvents($first: Int!, $after: String) {\n    myCreatedEvents(first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...EventSummaryFields\n          isExpired\n          isPrivate\n          isListed\n          totalAvailableTickets\n          viewerPermissions\n        }\n      }\n    }\n  }\n": types.MyCreatedEventsDocument,
    "\n  query TimeZoneAt($latitude: Float!, $longitude: Float!) {\n    timeZoneAt(latitude: $latitude, longitude: $longitude)\n  }\n": types.TimeZoneAtDocument,
    "\n  query HostsEvents {\n    myCreatedEvents(first: 1) {\n      edges {\n        cursor\n      }\n    }\n  }\n": types.HostsEventsDocument,
    "\n  fragment EventCardFields on Event {\n    ...EventSummaryFields\n    isFeatured\n    isListFull\n    distance\n    tickets {\n      eventTicketId\n      price\n      allInPrice\n      currency\n      isActive\n    }\n  }\n": types.EventCardFieldsFragmentDoc,
    "\n  query SearchEvents($criteria: EventSearchCriteria, $first: Int!, $after: String) {\n    searchEvents(criteria: $criteria, first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...EventCardFields\n        }\n      }\n    }\n  }\n": types.SearchEventsDocument,
    "\n  query MyEvents($when: MyEventsWhen!, $first: Int!, $after: String) {\n    myEvents(when: $when, first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...EventCardFields\n          viewerAttendeeState\n          viewerPermissions\n          viewerTickets {\n            ticketId\n          }\n        }\n      }\n    }\n  }\n": types.MyEventsDocument,
    "\n  query EventPage($slugOrId: String!) {\n    event(slugOrId: $slugOrId) {\n      eventId\n      slug\n      eventType\n      displayName\n      description\n      note\n      terms\n      ticketTermsPurchasePolicy\n      faqs {\n        question\n        answer\n      }\n      avatarUrl\n      startDate\n      endDate\n      timeZone\n      status\n      isPrivate\n      isFeatured\n      isAllInPricing\n      isExpired\n      isListFull\n      ageLimit\n      minimumRepScore\n      viewerRepScore\n      city\n      location {\n        address\n        latitude\n        longitude\n        isOnlyVisibleToApprovedAttendees\n      }\n      previewOnly\n      showsDetails\n      goingCount\n      optIns {\n        privacyPolicy {\n          title\n          fileUrl\n        }\n        musicEmbed {\n          url\n        }\n        questionRequirements\n        guestList\n        guestCount\n        displayRepScore\n        qrPass\n        guestsInvitingOthers\n        socialAccountRequirements\n      }\n      questions {\n        questionId\n        question\n        isRequired\n      }\n      createdBy {\n        userId\n        name\n        userName\n        avatarUrl\n      }\n      tickets {\n        eventTicketId\n        ticketType\n        price\n        allInPrice\n        currency\n        color\n        note\n        isActive\n        isFull\n        isRequiredApproval\n        isEnabledWishList\n        viewerOnWishList\n        isSpecialGuest\n        additionalGuests\n        optInShowTicketAmount\n        gratuityPercentage\n        pointsPrice\n        pointsClubId\n        balance {\n          availableAmount\n          limitedAmount\n        }\n      }\n      viewerPermissions\n      viewerAttendeeState\n      viewerTickets {\n        ticketId\n        ticketType\n        status\n        shareState\n        qrCode\n        isShareable\n        eventTicketId\n        transactionId\n        parentTicketId\n        isSpecialGuest\n        additionalGuests\n      }\n      viewerPendingBookings {\n        transactionId\n        status\n        isWaitingListOffer\n        expiresAt\n        totalPrice\n        currency\n        quantity\n        items {\n          eventTicketId\n          quantity\n        }\n      }\n      viewerWaitingList {\n        waitingListEntryId\n        eventTicketId\n        quantity\n        status\n      }\n    }\n  }\n": types.EventPageDocument,
    "\n  mutation InviteEventTeamMember($eventId: ID!, $role: String!, $userId: ID, $email: String) {\n    inviteEventTeamMember(eventId: $eventId, role: $role, userId: $userId, email: $email) {\n      invitationId\n      status\n    }\n  }\n": types.InviteEventTeamMemberDocument,
    "\n  mutation CancelEventRoleInvitation($invitationId: String!) {\n    cancelEventRoleInvitation(invitationId: $invitationId) {\n      eventId\n    }\n  }\n": types.CancelEventRoleInvitationDocument,
    "\n  mutation RemoveEventRole($eventId: ID!, $userId: ID!, $role: String!) {\n    removeEventRole(eventId: $eventId, userId: $userId, role: $role) {\n      eventId\n    }\n  }\n": types.RemoveEventRoleDocument,
    "\n  mutation LeaveEventRole($eventId: ID!, $role: String!) {\n    leaveEventRole(eventId: $eventId, role: $role)\n  }\n": types.LeaveEventRoleDocument,
    "\n  mutation AcceptEventRoleInvitation($invitationId: String!) {\n    acceptEventRoleInvitation(invitationId: $invitationId) {\n      invitationId\n      status\n    }\n  }\n": types.AcceptEventRoleInvitationDocument,
    "\n  mutation DeclineEventRoleInvitation($invitationId: String!) {\n    declineEventRoleInvitation(invitationId: $invitationId) {\n      invitationId\n      status\n    }\n  }\n": types.DeclineEventRoleInvitationDocument,
    "\n  fragment TeamPersonFields on User {\n    userId\n    name\n    userName\n    avatarUrl\n    isVerified\n  }\n": types.TeamPersonFieldsFragmentDoc,
    "\n  query EventTeam($slugOrId: String!) {\n    event(slugOrId: $slugOrId) {\n      eventId\n      viewerPermissions\n      viewerRoles\n      viewerRoleName\n      usersRoles {\n        role\n        displayName\n        status\n        user {\n          ...TeamPersonFields\n        }\n      }\n      roleInvitations {\n        invitationId\n        role\n        roleDisplayName\n        status\n        createdAt\n        expiresAt\n        emailAddress\n        invitee {\n          ...TeamPersonFields\n        }\n      }\n    }\n  }\n": types.EventTeamDocument,
    "\n  query EventRoleInvitation($invitationId: String!) {\n    eventRoleInvitation(invitationId: $invitationId) {\n      invitationId\n      role\n      roleDisplayName\n      status\n      isExpired\n      eventId\n      eventName\n      eventSlug\n      eventAvatarUrl\n      eventStartDate\n      eventTimeZone\n      invitedBy {\n        ...TeamPersonFields\n      }\n      emailAddress\n      invitee {\n        userId\n        name\n        userName\n      }\n    }\n  }\n": types.EventRoleInvitationDocument,
    "\n  mutation AddGuest($eventId: ID!, $input: GuestInput!) {\n    addGuest(eventId: $eventId, input: $input) {\n      ...GuestListFields\n    }\n  }\n": types.AddGuestDocument,
    "\n  mutation UpdateGuest($guestId: ID!, $input: GuestInput!) {\n    updateGuest(guestId: $guestId, input: $input) {\n      ...GuestListFields\n    }\n  }\n": types.UpdateGuestDocument,
    "\n  mutation RemoveGuest($guestId: ID!) {\n    removeGuest(guestId: $guestId)\n  }\n": types.RemoveGuestDocument,
    "\n  mutation SendGuestInvite($guestId: ID!) {\n    sendGuestInvite(guestId: $guestId) {\n      guestId\n      inviteStatus\n    }\n  }\n": types.SendGuestInviteDocument,
    "\n  mutation SaveGuestList($eventId: ID!, $name: String!, $guests: [SavedGuestInput!]) {\n    saveGuestList(eventId: $eventId, name: $name, guests: $guests) {\n      name\n      guests {\n        fullName\n      }\n    }\n  }\n": types.SaveGuestListDocument,
    "\n  mutation LoadSavedGuestList($eventId: ID!, $name: String!) {\n    loadSavedGuestList(eventId: $eventId, name: $name) {\n      added\n      skipped {\n        fullName\n        email\n        phoneNumber\n      }\n    }\n  }\n": types.LoadSavedGuestListDocument,
    "\n  query GuestEvent($slugOrId: String!) {\n    event(slugOrId: $slugOrId) {\n      eventId\n      slug\n      displayName\n      viewerPermissions\n      tickets {\n        eventTicketId\n        ticketType\n        isSpecialGuest\n        balance {\n          availableAmount\n        }\n      }\n      guestCounters {\n        guests\n        guestTickets\n        checkedInGuestTickets\n        capacity\n      }\n    }\n  }\n": types.GuestEventDocument,
    "\n  fragment GuestListFields on Guest {\n    guestId\n    fullName\n    emailAddress\n    phoneNumber\n    note\n    quantity\n    checkedInQuantity\n    eventTicketId\n    inviteStatus\n    gender\n    ageRange\n    recordedGender\n    recordedAgeRange\n    customFields {\n      key\n      label\n      value\n    }\n    passLink\n    tickets {\n      ticketNo\n      passCode\n      checkedInAt\n    }\n  }\n": types.GuestListFieldsFragmentDoc,
    "\n  query EventGuests($eventId: ID!, $query: String, $filter: GuestFilterInput, $first: Int, $after: String) {\n    searchEventGuests(eventId: $eventId, query: $query, filter: $filter, first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...GuestListFields\n      }\n    }\n  }\n": types.EventGuestsDocument,
    "\n  query SavedGuestListNames {\n    savedGuestListNames\n  }\n": types.SavedGuestListNamesDocument,
    "\n  query GuestPass($token: String!) {\n    guestPass(token: $token) {\n      event {\n        slug\n        displayName\n        startDate\n        endDate\n        timeZone\n        city\n        address\n        isCancelled\n      }\n      guestName\n      quantity\n      passes {\n        ticketNo\n        passCode\n        checkedInAt\n      }\n    }\n  }\n": types.GuestPassDocument,
    "\n  query GettingStarted {\n    me {\n      userId\n      walkthrough\n      socialMedias {\n        provider\n      }\n      pendingInvites {\n        inviteId\n      }\n      acceptedInvites {\n        inviteId\n      }\n      payoutAccounts {\n        payoutAccountId\n      }\n    }\n  }\n": types.GettingStartedDocument,
    "\n  mutation SendUserInvites($emails: [String!]!) {\n    sendUserInvites(emails: $emails) {\n      inviteId\n      emailAddress\n    }\n  }\n": types.SendUserInvitesDocument,
    "\n  mutation CancelUserInvite($inviteId: ID!) {\n    cancelUserInvite(inviteId: $inviteId) {\n      userId\n      userInvitesRemaining\n    }\n  }\n": types.CancelUserInviteDocument,
    "\n  mutation AcceptUserInvite($inviteId: ID!) {\n    acceptUserInvite(inviteId: $inviteId) {\n      inviteId\n      status\n    }\n  }\n": types.AcceptUserInviteDocument,
    "\n  fragment InvitePersonFields on User {\n    userId\n    name\n    userName\n    avatarUrl\n    isVerified\n    tier\n  }\n": types.InvitePersonFieldsFragmentDoc,
    "\n  query MyInvites {\n    me {\n      userId\n      emailAddress\n      userInvitesRemaining\n      pendingInvites {\n        inviteId\n        emailAddress\n        status\n        createdAt\n      }\n      acceptedInvites {\n        inviteId\n        emailAddress\n        status\n        createdAt\n        acceptedAt\n        invitedUser {\n          ...InvitePersonFields\n        }\n      }\n    }\n  }\n": types.MyInvitesDocument,
    "\n  query UserInvite($inviteId: ID!) {\n    userInvite(inviteId: $inviteId) {\n      inviteId\n      emailAddress\n      status\n      inviter {\n        ...InvitePersonFields\n      }\n      invitedUser {\n        userId\n      }\n    }\n  }\n": types.UserInviteDocument,
    "\n  mutation AcceptTerms($version: Int!) {\n    acceptTerms(version: $version) {\n      userId\n      agreeToTermsAndConditions\n      acceptedTermsVersion\n    }\n  }\n": types.AcceptTermsDocument,
    "\n  query TermsAndPrivacy {\n    termsAndPrivacy {\n      version\n      termsAndConditionsUrl\n      privacyPolicyUrl\n    }\n  }\n": types.TermsAndPrivacyDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      notificationId\n      isRead\n      readAt\n    }\n  }\n": types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": types.MarkAllNotificationsReadDocument,
    "\n  fragment NotificationFields on Notification {\n    notificationId\n    isRead\n    readAt\n    createdAt\n    content {\n      defaultMessage\n      defaultPayload {\n        notificationType\n      }\n    }\n    customProperties {\n      key\n      value\n    }\n  }\n": types.NotificationFieldsFragmentDoc,
    "\n  query Notifications($first: Int!) {\n    notifications(first: $first) {\n      unreadCount\n      nodes {\n        ...NotificationFields\n      }\n    }\n  }\n": types.NotificationsDocument,
    "\n  query NotificationHistory($first: Int!, $after: String, $isRead: Boolean) {\n    notifications(first: $first, after: $after, isRead: $isRead) {\n      unreadCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...NotificationFields\n      }\n    }\n  }\n": types.NotificationHistoryDocument,
    "\n  mutation SaveOffer($input: OfferInput!) {\n    createOrUpdateOffer(input: $input) {\n      ...OfferFields\n    }\n  }\n": types.SaveOfferDocument,
    "\n  mutation PublishOffer($offerId: ID!, $published: Boolean!) {\n    publishOffer(offerId: $offerId, published: $published) {\n      ...OfferFields\n    }\n  }\n": types.PublishOfferDocument,
    "\n  mutation DeleteOffer($offerId: ID!) {\n    deleteOffer(offerId: $offerId)\n  }\n": types.DeleteOfferDocument,
    "\n  mutation JoinOffer($offerId: ID!) {\n    joinOffer(offerId: $offerId) {\n      ...OfferFields\n    }\n  }\n": types.JoinOfferDocument,
    "\n  mutation CheckInOffer($offerId: ID!) {\n    checkInOffer(offerId: $offerId) {\n      ...OfferFields\n    }\n  }\n": types.CheckInOfferDocument,
    "\n  mutation OpenOfferLink($offerId: ID!) {\n    openOfferLink(offerId: $offerId)\n  }\n": types.OpenOfferLinkDocument,
    "\n  mutation CompleteOffer($offerId: ID!, $proof: OfferProofInput) {\n    completeOffer(offerId: $offerId, proof: $proof) {\n      ...OfferFields\n    }\n  }\n": types.CompleteOfferDocument,
    "\n  mutation AwardOffer($offerId: ID!, $userId: ID!) {\n    awardOffer(offerId: $offerId, userId: $userId) {\n      id\n    }\n  }\n": types.AwardOfferDocument,
    "\n  mutation RedeemOffer($offerId: ID!) {\n    redeemOffer(offerId: $offerId) {\n      ...OfferRedemptionFields\n    }\n  }\n": types.RedeemOfferDocument,
    "\n  mutation ConfirmOfferRedemption($redemptionId: ID!) {\n    confirmOfferRedemption(redemptionId: $redemptionId) {\n      ...OfferRedemptionFields\n    }\n  }\n": types.ConfirmOfferRedemptionDocument,
    "\n  mutation CancelOfferRedemption($redemptionId: ID!) {\n    cancelOfferRedemption(redemptionId: $redemptionId) {\n      ...OfferRedemptionFields\n    }\n  }\n": types.CancelOfferRedemptionDocument,
    "\n  mutation DrawOfferWinners($offerId: ID!) {\n    drawOfferWinners(offerId: $offerId) {\n      ...OfferFields\n    }\n  }\n": types.DrawOfferWinnersDocument,
    "\n  fragment OfferRedemptionFields on OfferRedemption {\n    id\n    points\n    status\n    passCode\n    redeemValue\n    contact\n    createdAt\n    resolvedAt\n    user {\n      ...ClubPersonFields\n    }\n  }\n": types.OfferRedemptionFieldsFragmentDoc,
    "\n  fragment OfferFields on Offer {\n    id\n    slug\n    displayName\n    description\n    avatarUrl\n    programType\n    subType\n    kind\n    category\n    access\n    published\n    startAt\n    endAt\n    rewardPoints\n    rewardTierLevel\n    achievementId\n    redeemType\n    redeemValue\n    participantsCount\n    drawSeedHash\n    drawSeed\n    drawnAt\n    viewerStatus\n    viewerCanManage\n    club {\n      ...ClubSummaryFields\n    }\n    requirements {\n      type\n      value\n      achievementId\n    }\n    conditions {\n      minimumAge\n      minimumPoints\n      membershipAgeDays\n      notBefore\n      notAfter\n    }\n    settings {\n      maxParticipants\n      maxWinners\n      streakDays\n      requiredCount\n      location {\n        latitude\n        longitude\n        radius\n        unit\n      }\n      surveyQuestions {\n        question\n        isRequired\n      }\n      linkUrl\n      hasLink\n      socialProvider\n      promoCode\n      ticketTypeId\n      discountBuckets {\n        minimumPoints\n        percentOff\n      }\n      bonusPercent\n    }\n    viewerProgress {\n      status\n      joinedAt\n      completedAt\n      streakDays\n      checkedInToday\n      linkOpened\n      answers\n    }\n    viewerRedemption {\n      ...OfferRedemptionFields\n    }\n  }\n": types.OfferFieldsFragmentDoc,
    "\n  query ExploreOffers($filter: OfferParticipationFilter, $first: Int, $after: String) {\n    exploreOffers(filter: $filter, first: $first, after: $after) {\n      edges {\n        node {\n          ...OfferFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ExploreOffersDocument,
    "\n  query ClubOffers($clubId: ID!, $first: Int, $after: String) {\n    clubOffers(clubId: $clubId, first: $first, after: $after) {\n      edges {\n        node {\n          ...OfferFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ClubOffersDocument,
    "\n  query OfferDetail($offerId: ID!) {\n    offer(offerId: $offerId) {\n      ...OfferFields\n    }\n  }\n": types.OfferDetailDocument,
    "\n  query OfferParticipants($offerId: ID!, $first: Int) {\n    offer(offerId: $offerId) {\n      id\n      participants(first: $first) {\n        edges {\n          node {\n            id\n            status\n            joinedAt\n            completedAt\n            user {\n              ...ClubPersonFields\n            }\n          }\n        }\n      }\n      redemptions(first: $first) {\n        edges {\n          node {\n            ...OfferRedemptionFields\n          }\n        }\n      }\n    }\n  }\n": types.OfferParticipantsDocument,
    "\n  query OffersClub($idOrSlug: String!) {\n    club(idOrSlug: $idOrSlug) {\n      ...ClubSummaryFields\n    }\n  }\n": types.OffersClubDocument,
    "\n  query OfferWizardOptions($clubId: String!, $first: Int) {\n    club(idOrSlug: $clubId) {\n      id\n      tiers {\n        id\n        level\n        name\n      }\n      events(first: $first) {\n        edges {\n          node {\n            id\n            displayName\n            tickets {\n              id\n              ticketType\n            }\n          }\n        }\n      }\n    }\n    clubAchievements(clubId: $clubId, first: $first) {\n      edges {\n        node {\n          id\n          displayName\n        }\n      }\n    }\n  }\n": types.OfferWizardOptionsDocument,
    "\n  mutation StartPayoutOnboarding {\n    startPayoutOnboarding {\n      url\n      expiresAt\n    }\n  }\n": types.StartPayoutOnboardingDocument,
    "\n  mutation CompletePayoutOnboarding($state: String!) {\n    completePayoutOnboarding(state: $state) {\n      payoutAccountId\n      provider\n      status\n      displayName\n      payoutsEnabled\n      detailsSubmitted\n    }\n  }\n": types.CompletePayoutOnboardingDocument,
    "\n  mutation CreatePayoutManagementSession {\n    createPayoutManagementSession {\n      url\n      expiresAt\n    }\n  }\n": types.CreatePayoutManagementSessionDocument,
    "\n  query MyTransactions($first: Int!, $after: String) {\n    myTransactions(first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        transactionId\n        type\n        status\n        description\n        totalPrice\n        currency\n        quantity\n        paymentMethod\n        paidDateUtc\n        createdAtUtc\n        receiptUrl\n      }\n    }\n  }\n": types.MyTransactionsDocument,
    "\n  query PayoutAccounts {\n    payoutProvider\n    me {\n      userId\n      payoutAccounts {\n        payoutAccountId\n        provider\n        externalAccountId\n        status\n        displayName\n        payoutsEnabled\n        detailsSubmitted\n        createdAt\n        updatedAt\n      }\n      stripeAccount {\n        payoutAccountId\n      }\n    }\n  }\n": types.PayoutAccountsDocument,
    "\n  mutation SendPoints($input: SendPointsInput!) {\n    sendPoints(input: $input) {\n      id\n      amount\n    }\n  }\n": types.SendPointsDocument,
    "\n  mutation GrantPoints($input: GrantPointsInput!) {\n    grantPoints(input: $input) {\n      id\n      amount\n    }\n  }\n": types.GrantPointsDocument,
    "\n  mutation CreateTradeRequest($input: CreateTradeRequestInput!) {\n    createTradeRequest(input: $input) {\n      id\n      status\n    }\n  }\n": types.CreateTradeRequestDocument,
    "\n  mutation AcceptTradeRequest($tradeRequestId: ID!) {\n    acceptTradeRequest(tradeRequestId: $tradeRequestId) {\n      id\n      status\n    }\n  }\n": types.AcceptTradeRequestDocument,
    "\n  mutation DeclineTradeRequest($tradeRequestId: ID!) {\n    declineTradeRequest(tradeRequestId: $tradeRequestId) {\n      id\n      status\n    }\n  }\n": types.DeclineTradeRequestDocument,
    "\n  mutation CancelTradeRequest($tradeRequestId: ID!) {\n    cancelTradeRequest(tradeRequestId: $tradeRequestId) {\n      id\n      status\n    }\n  }\n": types.CancelTradeRequestDocument,
    "\n  mutation SetClubPointsPackages($clubId: ID!, $packages: [PointsPackageInput!]!) {\n    setClubPointsPackages(clubId: $clubId, packages: $packages) {\n      id\n    }\n  }\n": types.SetClubPointsPackagesDocument,
    "\n  fragment TradingTransactionFields on TradingTransaction {\n    id\n    type\n    amount\n    club {\n      ...ClubSummaryFields\n    }\n    counterparty {\n      ...ClubPersonFields\n    }\n    from {\n      ...ClubPersonFields\n    }\n    to {\n      ...ClubPersonFields\n    }\n    memo\n    status\n    createdAt\n    price\n    currency\n  }\n": types.TradingTransactionFieldsFragmentDoc,
    "\n  query WalletBalances {\n    walletBalances {\n      points\n      isMember\n      club {\n        ...ClubSummaryFields\n        pointsPackages {\n          id\n        }\n      }\n      tier {\n        ...ClubTierFields\n      }\n    }\n  }\n": types.WalletBalancesDocument,
    "\n  query TradingTransactions($clubId: ID, $first: Int, $after: String) {\n    tradingTransactions(clubId: $clubId, first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...TradingTransactionFields\n      }\n    }\n  }\n": types.TradingTransactionsDocument,
    "\n  query TradeRequests($open: Boolean, $first: Int, $after: String) {\n    tradeRequests(open: $open, first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        status\n        isIncoming\n        from {\n          ...ClubPersonFields\n        }\n        to {\n          ...ClubPersonFields\n        }\n        giveClub {\n          ...ClubSummaryFields\n        }\n        giveAmount\n        askClub {\n          ...ClubSummaryFields\n        }\n        askAmount\n        memo\n        expiresAt\n        createdAt\n        respondedAt\n      }\n    }\n  }\n": types.TradeRequestsDocument,
    "\n  query ManagedClubsForPoints {\n    managedClubs {\n      ...ClubSummaryFields\n    }\n  }\n": types.ManagedClubsForPointsDocument,
    "\n  query ClubPointsAdmin($idOrSlug: String!) {\n    club(idOrSlug: $idOrSlug) {\n      ...ClubSummaryFields\n      status\n      myPermissions\n      pointsIssued\n      pointsPackages {\n        id\n        pointsAmount\n        repPointsMultiplier\n        totalPoints\n        price\n        originalPrice\n        currency\n      }\n    }\n  }\n": types.ClubPointsAdminDocument,
    "\n  query ClubTradingTransactions($clubId: ID!, $first: Int, $after: String) {\n    clubTradingTransactions(clubId: $clubId, first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...TradingTransactionFields\n      }\n    }\n  }\n": types.ClubTradingTransactionsDocument,
    "\n  query TradeClubs($withUserId: ID!) {\n    walletBalances(withUserId: $withUserId) {\n      points\n      club {\n        ...ClubSummaryFields\n      }\n    }\n  }\n": types.TradeClubsDocument,
    "\n  query SearchEventSuggestions($keyword: String!, $first: Int!) {\n    searchEvents(criteria: { keyword: $keyword }, first: $first) {\n      edges {\n        node {\n          ...EventSummaryFields\n        }\n      }\n    }\n  }\n": types.SearchEventSuggestionsDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      userId\n      userName\n      name\n      firstName\n      lastName\n      bio\n      gender\n      dateOfBirth\n      isComplete\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation UpdateEmailSubscriptions($input: EmailSubscriptionsInput!) {\n    updateEmailSubscriptions(input: $input) {\n      userId\n      emailSubscriptions {\n        ...EmailSubscriptionFields\n      }\n    }\n  }\n": types.UpdateEmailSubscriptionsDocument,
    "\n  mutation DeactivateAccount {\n    deactivateAccount {\n      userId\n      isDeactivated\n    }\n  }\n": types.DeactivateAccountDocument,
    "\n  mutation ActivateAccount {\n    activateAccount {\n      userId\n      isDeactivated\n    }\n  }\n": types.ActivateAccountDocument,
    "\n  mutation DeletePasskey($id: ID!) {\n    deletePasskey(id: $id)\n  }\n": types.DeletePasskeyDocument,
    "\n  mutation DeleteAccount {\n    deleteAccount {\n      deletedAt\n      recoverableUntil\n    }\n  }\n": types.DeleteAccountDocument,
    "\n  mutation StartPhoneNumberChange($phoneNumber: String!) {\n    startPhoneNumberChange(phoneNumber: $phoneNumber) {\n      nextResend\n      expiredDate\n    }\n  }\n": types.StartPhoneNumberChangeDocument,
    "\n  mutation ConfirmPhoneNumberChange($phoneNumber: String!, $code: String!) {\n    confirmPhoneNumberChange(phoneNumber: $phoneNumber, code: $code) {\n      userId\n      phoneNumber\n      isPhoneNumberVerified\n      isComplete\n    }\n  }\n": types.ConfirmPhoneNumberChangeDocument,
    "\n  mutation UpdateAddress($input: UpdateAddressInput!) {\n    updateAddress(input: $input) {\n      ...AddressFields\n    }\n  }\n": types.UpdateAddressDocument,
    "\n  mutation SetSocialMedia($provider: String!, $value: String!) {\n    setSocialMedia(provider: $provider, value: $value) {\n      ...SocialMediaFields\n    }\n  }\n": types.SetSocialMediaDocument,
    "\n  mutation RemoveSocialMedia($provider: String!) {\n    removeSocialMedia(provider: $provider) {\n      ...SocialMediaFields\n    }\n  }\n": types.RemoveSocialMediaDocument,
    "\n  fragment AddressFields on User {\n    userId\n    countryCode\n    address {\n      line1\n      line2\n      city\n      region\n      postalCode\n      countryCode\n    }\n  }\n": types.AddressFieldsFragmentDoc,
    "\n  fragment SocialMediaFields on User {\n    userId\n    socialMedias {\n      provider\n      value\n    }\n  }\n": types.SocialMediaFieldsFragmentDoc,
    "\n  fragment EmailSubscriptionFields on EmailSubscriptions {\n    productUpdates\n    eventReminders\n    clubNews\n    marketing\n  }\n": types.EmailSubscriptionFieldsFragmentDoc,
    "\n  query ProfileSettings {\n    me {\n      userId\n      isDeactivated\n      emailSubscriptions {\n        ...EmailSubscriptionFields\n      }\n    }\n  }\n": types.ProfileSettingsDocument,
    "\n  query PasskeyList {\n    passkeyCredentials {\n      id\n      name\n      createdAt\n      lastUsedAt\n      deviceType\n      backedUp\n    }\n  }\n": types.PasskeyListDocument,
    "\n  query MyAddress {\n    me {\n      ...AddressFields\n    }\n  }\n": types.MyAddressDocument,
    "\n  query MySocialMedias {\n    me {\n      ...SocialMediaFields\n    }\n  }\n": types.MySocialMediasDocument,
    "\n  query CurrentUser {\n    me {\n      userId\n      userName\n      name\n      firstName\n      lastName\n      emailAddress\n      verifiedEmailAddress\n      phoneNumber\n      gender\n      dateOfBirth\n      avatarUrl\n      bio\n      isVerified\n      tier\n      isComplete\n      isDeleted\n      isPhoneNumberVerified\n      agreeToTermsAndConditions\n      acceptedTermsVersion\n    }\n  }\n": types.CurrentUserDocument,
    "\n  mutation UpdateWalkthrough($steps: [String!]!) {\n    updateWalkthrough(steps: $steps) {\n      userId\n      walkthrough\n    }\n  }\n": types.UpdateWalkthroughDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClubSummaryFields on Club {\n    id\n    slug\n    displayName\n    colors {\n      primary\n      secondary\n    }\n    images {\n      avatarUrl\n    }\n  }\n"): typeof import('./graphql').ClubSummaryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClubTierFields on ClubTier {\n    id\n    level\n    name\n    minimumPoints\n    imageUrl\n    colors {\n      primary\n      secondary\n    }\n  }\n"): typeof import('./graphql').ClubTierFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClubPersonFields on ClubPerson {\n    userId\n    name\n    userName\n    avatarUrl\n  }\n"): typeof import('./graphql').ClubPersonFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventSummaryFields on Event {\n    eventId\n    slug\n    displayName\n    avatarUrl\n    startDate\n    endDate\n    timeZone\n    city\n    status\n  }\n"): typeof import('./graphql').EventSummaryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserSearch($keyword: String!, $limit: Int!) {\n    searchUsers(keyword: $keyword, offset: 0, limit: $limit) {\n      totalCount\n      nodes {\n        userId\n        name\n        userName\n        emailAddress\n        avatarUrl\n        isVerified\n        tier\n      }\n    }\n  }\n"): typeof import('./graphql').UserSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveAchievement($input: AchievementInput!) {\n    createOrUpdateAchievement(input: $input) {\n      ...AchievementFields\n    }\n  }\n"): typeof import('./graphql').SaveAchievementDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAchievement($achievementId: ID!) {\n    deleteAchievement(achievementId: $achievementId) {\n      achievementId\n      archived\n    }\n  }\n"): typeof import('./graphql').DeleteAchievementDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AwardAchievement($achievementId: ID!, $userId: ID!) {\n    awardAchievement(achievementId: $achievementId, userId: $userId) {\n      awarded\n      achievement {\n        ...AchievementFields\n      }\n    }\n  }\n"): typeof import('./graphql').AwardAchievementDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AchievementFields on Achievement {\n    id\n    slug\n    displayName\n    bio\n    avatarUrl\n    category\n    categoryLabel\n    status\n    isHidden\n    activeFromUtc\n    activeToUtc\n    maxSupply\n    awardedCount\n    remainingSupply\n    isActive\n    viewerHolds\n    viewerAwardedAt\n    viewerCanManage\n    club {\n      ...ClubSummaryFields\n    }\n  }\n"): typeof import('./graphql').AchievementFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AchievementsClubAdmin($idOrSlug: String!) {\n    club(idOrSlug: $idOrSlug) {\n      ...ClubSummaryFields\n      status\n      myPermissions\n    }\n  }\n"): typeof import('./graphql').AchievementsClubAdminDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClubAchievements($clubId: String!, $includeArchived: Boolean, $first: Int, $after: String) {\n    clubAchievements(clubId: $clubId, includeArchived: $includeArchived, first: $first, after: $after) {\n      edges {\n        node {\n          ...AchievementFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): typeof import('./graphql').ClubAchievementsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AchievementDetail($achievementId: ID!) {\n    achievement(achievementId: $achievementId) {\n      ...AchievementFields\n      createdAt\n      statistics {\n        total\n        underEighteen\n        ageUnknown\n        ageRanges {\n          range\n          count\n        }\n        genders {\n          gender\n          count\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AchievementDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserAchievements($userId: ID!, $first: Int, $after: String) {\n    userAchievements(userId: $userId, first: $first, after: $after) {\n      edges {\n        node {\n          ...AchievementFields\n          holderAwardedAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): typeof import('./graphql').UserAchievementsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      userId\n      userName\n      name\n      emailAddress\n      phoneNumber\n      gender\n      dateOfBirth\n      isComplete\n      isPhoneNumberVerified\n    }\n  }\n"): typeof import('./graphql').CompleteProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendPhoneVerificationCode {\n    sendPhoneVerificationCode {\n      nextResend\n      expiredDate\n    }\n  }\n"): typeof import('./graphql').SendPhoneVerificationCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyPhoneNumber($code: String!) {\n    verifyPhoneNumber(code: $code) {\n      userId\n      phoneNumber\n      isPhoneNumberVerified\n    }\n  }\n"): typeof import('./graphql').VerifyPhoneNumberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeletedAccount {\n    me {\n      userId\n      name\n      emailAddress\n      isDeleted\n      recoverableUntil\n    }\n  }\n"): typeof import('./graphql').DeletedAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PasskeyCredentials {\n    passkeyCredentials {\n      id\n    }\n  }\n"): typeof import('./graphql').PasskeyCredentialsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventAttendeesList($eventId: ID!, $filter: EventAttendeesFilterInput, $first: Int!, $after: String) {\n    eventAttendees(eventId: $eventId, filter: $filter, first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      counts {\n        all\n        pending\n        approved\n        declined\n        checkedIn\n      }\n      nodes {\n        userId\n        attendeeState\n        attendeeRole\n        approvalAt\n        createdAt\n        checkedInCount\n        privacyPolicyState\n        repScore\n        user {\n          userId\n          name\n          userName\n          avatarUrl\n        }\n        referredBy {\n          userId\n          name\n          userName\n        }\n        questionRequirementAnswers {\n          question\n          answer\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').EventAttendeesListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttendeeDetail($eventId: ID!, $userId: ID!) {\n    eventAttendee(eventId: $eventId, userId: $userId) {\n      userId\n      attendeeState\n      attendeeRoles\n      approvalAt\n      createdAt\n      checkedInCount\n      note\n      isActive\n      privacyPolicyState\n      repScore\n      missingRequiredAnswers\n      user {\n        userId\n        name\n        userName\n        avatarUrl\n      }\n      approvalUser {\n        userId\n        name\n        userName\n      }\n      referredBy {\n        userId\n        name\n        userName\n      }\n      questionRequirementAnswers {\n        question\n        answer\n      }\n      tickets {\n        ticketId\n        ticketType\n        status\n        createdAt\n      }\n      bookings {\n        transactionId\n        type\n        status\n        quantity\n        totalPrice\n        currency\n        createdAtUtc\n      }\n    }\n  }\n"): typeof import('./graphql').AttendeeDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttendeeStatistics($eventId: ID!) {\n    attendeeStatistics(eventId: $eventId) {\n      total\n      underEighteen\n      ageUnknown\n      ageRanges {\n        range\n        count\n      }\n      genders {\n        gender\n        count\n      }\n    }\n  }\n"): typeof import('./graphql').AttendeeStatisticsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventTicketSummary($eventId: ID!) {\n    eventTicketSummary(eventId: $eventId) {\n      eventTicketId\n      ticketType\n      limitedAmount\n      approvedTickets\n      pendingTickets\n      checkedInTickets\n    }\n  }\n"): typeof import('./graphql').EventTicketSummaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndoAttendee($eventId: ID!, $userId: ID!) {\n    undoAttendee(eventId: $eventId, userId: $userId) {\n      userId\n      attendeeState\n    }\n  }\n"): typeof import('./graphql').UndoAttendeeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAttendeeNote($eventId: ID!, $userId: ID!, $note: String!) {\n    setAttendeeNote(eventId: $eventId, userId: $userId, note: $note) {\n      userId\n      note\n    }\n  }\n"): typeof import('./graphql').SetAttendeeNoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PurchaseTickets($input: PurchaseTicketsInput!) {\n    purchaseTickets(input: $input) {\n      paymentUrl\n      booking {\n        transactionId\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').PurchaseTicketsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RsvpEvent($input: RsvpInput!) {\n    rsvpEvent(input: $input) {\n      transactionId\n      status\n    }\n  }\n"): typeof import('./graphql').RsvpEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmCheckout($transactionId: ID!) {\n    confirmCheckout(transactionId: $transactionId) {\n      transactionId\n      status\n      quantity\n      tickets {\n        ticketId\n      }\n    }\n  }\n"): typeof import('./graphql').ConfirmCheckoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelCheckout($transactionId: ID!) {\n    cancelCheckout(transactionId: $transactionId) {\n      transactionId\n      status\n    }\n  }\n"): typeof import('./graphql').CancelCheckoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinWaitingList($eventTicketId: ID!, $quantity: Int!) {\n    joinWaitingList(eventTicketId: $eventTicketId, quantity: $quantity) {\n      waitingListEntryId\n      status\n    }\n  }\n"): typeof import('./graphql').JoinWaitingListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinTicketWishList($eventTicketId: ID!) {\n    joinTicketWishList(eventTicketId: $eventTicketId)\n  }\n"): typeof import('./graphql').JoinTicketWishListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveTicketWishList($eventTicketId: ID!) {\n    leaveTicketWishList(eventTicketId: $eventTicketId)\n  }\n"): typeof import('./graphql').LeaveTicketWishListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveWaitingList($eventTicketId: ID!) {\n    leaveWaitingList(eventTicketId: $eventTicketId) {\n      waitingListEntryId\n      status\n    }\n  }\n"): typeof import('./graphql').LeaveWaitingListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayWaitingListOffer($transactionId: ID!) {\n    payWaitingListOffer(transactionId: $transactionId) {\n      paymentUrl\n      booking {\n        transactionId\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').PayWaitingListOfferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShareTicket($ticketId: ID!) {\n    shareTicket(ticketId: $ticketId) {\n      url\n      ticket {\n        ticketId\n        shareState\n      }\n    }\n  }\n"): typeof import('./graphql').ShareTicketDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefundBooking($transactionId: ID!) {\n    refundBooking(transactionId: $transactionId) {\n      transactionId\n      status\n    }\n  }\n"): typeof import('./graphql').RefundBookingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeTicketShare($ticketId: ID!) {\n    revokeTicketShare(ticketId: $ticketId) {\n      ticketId\n      shareState\n    }\n  }\n"): typeof import('./graphql').RevokeTicketShareDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClaimSharedTicket($ticketId: ID!, $token: String!) {\n    claimSharedTicket(ticketId: $ticketId, token: $token) {\n      ticketId\n      status\n    }\n  }\n"): typeof import('./graphql').ClaimSharedTicketDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveAttendee($eventId: ID!, $userId: ID!) {\n    approveAttendee(eventId: $eventId, userId: $userId) {\n      userId\n      attendeeState\n    }\n  }\n"): typeof import('./graphql').ApproveAttendeeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineAttendee($eventId: ID!, $userId: ID!) {\n    declineAttendee(eventId: $eventId, userId: $userId) {\n      userId\n      attendeeState\n    }\n  }\n"): typeof import('./graphql').DeclineAttendeeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalculateTicketCost(\n    $eventId: ID!\n    $items: [TicketCostItemInput!]!\n    $referralCode: String\n    $gratuityPercentage: Int\n  ) {\n    calculateTicketCost(\n      eventId: $eventId\n      items: $items\n      referralCode: $referralCode\n      gratuityPercentage: $gratuityPercentage\n    ) {\n      subTotal\n      serviceFee\n      processingFee\n      totalTaxes\n      totalGratuity\n      total\n      isAllInPricing\n    }\n  }\n"): typeof import('./graphql').CalculateTicketCostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyReferralCode {\n    myReferralCode\n  }\n"): typeof import('./graphql').MyReferralCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingAttendees($eventId: ID!, $first: Int!, $after: String, $referredByMe: Boolean) {\n    eventAttendees(\n      eventId: $eventId\n      state: \"PENDING\"\n      first: $first\n      after: $after\n      referredByMe: $referredByMe\n    ) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        userId\n        attendeeState\n        approvalAt\n        user {\n          userId\n          name\n          userName\n          avatarUrl\n        }\n        questionRequirementAnswers {\n          question\n          answer\n        }\n        referredBy {\n          userId\n          name\n          userName\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PendingAttendeesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReactToPrivacyPolicy($eventId: ID!, $accept: Boolean!) {\n    reactToPrivacyPolicy(eventId: $eventId, accept: $accept)\n  }\n"): typeof import('./graphql').ReactToPrivacyPolicyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerEventQuestions($eventId: ID!, $answers: [EventQuestionAnswerInput!]!) {\n    answerEventQuestions(eventId: $eventId, answers: $answers) {\n      missingQuestionIds\n    }\n  }\n"): typeof import('./graphql').AnswerEventQuestionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConnectSocialForEvent($provider: String!, $value: String!) {\n    setSocialMedia(provider: $provider, value: $value) {\n      userId\n    }\n  }\n"): typeof import('./graphql').ConnectSocialForEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AttendeeInviteLink($eventId: ID!) {\n    createEventInviteLink(eventId: $eventId) {\n      url\n    }\n  }\n"): typeof import('./graphql').AttendeeInviteLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApprovedAttendees($eventId: ID!, $first: Int, $after: String) {\n    approvedAttendees(eventId: $eventId, first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        userId\n        name\n        userName\n        avatarUrl\n        repScore\n      }\n    }\n  }\n"): typeof import('./graphql').ApprovedAttendeesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyEventOptIns($eventId: ID!) {\n    myPolicyReaction(eventId: $eventId)\n    myEventAnswers(eventId: $eventId) {\n      answers {\n        questionId\n        answer\n      }\n      missingQuestionIds\n    }\n    me {\n      userId\n      socialMedias {\n        provider\n        value\n      }\n    }\n  }\n"): typeof import('./graphql').MyEventOptInsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventSocialReach($eventId: ID!) {\n    eventSocialReach(eventId: $eventId) {\n      approvedAttendees\n      providers {\n        provider\n        isRequired\n        connected\n      }\n    }\n  }\n"): typeof import('./graphql').EventSocialReachDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveScanningZone($eventId: ID!, $input: ScanningZoneInput!) {\n    saveScanningZone(eventId: $eventId, input: $input) {\n      id\n      name\n      eventTicketIds\n      maxScans\n    }\n  }\n"): typeof import('./graphql').SaveScanningZoneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteScanningZone($eventId: ID!, $zoneId: ID!) {\n    deleteScanningZone(eventId: $eventId, zoneId: $zoneId)\n  }\n"): typeof import('./graphql').DeleteScanningZoneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckInEvent($slugOrId: String!) {\n    event(slugOrId: $slugOrId) {\n      eventId\n      timeZone\n      viewerPermissions\n      tickets {\n        eventTicketId\n        ticketType\n      }\n      scanningZones {\n        id\n        name\n        eventTicketIds\n        maxScans\n      }\n      scanConflictCount\n      hostCounters {\n        approvedTickets\n        scannedTickets\n      }\n      guestCounters {\n        guestTickets\n        checkedInGuestTickets\n      }\n    }\n  }\n"): typeof import('./graphql').CheckInEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScanConflicts($eventId: ID!) {\n    scanConflicts(eventId: $eventId) {\n      id\n      holderName\n      scannedAt\n      deviceName\n      keptScanAt\n      message\n    }\n  }\n"): typeof import('./graphql').ScanConflictsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyScannerEvents {\n    myScannerEvents {\n      eventId\n      displayName\n      startDate\n      endDate\n      timeZone\n      city\n    }\n  }\n"): typeof import('./graphql').MyScannerEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScannerManifest($eventId: ID!) {\n    scannerManifest(eventId: $eventId) {\n      eventId\n      displayName\n      startDate\n      endDate\n      timeZone\n      generatedAt\n      zones {\n        id\n        name\n        eventTicketIds\n        maxScans\n      }\n      tickets {\n        ticketId\n        codeHash\n        holderName\n        ticketType\n        eventTicketId\n        admissions\n        scansUsed\n        admittedCount\n        zoneScans {\n          zoneId\n          scansUsed\n          admittedCount\n        }\n        refusal\n      }\n      guests {\n        guestId\n        fullName\n        eventTicketId\n        quantity\n        checkedInQuantity\n        passes {\n          guestTicketId\n          codeHash\n          checkedIn\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ScannerManifestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ScanVerdictFields on ScanVerdict {\n    outcome\n    refusal\n    message\n    holderName\n    avatarUrl\n    ticketType\n    ticketId\n    guestId\n    admitted\n    scansUsed\n    maxScans\n  }\n"): typeof import('./graphql').ScanVerdictFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckIn($eventId: ID!, $input: ScanInput!) {\n    checkIn(eventId: $eventId, input: $input) {\n      ...ScanVerdictFields\n    }\n  }\n"): typeof import('./graphql').CheckInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SyncScans($eventId: ID!, $scans: [ScanInput!]!) {\n    syncScans(eventId: $eventId, scans: $scans) {\n      scanId\n      status\n      verdict {\n        ...ScanVerdictFields\n      }\n    }\n  }\n"): typeof import('./graphql').SyncScansDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateClub($input: CreateClubInput!) {\n    createClub(input: $input) {\n      id\n      slug\n    }\n  }\n"): typeof import('./graphql').CreateClubDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishClub($clubId: ID!) {\n    publishClub(clubId: $clubId) {\n      id\n      published\n      status\n    }\n  }\n"): typeof import('./graphql').PublishClubDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateClub($clubId: ID!, $input: UpdateClubInput!) {\n    updateClub(clubId: $clubId, input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').UpdateClubDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeClubSlug($clubId: ID!, $slug: String!) {\n    changeClubSlug(clubId: $clubId, slug: $slug) {\n      id\n      slug\n    }\n  }\n"): typeof import('./graphql').ChangeClubSlugDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetClubStatus($clubId: ID!, $status: ClubStatus!) {\n    setClubStatus(clubId: $clubId, status: $status) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').SetClubStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetClubTiers($clubId: ID!, $tiers: [ClubTierInput!]!) {\n    setClubTiers(clubId: $clubId, tiers: $tiers) {\n      id\n    }\n  }\n"): typeof import('./graphql').SetClubTiersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateClubInvite($input: CreateClubInviteInput!) {\n    createClubInvite(input: $input) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').CreateClubInviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeClubInvite($inviteId: ID!) {\n    revokeClubInvite(inviteId: $inviteId) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').RevokeClubInviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptClubInvite($inviteId: ID!) {\n    acceptClubInvite(inviteId: $inviteId) {\n      id\n      slug\n    }\n  }\n"): typeof import('./graphql').AcceptClubInviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineClubInvite($inviteId: ID!) {\n    declineClubInvite(inviteId: $inviteId) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').DeclineClubInviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeClubRole($clubId: ID!, $userId: ID!, $role: ClubRole!) {\n    changeClubRole(clubId: $clubId, userId: $userId, role: $role) {\n      userId\n      role\n    }\n  }\n"): typeof import('./graphql').ChangeClubRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveClubTeamMember($clubId: ID!, $userId: ID!) {\n    removeClubTeamMember(clubId: $clubId, userId: $userId) {\n      id\n    }\n  }\n"): typeof import('./graphql').RemoveClubTeamMemberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestClubOwnershipTransfer($clubId: ID!, $userId: ID!) {\n    requestClubOwnershipTransfer(clubId: $clubId, userId: $userId) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').RequestClubOwnershipTransferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptClubOwnershipTransfer($transferId: ID!) {\n    acceptClubOwnershipTransfer(transferId: $transferId) {\n      id\n    }\n  }\n"): typeof import('./graphql').AcceptClubOwnershipTransferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineClubOwnershipTransfer($transferId: ID!) {\n    declineClubOwnershipTransfer(transferId: $transferId) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').DeclineClubOwnershipTransferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelClubOwnershipTransfer($transferId: ID!) {\n    cancelClubOwnershipTransfer(transferId: $transferId) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').CancelClubOwnershipTransferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ManagedClubFields on Club {\n    ...ClubSummaryFields\n    status\n    published\n    memberCount\n    isOwner\n    myRole\n    images {\n      coverUrl\n    }\n  }\n"): typeof import('./graphql').ManagedClubFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClubInviteFields on ClubInvite {\n    id\n    kind\n    role\n    memo\n    email\n    status\n    uses\n    usesPerInvite\n    expiresAt\n    createdAt\n    invitee {\n      ...ClubPersonFields\n    }\n    invitedBy {\n      ...ClubPersonFields\n    }\n  }\n"): typeof import('./graphql').ClubInviteFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManagedClubs {\n    managedClubs {\n      ...ManagedClubFields\n    }\n  }\n"): typeof import('./graphql').ManagedClubsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyClubInvites {\n    myClubInvites {\n      ...ClubInviteFields\n      club {\n        ...ManagedClubFields\n      }\n    }\n  }\n"): typeof import('./graphql').MyClubInvitesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClubInvite($inviteId: ID!) {\n    clubInvite(inviteId: $inviteId) {\n      ...ClubInviteFields\n      club {\n        ...ManagedClubFields\n      }\n    }\n  }\n"): typeof import('./graphql').ClubInviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClubAdmin($idOrSlug: String!) {\n    club(idOrSlug: $idOrSlug) {\n      ...ManagedClubFields\n      bio\n      access\n      createdAt\n      myPermissions\n      socialAccounts {\n        provider\n        handle\n      }\n      owner {\n        ...ClubPersonFields\n      }\n      tiers {\n        ...ClubTierFields\n      }\n      pendingOwnershipTransfer {\n        id\n        status\n        createdAt\n        from {\n          ...ClubPersonFields\n        }\n        to {\n          ...ClubPersonFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ClubAdminDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClubTeam($idOrSlug: String!) {\n    club(idOrSlug: $idOrSlug) {\n      id\n      displayName\n      isOwner\n      myRole\n      myPermissions\n      owner {\n        ...ClubPersonFields\n      }\n      teamMembers {\n        userId\n        kind\n        role\n        roleDisplayName\n        since\n        person {\n          ...ClubPersonFields\n        }\n      }\n      teamCollaborators {\n        userId\n        kind\n        role\n        roleDisplayName\n        since\n        person {\n          ...ClubPersonFields\n        }\n      }\n      invites {\n        ...ClubInviteFields\n      }\n      pendingOwnershipTransfer {\n        id\n        status\n        createdAt\n        from {\n          ...ClubPersonFields\n        }\n        to {\n          ...ClubPersonFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ClubTeamDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClubSlugAvailable($slug: String!, $clubId: ID) {\n    clubSlugAvailable(slug: $slug, clubId: $clubId)\n  }\n"): typeof import('./graphql').ClubSlugAvailableDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinClub($clubId: ID!, $inviteId: ID) {\n    joinClub(clubId: $clubId, inviteId: $inviteId) {\n      id\n      isMember\n      canJoin\n      memberCount\n    }\n  }\n"): typeof import('./graphql').JoinClubDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveClub($clubId: ID!) {\n    leaveClub(clubId: $clubId) {\n      id\n      isMember\n      canJoin\n      memberCount\n    }\n  }\n"): typeof import('./graphql').LeaveClubDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetEventClubs($eventId: ID!, $clubIds: [ID!]!) {\n    setEventClubs(eventId: $eventId, clubIds: $clubIds) {\n      eventId\n      clubs {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').SetEventClubsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BuyPoints($clubId: ID!, $packageId: ID!, $idempotencyKey: String!) {\n    buyPoints(clubId: $clubId, packageId: $packageId, idempotencyKey: $idempotencyKey) {\n      paymentUrl\n      purchase {\n        id\n        status\n        points\n      }\n    }\n  }\n"): typeof import('./graphql').BuyPointsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmPointsPurchase($purchaseId: ID!) {\n    confirmPointsPurchase(purchaseId: $purchaseId) {\n      id\n      status\n      points\n      price\n      currency\n    }\n  }\n"): typeof import('./graphql').ConfirmPointsPurchaseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClubEventFields on Event {\n    ...EventSummaryFields\n    isExpired\n  }\n"): typeof import('./graphql').ClubEventFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClubPage($idOrSlug: String!, $first: Int, $after: String) {\n    club(idOrSlug: $idOrSlug) {\n      ...ClubSummaryFields\n      bio\n      status\n      access\n      published\n      images {\n        coverUrl\n      }\n      socialAccounts {\n        provider\n        handle\n      }\n      memberCount\n      isMember\n      canJoin\n      joinRefusal\n      isOwner\n      myRole\n      myPermissions\n      tiers {\n        ...ClubTierFields\n      }\n      myMembership {\n        joinedAt\n        points\n        pointsToNextTier\n        tier {\n          ...ClubTierFields\n        }\n        nextTier {\n          ...ClubTierFields\n        }\n      }\n      defaultBuyPointsOffer {\n        packages {\n          id\n        }\n      }\n      events(first: $first, after: $after) {\n        edges {\n          cursor\n          node {\n            ...ClubEventFields\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ClubPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClubBuyPoints($idOrSlug: String!) {\n    club(idOrSlug: $idOrSlug) {\n      ...ClubSummaryFields\n      isMember\n      canJoin\n      joinRefusal\n      myMembership {\n        points\n        tier {\n          ...ClubTierFields\n        }\n      }\n      defaultBuyPointsOffer {\n        packages {\n          id\n          pointsAmount\n          repPointsMultiplier\n          totalPoints\n          price\n          originalPrice\n          currency\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ClubBuyPointsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClubEventsAdmin($idOrSlug: String!, $first: Int, $after: String) {\n    club(idOrSlug: $idOrSlug) {\n      id\n      slug\n      displayName\n      myPermissions\n      events(first: $first, after: $after) {\n        edges {\n          cursor\n          node {\n            ...ClubEventFields\n            viewerPermissions\n            clubs {\n              id\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ClubEventsAdminDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditableEventsForClub($after: String) {\n    myCreatedEvents(first: 100, after: $after) {\n      edges {\n        node {\n          eventId\n          displayName\n          viewerPermissions\n          clubs {\n            id\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): typeof import('./graphql').EditableEventsForClubDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventClubsTab($slugOrId: String!) {\n    event(slugOrId: $slugOrId) {\n      eventId\n      viewerPermissions\n      clubs {\n        id\n        slug\n        displayName\n        myPermissions\n        images {\n          avatarUrl\n        }\n      }\n    }\n    managedClubs {\n      id\n      slug\n      displayName\n      myPermissions\n      images {\n        avatarUrl\n      }\n    }\n  }\n"): typeof import('./graphql').EventClubsTabDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShellClubs {\n    managedClubs {\n      id\n      slug\n      events(first: 1) {\n        edges {\n          cursor\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ShellClubsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeClubMemberships {\n    myClubMemberships {\n      joinedAt\n      points\n      pointsToNextTier\n      tier {\n        ...ClubTierFields\n      }\n      nextTier {\n        id\n        name\n      }\n      club {\n        ...ClubSummaryFields\n      }\n    }\n  }\n"): typeof import('./graphql').HomeClubMembershipsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddContact($input: ContactInput!) {\n    addContact(input: $input) {\n      contactId\n    }\n  }\n"): typeof import('./graphql').AddContactDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateContact($contactId: ID!, $input: ContactInput!) {\n    updateContact(contactId: $contactId, input: $input) {\n      contactId\n    }\n  }\n"): typeof import('./graphql').UpdateContactDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteContact($contactId: ID!) {\n    deleteContact(contactId: $contactId)\n  }\n"): typeof import('./graphql').DeleteContactDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateContactGroup($groupName: String!) {\n    createContactGroup(groupName: $groupName) {\n      groupId\n      groupName\n    }\n  }\n"): typeof import('./graphql').CreateContactGroupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateContactGroup($groupId: ID!, $groupName: String!) {\n    updateContactGroup(groupId: $groupId, groupName: $groupName) {\n      groupId\n      groupName\n    }\n  }\n"): typeof import('./graphql').UpdateContactGroupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteContactGroup($groupId: ID!) {\n    deleteContactGroup(groupId: $groupId)\n  }\n"): typeof import('./graphql').DeleteContactGroupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportContacts($csv: String, $rows: [ContactImportRowInput!], $groupId: ID) {\n    importContacts(csv: $csv, rows: $rows, groupId: $groupId) {\n      row\n      status\n      message\n    }\n  }\n"): typeof import('./graphql').ImportContactsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteToEvent($input: InviteToEventInput!) {\n    inviteToEvent(input: $input) {\n      invitationId\n      emailAddress\n    }\n  }\n"): typeof import('./graphql').InviteToEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEventInviteLink($eventId: ID!, $rotate: Boolean) {\n    createEventInviteLink(eventId: $eventId, rotate: $rotate) {\n      url\n    }\n  }\n"): typeof import('./graphql').CreateEventInviteLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecideEventInvitation($invitationId: ID!, $approve: Boolean!) {\n    decideEventInvitation(invitationId: $invitationId, approve: $approve) {\n      invitationId\n      status\n    }\n  }\n"): typeof import('./graphql').DecideEventInvitationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptEventInvitation($inviteId: String!) {\n    acceptEventInvitation(inviteId: $inviteId) {\n      invitationId\n      status\n    }\n  }\n"): typeof import('./graphql').AcceptEventInvitationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineEventInvitation($inviteId: String!) {\n    declineEventInvitation(inviteId: $inviteId) {\n      invitationId\n      status\n    }\n  }\n"): typeof import('./graphql').DeclineEventInvitationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InviteInfoFields on InviteInfo {\n    giftTicket {\n      name\n      quantity\n    }\n    privateTicket {\n      name\n      quantity\n    }\n  }\n"): typeof import('./graphql').InviteInfoFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InviteEvent($slugOrId: String!) {\n    event(slugOrId: $slugOrId) {\n      eventId\n      slug\n      displayName\n      status\n      viewerPermissions\n      tickets {\n        eventTicketId\n        ticketType\n        isPrivate\n        isActive\n      }\n    }\n  }\n"): typeof import('./graphql').InviteEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Contacts($first: Int, $after: String, $groupId: ID, $search: String, $eventId: ID) {\n    contacts(first: $first, after: $after, groupId: $groupId, search: $search, eventId: $eventId) {\n      nodes {\n        contactId\n        name\n        emailAddress\n        phoneNumber\n        userId\n        group {\n          groupId\n          groupName\n        }\n        invitationStatus\n        inviteInfo {\n          ...InviteInfoFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): typeof import('./graphql').ContactsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactGroups {\n    contactGroups {\n      groupId\n      groupName\n    }\n  }\n"): typeof import('./graphql').ContactGroupsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventInvitations($eventId: ID!, $first: Int, $after: String) {\n    eventInvitations(eventId: $eventId, first: $first, after: $after) {\n      nodes {\n        invitationId\n        emailAddress\n        status\n        source\n        user {\n          userId\n          name\n          userName\n        }\n        inviteInfo {\n          ...InviteInfoFields\n        }\n        createdAt\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    uniqueInviteeCount(eventId: $eventId)\n  }\n"): typeof import('./graphql').EventInvitationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventInvitationView($inviteId: String!) {\n    eventInvitation(inviteId: $inviteId) {\n      formattedInviteId\n      isLink\n      status\n      message\n      inviterName\n      event {\n        eventId\n        slug\n        displayName\n        startDate\n        avatarUrl\n      }\n      inviteInfo {\n        ...InviteInfoFields\n      }\n    }\n  }\n"): typeof import('./graphql').EventInvitationViewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddEventComment($input: AddEventCommentInput!) {\n    addEventComment(input: $input) {\n      commentId\n    }\n  }\n"): typeof import('./graphql').AddEventCommentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteEventComment($commentId: ID!) {\n    deleteEventComment(commentId: $commentId)\n  }\n"): typeof import('./graphql').DeleteEventCommentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditEventComment($commentId: ID!, $comment: String!) {\n    editEventComment(commentId: $commentId, comment: $comment) {\n      commentId\n      comment\n      editedAt\n    }\n  }\n"): typeof import('./graphql').EditEventCommentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReactToComment($commentId: ID!, $reaction: String!) {\n    reactToComment(commentId: $commentId, reaction: $reaction) {\n      commentId\n    }\n  }\n"): typeof import('./graphql').ReactToCommentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCommentReaction($commentId: ID!, $reaction: String!) {\n    removeCommentReaction(commentId: $commentId, reaction: $reaction) {\n      commentId\n    }\n  }\n"): typeof import('./graphql').RemoveCommentReactionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventCommentFields on EventComment {\n    commentId\n    comment\n    parentCommentId\n    medias\n    createdAt\n    editedAt\n    reactions {\n      reaction\n      count\n    }\n    myReactions\n    canEdit\n    canDelete\n    author {\n      userId\n      name\n      userName\n      avatarUrl\n    }\n  }\n"): typeof import('./graphql').EventCommentFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventComments($eventId: ID!, $first: Int, $after: String) {\n    eventComments(eventId: $eventId, first: $first, after: $after) {\n      canComment\n      nodes {\n        ...EventCommentFields\n        replies {\n          ...EventCommentFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): typeof import('./graphql').EventCommentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendEventGroupMessage($eventId: ID!, $input: EventGroupMessageInput!) {\n    sendEventGroupMessage(eventId: $eventId, input: $input) {\n      messageId\n      recipientCount\n    }\n  }\n"): typeof import('./graphql').SendEventGroupMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkEventMessagesRead($eventId: ID!) {\n    markEventMessagesRead(eventId: $eventId)\n  }\n"): typeof import('./graphql').MarkEventMessagesReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyEventMessages($eventId: ID!) {\n    myEventMessages(eventId: $eventId) {\n      messageId\n      subject\n      body\n      createdAt\n      readAt\n      sender {\n        userId\n        name\n        userName\n        avatarUrl\n      }\n    }\n  }\n"): typeof import('./graphql').MyEventMessagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventGroupMessages($eventId: ID!) {\n    eventGroupMessages(eventId: $eventId) {\n      messageId\n      subject\n      body\n      createdAt\n      recipientCount\n      attendeeStates\n      eventTicketIds\n      sender {\n        userId\n        name\n        userName\n      }\n    }\n  }\n"): typeof import('./graphql').EventGroupMessagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventMessageRecipientCount($eventId: ID!, $attendeeStates: [String!]!, $eventTicketIds: [ID!]) {\n    eventMessageRecipientCount(\n      eventId: $eventId\n      attendeeStates: $attendeeStates\n      eventTicketIds: $eventTicketIds\n    )\n  }\n"): typeof import('./graphql').EventMessageRecipientCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyDocuments($first: Int!, $after: String) {\n    myDocuments(first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        documentId\n        kind\n        title\n        url\n        transactionId\n        signedAt\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql').MyDocumentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPayout($input: RequestPayoutInput!) {\n    requestPayout(input: $input) {\n      payoutId\n      amount\n      currency\n      status\n      requestedAt\n      completedAt\n    }\n  }\n"): typeof import('./graphql').RequestPayoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RevenueEvent($slugOrId: String!) {\n    event(slugOrId: $slugOrId) {\n      eventId\n      slug\n      displayName\n      startDate\n      endDate\n      timeZone\n      viewerPermissions\n    }\n  }\n"): typeof import('./graphql').RevenueEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventEarnings($eventId: ID!) {\n    eventEarnings(eventId: $eventId) {\n      eventId\n      currency\n      totalPrice\n      totalFees\n      serviceFees\n      processingFees\n      ticketSales\n      totalTaxes\n      totalGratuity\n      netEarnings\n      totalQuantity\n      totalOrders\n      ticketBreakdown {\n        eventTicketId\n        ticketType\n        unitPrice\n        quantity\n        total\n      }\n    }\n  }\n"): typeof import('./graphql').EventEarningsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PromoterSales($eventId: ID!) {\n    promoterSales(eventId: $eventId) {\n      promoterId\n      promoter {\n        userId\n        name\n        userName\n        avatarUrl\n      }\n      orders\n      ticketsSold\n      amount\n    }\n  }\n"): typeof import('./graphql').PromoterSalesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestedPayoutInfo($eventId: ID!) {\n    requestedPayoutInfo(eventId: $eventId) {\n      eventId\n      currency\n      canRequestPayout\n      blockedReason\n      lastRequestedTime\n      totalBalance\n      totalEarned\n      totalPaidOut\n      eventEnded\n      viewerIsCreator\n      hasPayoutAccount\n      payoutAccountReady\n      payoutInProgress\n      payouts {\n        payoutId\n        amount\n        currency\n        status\n        requestedAt\n        completedAt\n      }\n    }\n  }\n"): typeof import('./graphql').RequestedPayoutInfoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEvent($input: EventInput!) {\n    createEvent(input: $input) {\n      eventId\n      slug\n    }\n  }\n"): typeof import('./graphql').CreateEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEvent($eventId: ID!, $input: EventInput!) {\n    updateEvent(eventId: $eventId, input: $input) {\n      eventId\n      slug\n    }\n  }\n"): typeof import('./graphql').UpdateEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishEvent($eventId: ID!) {\n    publishEvent(eventId: $eventId) {\n      eventId\n      status\n    }\n  }\n"): typeof import('./graphql').PublishEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnpublishEvent($eventId: ID!) {\n    unpublishEvent(eventId: $eventId) {\n      eventId\n      status\n    }\n  }\n"): typeof import('./graphql').UnpublishEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelEvent($eventId: ID!) {\n    cancelEvent(eventId: $eventId) {\n      eventId\n      status\n    }\n  }\n"): typeof import('./graphql').CancelEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteEvent($eventId: ID!) {\n    deleteEvent(eventId: $eventId)\n  }\n"): typeof import('./graphql').DeleteEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DuplicateEvent($eventId: ID!) {\n    duplicateEvent(eventId: $eventId) {\n      eventId\n      slug\n    }\n  }\n"): typeof import('./graphql').DuplicateEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRecurringEvents($eventId: ID!, $recurrence: RecurrenceInput!) {\n    createRecurringEvents(eventId: $eventId, recurrence: $recurrence) {\n      eventId\n      slug\n      startDate\n    }\n  }\n"): typeof import('./graphql').CreateRecurringEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpsertEventTicket($eventId: ID!, $eventTicketId: ID, $input: EventTicketInput!) {\n    upsertEventTicket(eventId: $eventId, eventTicketId: $eventTicketId, input: $input) {\n      eventTicketId\n      ticketType\n      price\n      currency\n      repPoints\n      color\n      isActive\n      isFull\n      isPrivate\n      isSpecialGuest\n      isEnabledWishList\n      additionalGuests\n      optInShowTicketAmount\n      visibleStartAt\n      visibleEndAt\n      gratuityPercentage\n      isRequiredApproval\n      note\n      balance {\n        limitedAmount\n        availableAmount\n        releasedAmount\n        lockedAmount\n      }\n    }\n  }\n"): typeof import('./graphql').UpsertEventTicketDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteEventTicket($eventTicketId: ID!) {\n    deleteEventTicket(eventTicketId: $eventTicketId)\n  }\n"): typeof import('./graphql').DeleteEventTicketDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetEventQuestions($eventId: ID!, $questions: [EventQuestionInput!]!) {\n    setEventQuestions(eventId: $eventId, questions: $questions) {\n      eventId\n      questions {\n        questionId\n        question\n        isRequired\n      }\n    }\n  }\n"): typeof import('./graphql').SetEventQuestionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTicketTypesDisplay($eventId: ID!, $order: [ID!]!) {\n    setTicketTypesDisplay(eventId: $eventId, order: $order) {\n      eventTicketId\n    }\n  }\n"): typeof import('./graphql').SetTicketTypesDisplayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditorEvent($slugOrId: String!) {\n    event(slugOrId: $slugOrId) {\n      eventId\n      slug\n      eventType\n      displayName\n      description\n      note\n      terms\n      faqs {\n        question\n        answer\n      }\n      avatarUrl\n      startDate\n      endDate\n      timeZone\n      status\n      isPrivate\n      isListed\n      isFeatured\n      isAllInPricing\n      minimumRepScore\n      ageLimit\n      city\n      location {\n        address\n        latitude\n        longitude\n        isOnlyVisibleToApprovedAttendees\n      }\n      locationRadius {\n        address\n        isActive\n        latitude\n        longitude\n        radius\n        unitLengthType\n      }\n      optIns {\n        guestList\n        guestCount\n        publicPreview\n        displayRepScore\n        qrPass\n        guestsInvitingOthers\n        ageLimit\n        privacyPolicy {\n          title\n          fileUrl\n        }\n        socialAccountRequirements\n        questionRequirements\n        musicEmbed {\n          url\n        }\n      }\n      questions {\n        questionId\n        question\n        isRequired\n      }\n      ticketTermsPurchasePolicy\n      seriesId\n      isExpired\n      totalAvailableTickets\n      hostCounters {\n        approved\n        pending\n        totalAttendees\n        approvedTickets\n        scannedTickets\n        invitedAttendees\n        waitingTickets\n      }\n      viewerPermissions\n      clubs {\n        id\n        displayName\n      }\n      tickets {\n        eventTicketId\n        ticketType\n        price\n        currency\n        repPoints\n        pointsPrice\n        pointsClubId\n        color\n        isActive\n        isFull\n        isPrivate\n        isSpecialGuest\n        isEnabledWishList\n        wishListCount\n        additionalGuests\n        optInShowTicketAmount\n        visibleStartAt\n        visibleEndAt\n        gratuityPercentage\n        isRequiredApproval\n        note\n        balance {\n          limitedAmount\n          availableAmount\n          releasedAmount\n          lockedAmount\n          soldAmount\n          awaitingApprovalAmount\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').EditorEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SimulateTicketCost($items: [SimulatedTicketInput!]!, $isAllInPricing: Boolean!) {\n    simulateTicketCost(items: $items, isAllInPricing: $isAllInPricing) {\n      subTotal\n      serviceFee\n      processingFee\n      totalTaxes\n      totalGratuity\n      total\n      hostBalance\n      isAllInPricing\n    }\n  }\n"): typeof import('./graphql').SimulateTicketCostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCreatedEvents($first: Int!, $after: String) {\n    myCreatedEvents(first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...EventSummaryFields\n          isExpired\n          isPrivate\n          isListed\n          totalAvailableTickets\n          viewerPermissions\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MyCreatedEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TimeZoneAt($latitude: Float!, $longitude: Float!) {\n    timeZoneAt(latitude: $latitude, longitude: $longitude)\n  }\n"): typeof import('./graphql').TimeZoneAtDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HostsEvents {\n    myCreatedEvents(first: 1) {\n      edges {\n        cursor\n      }\n    }\n  }\n"): typeof import('./graphql').HostsEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventCardFields on Event {\n    ...EventSummaryFields\n    isFeatured\n    isListFull\n    distance\n    tickets {\n      eventTicketId\n      price\n      allInPrice\n      currency\n      isActive\n    }\n  }\n"): typeof import('./graphql').EventCardFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchEvents($criteria: EventSearchCriteria, $first: Int!, $after: String) {\n    searchEvents(criteria: $criteria, first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...EventCardFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SearchEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyEvents($when: MyEventsWhen!, $first: Int!, $after: String) {\n    myEvents(when: $when, first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...EventCardFields\n          viewerAttendeeState\n          viewerPermissions\n          viewerTickets {\n            ticketId\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MyEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventPage($slugOrId: String!) {\n    event(slugOrId: $slugOrId) {\n      eventId\n      slug\n      eventType\n      displayName\n      description\n      note\n      terms\n      ticketTermsPurchasePolicy\n      faqs {\n        question\n        answer\n      }\n      avatarUrl\n      startDate\n      endDate\n      timeZone\n      status\n      isPrivate\n      isFeatured\n      isAllInPricing\n      isExpired\n      isListFull\n      ageLimit\n      minimumRepScore\n      viewerRepScore\n      city\n      location {\n        address\n        latitude\n        longitude\n        isOnlyVisibleToApprovedAttendees\n      }\n      previewOnly\n      showsDetails\n      goingCount\n      optIns {\n        privacyPolicy {\n          title\n          fileUrl\n        }\n        musicEmbed {\n          url\n        }\n        questionRequirements\n        guestList\n        guestCount\n        displayRepScore\n        qrPass\n        guestsInvitingOthers\n        socialAccountRequirements\n      }\n      questions {\n        questionId\n        question\n        isRequired\n      }\n      createdBy {\n        userId\n        name\n        userName\n        avatarUrl\n      }\n      tickets {\n        eventTicketId\n        ticketType\n        price\n        allInPrice\n        currency\n        color\n        note\n        isActive\n        isFull\n        isRequiredApproval\n        isEnabledWishList\n        viewerOnWishList\n        isSpecialGuest\n        additionalGuests\n        optInShowTicketAmount\n        gratuityPercentage\n        pointsPrice\n        pointsClubId\n        balance {\n          availableAmount\n          limitedAmount\n        }\n      }\n      viewerPermissions\n      viewerAttendeeState\n      viewerTickets {\n        ticketId\n        ticketType\n        status\n        shareState\n        qrCode\n        isShareable\n        eventTicketId\n        transactionId\n        parentTicketId\n        isSpecialGuest\n        additionalGuests\n      }\n      viewerPendingBookings {\n        transactionId\n        status\n        isWaitingListOffer\n        expiresAt\n        totalPrice\n        currency\n        quantity\n        items {\n          eventTicketId\n          quantity\n        }\n      }\n      viewerWaitingList {\n        waitingListEntryId\n        eventTicketId\n        quantity\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').EventPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteEventTeamMember($eventId: ID!, $role: String!, $userId: ID, $email: String) {\n    inviteEventTeamMember(eventId: $eventId, role: $role, userId: $userId, email: $email) {\n      invitationId\n      status\n    }\n  }\n"): typeof import('./graphql').InviteEventTeamMemberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelEventRoleInvitation($invitationId: String!) {\n    cancelEventRoleInvitation(invitationId: $invitationId) {\n      eventId\n    }\n  }\n"): typeof import('./graphql').CancelEventRoleInvitationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveEventRole($eventId: ID!, $userId: ID!, $role: String!) {\n    removeEventRole(eventId: $eventId, userId: $userId, role: $role) {\n      eventId\n    }\n  }\n"): typeof import('./graphql').RemoveEventRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveEventRole($eventId: ID!, $role: String!) {\n    leaveEventRole(eventId: $eventId, role: $role)\n  }\n"): typeof import('./graphql').LeaveEventRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptEventRoleInvitation($invitationId: String!) {\n    acceptEventRoleInvitation(invitationId: $invitationId) {\n      invitationId\n      status\n    }\n  }\n"): typeof import('./graphql').AcceptEventRoleInvitationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineEventRoleInvitation($invitationId: String!) {\n    declineEventRoleInvitation(invitationId: $invitationId) {\n      invitationId\n      status\n    }\n  }\n"): typeof import('./graphql').DeclineEventRoleInvitationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeamPersonFields on User {\n    userId\n    name\n    userName\n    avatarUrl\n    isVerified\n  }\n"): typeof import('./graphql').TeamPersonFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventTeam($slugOrId: String!) {\n    event(slugOrId: $slugOrId) {\n      eventId\n      viewerPermissions\n      viewerRoles\n      viewerRoleName\n      usersRoles {\n        role\n        displayName\n        status\n        user {\n          ...TeamPersonFields\n        }\n      }\n      roleInvitations {\n        invitationId\n        role\n        roleDisplayName\n        status\n        createdAt\n        expiresAt\n        emailAddress\n        invitee {\n          ...TeamPersonFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').EventTeamDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventRoleInvitation($invitationId: String!) {\n    eventRoleInvitation(invitationId: $invitationId) {\n      invitationId\n      role\n      roleDisplayName\n      status\n      isExpired\n      eventId\n      eventName\n      eventSlug\n      eventAvatarUrl\n      eventStartDate\n      eventTimeZone\n      invitedBy {\n        ...TeamPersonFields\n      }\n      emailAddress\n      invitee {\n        userId\n        name\n        userName\n      }\n    }\n  }\n"): typeof import('./graphql').EventRoleInvitationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddGuest($eventId: ID!, $input: GuestInput!) {\n    addGuest(eventId: $eventId, input: $input) {\n      ...GuestListFields\n    }\n  }\n"): typeof import('./graphql').AddGuestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateGuest($guestId: ID!, $input: GuestInput!) {\n    updateGuest(guestId: $guestId, input: $input) {\n      ...GuestListFields\n    }\n  }\n"): typeof import('./graphql').UpdateGuestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveGuest($guestId: ID!) {\n    removeGuest(guestId: $guestId)\n  }\n"): typeof import('./graphql').RemoveGuestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendGuestInvite($guestId: ID!) {\n    sendGuestInvite(guestId: $guestId) {\n      guestId\n      inviteStatus\n    }\n  }\n"): typeof import('./graphql').SendGuestInviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveGuestList($eventId: ID!, $name: String!, $guests: [SavedGuestInput!]) {\n    saveGuestList(eventId: $eventId, name: $name, guests: $guests) {\n      name\n      guests {\n        fullName\n      }\n    }\n  }\n"): typeof import('./graphql').SaveGuestListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoadSavedGuestList($eventId: ID!, $name: String!) {\n    loadSavedGuestList(eventId: $eventId, name: $name) {\n      added\n      skipped {\n        fullName\n        email\n        phoneNumber\n      }\n    }\n  }\n"): typeof import('./graphql').LoadSavedGuestListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GuestEvent($slugOrId: String!) {\n    event(slugOrId: $slugOrId) {\n      eventId\n      slug\n      displayName\n      viewerPermissions\n      tickets {\n        eventTicketId\n        ticketType\n        isSpecialGuest\n        balance {\n          availableAmount\n        }\n      }\n      guestCounters {\n        guests\n        guestTickets\n        checkedInGuestTickets\n        capacity\n      }\n    }\n  }\n"): typeof import('./graphql').GuestEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GuestListFields on Guest {\n    guestId\n    fullName\n    emailAddress\n    phoneNumber\n    note\n    quantity\n    checkedInQuantity\n    eventTicketId\n    inviteStatus\n    gender\n    ageRange\n    recordedGender\n    recordedAgeRange\n    customFields {\n      key\n      label\n      value\n    }\n    passLink\n    tickets {\n      ticketNo\n      passCode\n      checkedInAt\n    }\n  }\n"): typeof import('./graphql').GuestListFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventGuests($eventId: ID!, $query: String, $filter: GuestFilterInput, $first: Int, $after: String) {\n    searchEventGuests(eventId: $eventId, query: $query, filter: $filter, first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...GuestListFields\n      }\n    }\n  }\n"): typeof import('./graphql').EventGuestsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedGuestListNames {\n    savedGuestListNames\n  }\n"): typeof import('./graphql').SavedGuestListNamesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GuestPass($token: String!) {\n    guestPass(token: $token) {\n      event {\n        slug\n        displayName\n        startDate\n        endDate\n        timeZone\n        city\n        address\n        isCancelled\n      }\n      guestName\n      quantity\n      passes {\n        ticketNo\n        passCode\n        checkedInAt\n      }\n    }\n  }\n"): typeof import('./graphql').GuestPassDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GettingStarted {\n    me {\n      userId\n      walkthrough\n      socialMedias {\n        provider\n      }\n      pendingInvites {\n        inviteId\n      }\n      acceptedInvites {\n        inviteId\n      }\n      payoutAccounts {\n        payoutAccountId\n      }\n    }\n  }\n"): typeof import('./graphql').GettingStartedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendUserInvites($emails: [String!]!) {\n    sendUserInvites(emails: $emails) {\n      inviteId\n      emailAddress\n    }\n  }\n"): typeof import('./graphql').SendUserInvitesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelUserInvite($inviteId: ID!) {\n    cancelUserInvite(inviteId: $inviteId) {\n      userId\n      userInvitesRemaining\n    }\n  }\n"): typeof import('./graphql').CancelUserInviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptUserInvite($inviteId: ID!) {\n    acceptUserInvite(inviteId: $inviteId) {\n      inviteId\n      status\n    }\n  }\n"): typeof import('./graphql').AcceptUserInviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvitePersonFields on User {\n    userId\n    name\n    userName\n    avatarUrl\n    isVerified\n    tier\n  }\n"): typeof import('./graphql').InvitePersonFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyInvites {\n    me {\n      userId\n      emailAddress\n      userInvitesRemaining\n      pendingInvites {\n        inviteId\n        emailAddress\n        status\n        createdAt\n      }\n      acceptedInvites {\n        inviteId\n        emailAddress\n        status\n        createdAt\n        acceptedAt\n        invitedUser {\n          ...InvitePersonFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MyInvitesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserInvite($inviteId: ID!) {\n    userInvite(inviteId: $inviteId) {\n      inviteId\n      emailAddress\n      status\n      inviter {\n        ...InvitePersonFields\n      }\n      invitedUser {\n        userId\n      }\n    }\n  }\n"): typeof import('./graphql').UserInviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptTerms($version: Int!) {\n    acceptTerms(version: $version) {\n      userId\n      agreeToTermsAndConditions\n      acceptedTermsVersion\n    }\n  }\n"): typeof import('./graphql').AcceptTermsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TermsAndPrivacy {\n    termsAndPrivacy {\n      version\n      termsAndConditionsUrl\n      privacyPolicyUrl\n    }\n  }\n"): typeof import('./graphql').TermsAndPrivacyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      notificationId\n      isRead\n      readAt\n    }\n  }\n"): typeof import('./graphql').MarkNotificationReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"): typeof import('./graphql').MarkAllNotificationsReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationFields on Notification {\n    notificationId\n    isRead\n    readAt\n    createdAt\n    content {\n      defaultMessage\n      defaultPayload {\n        notificationType\n      }\n    }\n    customProperties {\n      key\n      value\n    }\n  }\n"): typeof import('./graphql').NotificationFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($first: Int!) {\n    notifications(first: $first) {\n      unreadCount\n      nodes {\n        ...NotificationFields\n      }\n    }\n  }\n"): typeof import('./graphql').NotificationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationHistory($first: Int!, $after: String, $isRead: Boolean) {\n    notifications(first: $first, after: $after, isRead: $isRead) {\n      unreadCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...NotificationFields\n      }\n    }\n  }\n"): typeof import('./graphql').NotificationHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveOffer($input: OfferInput!) {\n    createOrUpdateOffer(input: $input) {\n      ...OfferFields\n    }\n  }\n"): typeof import('./graphql').SaveOfferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishOffer($offerId: ID!, $published: Boolean!) {\n    publishOffer(offerId: $offerId, published: $published) {\n      ...OfferFields\n    }\n  }\n"): typeof import('./graphql').PublishOfferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteOffer($offerId: ID!) {\n    deleteOffer(offerId: $offerId)\n  }\n"): typeof import('./graphql').DeleteOfferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinOffer($offerId: ID!) {\n    joinOffer(offerId: $offerId) {\n      ...OfferFields\n    }\n  }\n"): typeof import('./graphql').JoinOfferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckInOffer($offerId: ID!) {\n    checkInOffer(offerId: $offerId) {\n      ...OfferFields\n    }\n  }\n"): typeof import('./graphql').CheckInOfferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenOfferLink($offerId: ID!) {\n    openOfferLink(offerId: $offerId)\n  }\n"): typeof import('./graphql').OpenOfferLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteOffer($offerId: ID!, $proof: OfferProofInput) {\n    completeOffer(offerId: $offerId, proof: $proof) {\n      ...OfferFields\n    }\n  }\n"): typeof import('./graphql').CompleteOfferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AwardOffer($offerId: ID!, $userId: ID!) {\n    awardOffer(offerId: $offerId, userId: $userId) {\n      id\n    }\n  }\n"): typeof import('./graphql').AwardOfferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeemOffer($offerId: ID!) {\n    redeemOffer(offerId: $offerId) {\n      ...OfferRedemptionFields\n    }\n  }\n"): typeof import('./graphql').RedeemOfferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmOfferRedemption($redemptionId: ID!) {\n    confirmOfferRedemption(redemptionId: $redemptionId) {\n      ...OfferRedemptionFields\n    }\n  }\n"): typeof import('./graphql').ConfirmOfferRedemptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelOfferRedemption($redemptionId: ID!) {\n    cancelOfferRedemption(redemptionId: $redemptionId) {\n      ...OfferRedemptionFields\n    }\n  }\n"): typeof import('./graphql').CancelOfferRedemptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DrawOfferWinners($offerId: ID!) {\n    drawOfferWinners(offerId: $offerId) {\n      ...OfferFields\n    }\n  }\n"): typeof import('./graphql').DrawOfferWinnersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OfferRedemptionFields on OfferRedemption {\n    id\n    points\n    status\n    passCode\n    redeemValue\n    contact\n    createdAt\n    resolvedAt\n    user {\n      ...ClubPersonFields\n    }\n  }\n"): typeof import('./graphql').OfferRedemptionFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OfferFields on Offer {\n    id\n    slug\n    displayName\n    description\n    avatarUrl\n    programType\n    subType\n    kind\n    category\n    access\n    published\n    startAt\n    endAt\n    rewardPoints\n    rewardTierLevel\n    achievementId\n    redeemType\n    redeemValue\n    participantsCount\n    drawSeedHash\n    drawSeed\n    drawnAt\n    viewerStatus\n    viewerCanManage\n    club {\n      ...ClubSummaryFields\n    }\n    requirements {\n      type\n      value\n      achievementId\n    }\n    conditions {\n      minimumAge\n      minimumPoints\n      membershipAgeDays\n      notBefore\n      notAfter\n    }\n    settings {\n      maxParticipants\n      maxWinners\n      streakDays\n      requiredCount\n      location {\n        latitude\n        longitude\n        radius\n        unit\n      }\n      surveyQuestions {\n        question\n        isRequired\n      }\n      linkUrl\n      hasLink\n      socialProvider\n      promoCode\n      ticketTypeId\n      discountBuckets {\n        minimumPoints\n        percentOff\n      }\n      bonusPercent\n    }\n    viewerProgress {\n      status\n      joinedAt\n      completedAt\n      streakDays\n      checkedInToday\n      linkOpened\n      answers\n    }\n    viewerRedemption {\n      ...OfferRedemptionFields\n    }\n  }\n"): typeof import('./graphql').OfferFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExploreOffers($filter: OfferParticipationFilter, $first: Int, $after: String) {\n    exploreOffers(filter: $filter, first: $first, after: $after) {\n      edges {\n        node {\n          ...OfferFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): typeof import('./graphql').ExploreOffersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClubOffers($clubId: ID!, $first: Int, $after: String) {\n    clubOffers(clubId: $clubId, first: $first, after: $after) {\n      edges {\n        node {\n          ...OfferFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): typeof import('./graphql').ClubOffersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfferDetail($offerId: ID!) {\n    offer(offerId: $offerId) {\n      ...OfferFields\n    }\n  }\n"): typeof import('./graphql').OfferDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfferParticipants($offerId: ID!, $first: Int) {\n    offer(offerId: $offerId) {\n      id\n      participants(first: $first) {\n        edges {\n          node {\n            id\n            status\n            joinedAt\n            completedAt\n            user {\n              ...ClubPersonFields\n            }\n          }\n        }\n      }\n      redemptions(first: $first) {\n        edges {\n          node {\n            ...OfferRedemptionFields\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').OfferParticipantsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OffersClub($idOrSlug: String!) {\n    club(idOrSlug: $idOrSlug) {\n      ...ClubSummaryFields\n    }\n  }\n"): typeof import('./graphql').OffersClubDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfferWizardOptions($clubId: String!, $first: Int) {\n    club(idOrSlug: $clubId) {\n      id\n      tiers {\n        id\n        level\n        name\n      }\n      events(first: $first) {\n        edges {\n          node {\n            id\n            displayName\n            tickets {\n              id\n              ticketType\n            }\n          }\n        }\n      }\n    }\n    clubAchievements(clubId: $clubId, first: $first) {\n      edges {\n        node {\n          id\n          displayName\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').OfferWizardOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartPayoutOnboarding {\n    startPayoutOnboarding {\n      url\n      expiresAt\n    }\n  }\n"): typeof import('./graphql').StartPayoutOnboardingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompletePayoutOnboarding($state: String!) {\n    completePayoutOnboarding(state: $state) {\n      payoutAccountId\n      provider\n      status\n      displayName\n      payoutsEnabled\n      detailsSubmitted\n    }\n  }\n"): typeof import('./graphql').CompletePayoutOnboardingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePayoutManagementSession {\n    createPayoutManagementSession {\n      url\n      expiresAt\n    }\n  }\n"): typeof import('./graphql').CreatePayoutManagementSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyTransactions($first: Int!, $after: String) {\n    myTransactions(first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        transactionId\n        type\n        status\n        description\n        totalPrice\n        currency\n        quantity\n        paymentMethod\n        paidDateUtc\n        createdAtUtc\n        receiptUrl\n      }\n    }\n  }\n"): typeof import('./graphql').MyTransactionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayoutAccounts {\n    payoutProvider\n    me {\n      userId\n      payoutAccounts {\n        payoutAccountId\n        provider\n        externalAccountId\n        status\n        displayName\n        payoutsEnabled\n        detailsSubmitted\n        createdAt\n        updatedAt\n      }\n      stripeAccount {\n        payoutAccountId\n      }\n    }\n  }\n"): typeof import('./graphql').PayoutAccountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendPoints($input: SendPointsInput!) {\n    sendPoints(input: $input) {\n      id\n      amount\n    }\n  }\n"): typeof import('./graphql').SendPointsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GrantPoints($input: GrantPointsInput!) {\n    grantPoints(input: $input) {\n      id\n      amount\n    }\n  }\n"): typeof import('./graphql').GrantPointsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTradeRequest($input: CreateTradeRequestInput!) {\n    createTradeRequest(input: $input) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').CreateTradeRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptTradeRequest($tradeRequestId: ID!) {\n    acceptTradeRequest(tradeRequestId: $tradeRequestId) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').AcceptTradeRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineTradeRequest($tradeRequestId: ID!) {\n    declineTradeRequest(tradeRequestId: $tradeRequestId) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').DeclineTradeRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelTradeRequest($tradeRequestId: ID!) {\n    cancelTradeRequest(tradeRequestId: $tradeRequestId) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').CancelTradeRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetClubPointsPackages($clubId: ID!, $packages: [PointsPackageInput!]!) {\n    setClubPointsPackages(clubId: $clubId, packages: $packages) {\n      id\n    }\n  }\n"): typeof import('./graphql').SetClubPointsPackagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TradingTransactionFields on TradingTransaction {\n    id\n    type\n    amount\n    club {\n      ...ClubSummaryFields\n    }\n    counterparty {\n      ...ClubPersonFields\n    }\n    from {\n      ...ClubPersonFields\n    }\n    to {\n      ...ClubPersonFields\n    }\n    memo\n    status\n    createdAt\n    price\n    currency\n  }\n"): typeof import('./graphql').TradingTransactionFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WalletBalances {\n    walletBalances {\n      points\n      isMember\n      club {\n        ...ClubSummaryFields\n        pointsPackages {\n          id\n        }\n      }\n      tier {\n        ...ClubTierFields\n      }\n    }\n  }\n"): typeof import('./graphql').WalletBalancesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TradingTransactions($clubId: ID, $first: Int, $after: String) {\n    tradingTransactions(clubId: $clubId, first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...TradingTransactionFields\n      }\n    }\n  }\n"): typeof import('./graphql').TradingTransactionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TradeRequests($open: Boolean, $first: Int, $after: String) {\n    tradeRequests(open: $open, first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        status\n        isIncoming\n        from {\n          ...ClubPersonFields\n        }\n        to {\n          ...ClubPersonFields\n        }\n        giveClub {\n          ...ClubSummaryFields\n        }\n        giveAmount\n        askClub {\n          ...ClubSummaryFields\n        }\n        askAmount\n        memo\n        expiresAt\n        createdAt\n        respondedAt\n      }\n    }\n  }\n"): typeof import('./graphql').TradeRequestsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManagedClubsForPoints {\n    managedClubs {\n      ...ClubSummaryFields\n    }\n  }\n"): typeof import('./graphql').ManagedClubsForPointsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClubPointsAdmin($idOrSlug: String!) {\n    club(idOrSlug: $idOrSlug) {\n      ...ClubSummaryFields\n      status\n      myPermissions\n      pointsIssued\n      pointsPackages {\n        id\n        pointsAmount\n        repPointsMultiplier\n        totalPoints\n        price\n        originalPrice\n        currency\n      }\n    }\n  }\n"): typeof import('./graphql').ClubPointsAdminDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClubTradingTransactions($clubId: ID!, $first: Int, $after: String) {\n    clubTradingTransactions(clubId: $clubId, first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...TradingTransactionFields\n      }\n    }\n  }\n"): typeof import('./graphql').ClubTradingTransactionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TradeClubs($withUserId: ID!) {\n    walletBalances(withUserId: $withUserId) {\n      points\n      club {\n        ...ClubSummaryFields\n      }\n    }\n  }\n"): typeof import('./graphql').TradeClubsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchEventSuggestions($keyword: String!, $first: Int!) {\n    searchEvents(criteria: { keyword: $keyword }, first: $first) {\n      edges {\n        node {\n          ...EventSummaryFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SearchEventSuggestionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      userId\n      userName\n      name\n      firstName\n      lastName\n      bio\n      gender\n      dateOfBirth\n      isComplete\n    }\n  }\n"): typeof import('./graphql').UpdateProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEmailSubscriptions($input: EmailSubscriptionsInput!) {\n    updateEmailSubscriptions(input: $input) {\n      userId\n      emailSubscriptions {\n        ...EmailSubscriptionFields\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateEmailSubscriptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateAccount {\n    deactivateAccount {\n      userId\n      isDeactivated\n    }\n  }\n"): typeof import('./graphql').DeactivateAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateAccount {\n    activateAccount {\n      userId\n      isDeactivated\n    }\n  }\n"): typeof import('./graphql').ActivateAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePasskey($id: ID!) {\n    deletePasskey(id: $id)\n  }\n"): typeof import('./graphql').DeletePasskeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccount {\n    deleteAccount {\n      deletedAt\n      recoverableUntil\n    }\n  }\n"): typeof import('./graphql').DeleteAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartPhoneNumberChange($phoneNumber: String!) {\n    startPhoneNumberChange(phoneNumber: $phoneNumber) {\n      nextResend\n      expiredDate\n    }\n  }\n"): typeof import('./graphql').StartPhoneNumberChangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmPhoneNumberChange($phoneNumber: String!, $code: String!) {\n    confirmPhoneNumberChange(phoneNumber: $phoneNumber, code: $code) {\n      userId\n      phoneNumber\n      isPhoneNumberVerified\n      isComplete\n    }\n  }\n"): typeof import('./graphql').ConfirmPhoneNumberChangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAddress($input: UpdateAddressInput!) {\n    updateAddress(input: $input) {\n      ...AddressFields\n    }\n  }\n"): typeof import('./graphql').UpdateAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetSocialMedia($provider: String!, $value: String!) {\n    setSocialMedia(provider: $provider, value: $value) {\n      ...SocialMediaFields\n    }\n  }\n"): typeof import('./graphql').SetSocialMediaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveSocialMedia($provider: String!) {\n    removeSocialMedia(provider: $provider) {\n      ...SocialMediaFields\n    }\n  }\n"): typeof import('./graphql').RemoveSocialMediaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AddressFields on User {\n    userId\n    countryCode\n    address {\n      line1\n      line2\n      city\n      region\n      postalCode\n      countryCode\n    }\n  }\n"): typeof import('./graphql').AddressFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SocialMediaFields on User {\n    userId\n    socialMedias {\n      provider\n      value\n    }\n  }\n"): typeof import('./graphql').SocialMediaFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EmailSubscriptionFields on EmailSubscriptions {\n    productUpdates\n    eventReminders\n    clubNews\n    marketing\n  }\n"): typeof import('./graphql').EmailSubscriptionFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileSettings {\n    me {\n      userId\n      isDeactivated\n      emailSubscriptions {\n        ...EmailSubscriptionFields\n      }\n    }\n  }\n"): typeof import('./graphql').ProfileSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PasskeyList {\n    passkeyCredentials {\n      id\n      name\n      createdAt\n      lastUsedAt\n      deviceType\n      backedUp\n    }\n  }\n"): typeof import('./graphql').PasskeyListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAddress {\n    me {\n      ...AddressFields\n    }\n  }\n"): typeof import('./graphql').MyAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySocialMedias {\n    me {\n      ...SocialMediaFields\n    }\n  }\n"): typeof import('./graphql').MySocialMediasDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    me {\n      userId\n      userName\n      name\n      firstName\n      lastName\n      emailAddress\n      verifiedEmailAddress\n      phoneNumber\n      gender\n      dateOfBirth\n      avatarUrl\n      bio\n      isVerified\n      tier\n      isComplete\n      isDeleted\n      isPhoneNumberVerified\n      agreeToTermsAndConditions\n      acceptedTermsVersion\n    }\n  }\n"): typeof import('./graphql').CurrentUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWalkthrough($steps: [String!]!) {\n    updateWalkthrough(steps: $steps) {\n      userId\n      walkthrough\n    }\n  }\n"): typeof import('./graphql').UpdateWalkthroughDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
