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
    "\n  mutation CompleteProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      userId\n      userName\n      name\n      emailAddress\n      phoneNumber\n      gender\n      dateOfBirth\n      isComplete\n      isPhoneNumberVerified\n    }\n  }\n": typeof types.CompleteProfileDocument,
    "\n  mutation SendPhoneVerificationCode {\n    sendPhoneVerificationCode {\n      nextResend\n      expiredDate\n    }\n  }\n": typeof types.SendPhoneVerificationCodeDocument,
    "\n  mutation VerifyPhoneNumber($code: String!) {\n    verifyPhoneNumber(code: $code) {\n      userId\n      phoneNumber\n      isPhoneNumberVerified\n    }\n  }\n": typeof types.VerifyPhoneNumberDocument,
    "\n  query DeletedAccount {\n    me {\n      userId\n      name\n      emailAddress\n      isDeleted\n      recoverableUntil\n    }\n  }\n": typeof types.DeletedAccountDocument,
    "\n  query PasskeyCredentials {\n    passkeyCredentials {\n      id\n    }\n  }\n": typeof types.PasskeyCredentialsDocument,
    "\n  query TermsAndPrivacy {\n    termsAndPrivacy {\n      version\n      termsAndConditionsUrl\n      privacyPolicyUrl\n    }\n  }\n": typeof types.TermsAndPrivacyDocument,
    "\n  mutation AcceptTerms($version: Int!) {\n    acceptTerms(version: $version) {\n      userId\n      agreeToTermsAndConditions\n      acceptedTermsVersion\n    }\n  }\n": typeof types.AcceptTermsDocument,
    "\n  query Notifications($first: Int!) {\n    notifications(first: $first) {\n      unreadCount\n      nodes {\n        notificationId\n        isRead\n        readAt\n        createdAt\n        content {\n          defaultMessage\n          defaultPayload {\n            notificationType\n          }\n        }\n        customProperties {\n          key\n          value\n        }\n      }\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      notificationId\n      isRead\n      readAt\n    }\n  }\n": typeof types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": typeof types.MarkAllNotificationsReadDocument,
    "\n  query SearchUserSuggestions($keyword: String!, $limit: Int!) {\n    searchUsers(keyword: $keyword, offset: 0, limit: $limit) {\n      totalCount\n      nodes {\n        userId\n        name\n        userName\n        emailAddress\n        avatarUrl\n        isVerified\n        tier\n      }\n    }\n  }\n": typeof types.SearchUserSuggestionsDocument,
    "\n  query CurrentUser {\n    me {\n      userId\n      userName\n      name\n      firstName\n      lastName\n      emailAddress\n      phoneNumber\n      gender\n      dateOfBirth\n      avatarUrl\n      bio\n      isVerified\n      tier\n      isComplete\n      isDeleted\n      isPhoneNumberVerified\n      agreeToTermsAndConditions\n      acceptedTermsVersion\n    }\n  }\n": typeof types.CurrentUserDocument,
};
const documents: Documents = {
    "\n  mutation CompleteProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      userId\n      userName\n      name\n      emailAddress\n      phoneNumber\n      gender\n      dateOfBirth\n      isComplete\n      isPhoneNumberVerified\n    }\n  }\n": types.CompleteProfileDocument,
    "\n  mutation SendPhoneVerificationCode {\n    sendPhoneVerificationCode {\n      nextResend\n      expiredDate\n    }\n  }\n": types.SendPhoneVerificationCodeDocument,
    "\n  mutation VerifyPhoneNumber($code: String!) {\n    verifyPhoneNumber(code: $code) {\n      userId\n      phoneNumber\n      isPhoneNumberVerified\n    }\n  }\n": types.VerifyPhoneNumberDocument,
    "\n  query DeletedAccount {\n    me {\n      userId\n      name\n      emailAddress\n      isDeleted\n      recoverableUntil\n    }\n  }\n": types.DeletedAccountDocument,
    "\n  query PasskeyCredentials {\n    passkeyCredentials {\n      id\n    }\n  }\n": types.PasskeyCredentialsDocument,
    "\n  query TermsAndPrivacy {\n    termsAndPrivacy {\n      version\n      termsAndConditionsUrl\n      privacyPolicyUrl\n    }\n  }\n": types.TermsAndPrivacyDocument,
    "\n  mutation AcceptTerms($version: Int!) {\n    acceptTerms(version: $version) {\n      userId\n      agreeToTermsAndConditions\n      acceptedTermsVersion\n    }\n  }\n": types.AcceptTermsDocument,
    "\n  query Notifications($first: Int!) {\n    notifications(first: $first) {\n      unreadCount\n      nodes {\n        notificationId\n        isRead\n        readAt\n        createdAt\n        content {\n          defaultMessage\n          defaultPayload {\n            notificationType\n          }\n        }\n        customProperties {\n          key\n          value\n        }\n      }\n    }\n  }\n": types.NotificationsDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      notificationId\n      isRead\n      readAt\n    }\n  }\n": types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": types.MarkAllNotificationsReadDocument,
    "\n  query SearchUserSuggestions($keyword: String!, $limit: Int!) {\n    searchUsers(keyword: $keyword, offset: 0, limit: $limit) {\n      totalCount\n      nodes {\n        userId\n        name\n        userName\n        emailAddress\n        avatarUrl\n        isVerified\n        tier\n      }\n    }\n  }\n": types.SearchUserSuggestionsDocument,
    "\n  query CurrentUser {\n    me {\n      userId\n      userName\n      name\n      firstName\n      lastName\n      emailAddress\n      phoneNumber\n      gender\n      dateOfBirth\n      avatarUrl\n      bio\n      isVerified\n      tier\n      isComplete\n      isDeleted\n      isPhoneNumberVerified\n      agreeToTermsAndConditions\n      acceptedTermsVersion\n    }\n  }\n": types.CurrentUserDocument,
};

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
export function graphql(source: "\n  query TermsAndPrivacy {\n    termsAndPrivacy {\n      version\n      termsAndConditionsUrl\n      privacyPolicyUrl\n    }\n  }\n"): typeof import('./graphql').TermsAndPrivacyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptTerms($version: Int!) {\n    acceptTerms(version: $version) {\n      userId\n      agreeToTermsAndConditions\n      acceptedTermsVersion\n    }\n  }\n"): typeof import('./graphql').AcceptTermsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($first: Int!) {\n    notifications(first: $first) {\n      unreadCount\n      nodes {\n        notificationId\n        isRead\n        readAt\n        createdAt\n        content {\n          defaultMessage\n          defaultPayload {\n            notificationType\n          }\n        }\n        customProperties {\n          key\n          value\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').NotificationsDocument;
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
export function graphql(source: "\n  query SearchUserSuggestions($keyword: String!, $limit: Int!) {\n    searchUsers(keyword: $keyword, offset: 0, limit: $limit) {\n      totalCount\n      nodes {\n        userId\n        name\n        userName\n        emailAddress\n        avatarUrl\n        isVerified\n        tier\n      }\n    }\n  }\n"): typeof import('./graphql').SearchUserSuggestionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    me {\n      userId\n      userName\n      name\n      firstName\n      lastName\n      emailAddress\n      phoneNumber\n      gender\n      dateOfBirth\n      avatarUrl\n      bio\n      isVerified\n      tier\n      isComplete\n      isDeleted\n      isPhoneNumberVerified\n      agreeToTermsAndConditions\n      acceptedTermsVersion\n    }\n  }\n"): typeof import('./graphql').CurrentUserDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
