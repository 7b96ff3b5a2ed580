/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** Profile fields to change; a field left out or null is kept. The email can be set only while the account has none; a changed phone number must be verified again. */
export type UpdateProfileInput = {
  /** An empty bio removes it. */
  bio?: string | null | undefined;
  /** yyyy-MM-dd */
  dateOfBirth?: string | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  /** Female, Male, Other or Not Disclosed. */
  gender?: string | null | undefined;
  lastName?: string | null | undefined;
  name?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  userName?: string | null | undefined;
};

export type CompleteProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type CompleteProfileMutation = { updateProfile: { userId: string, userName: string | null, name: string | null, emailAddress: string | null, phoneNumber: string | null, gender: string | null, dateOfBirth: string | null, isComplete: boolean, isPhoneNumberVerified: boolean } };

export type SendPhoneVerificationCodeMutationVariables = Exact<{ [key: string]: never; }>;


export type SendPhoneVerificationCodeMutation = { sendPhoneVerificationCode: { nextResend: string, expiredDate: string } };

export type VerifyPhoneNumberMutationVariables = Exact<{
  code: string;
}>;


export type VerifyPhoneNumberMutation = { verifyPhoneNumber: { userId: string, phoneNumber: string | null, isPhoneNumberVerified: boolean } };

export type DeletedAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type DeletedAccountQuery = { me: { userId: string, name: string | null, emailAddress: string | null, isDeleted: boolean, recoverableUntil: string | null } };

export type PasskeyCredentialsQueryVariables = Exact<{ [key: string]: never; }>;


export type PasskeyCredentialsQuery = { passkeyCredentials: Array<{ id: string }> };

export type TermsAndPrivacyQueryVariables = Exact<{ [key: string]: never; }>;


export type TermsAndPrivacyQuery = { termsAndPrivacy: { version: number, termsAndConditionsUrl: string, privacyPolicyUrl: string } };

export type AcceptTermsMutationVariables = Exact<{
  version: number;
}>;


export type AcceptTermsMutation = { acceptTerms: { userId: string, agreeToTermsAndConditions: boolean, acceptedTermsVersion: number | null } };

export type NotificationsQueryVariables = Exact<{
  first: number;
}>;


export type NotificationsQuery = { notifications: { unreadCount: number, nodes: Array<{ notificationId: string, isRead: boolean, readAt: string | null, createdAt: string, content: { defaultMessage: string, defaultPayload: { notificationType: string } }, customProperties: Array<{ key: string, value: string }> }> } };

export type MarkNotificationReadMutationVariables = Exact<{
  id: string | number;
}>;


export type MarkNotificationReadMutation = { markNotificationRead: { notificationId: string, isRead: boolean, readAt: string | null } };

export type MarkAllNotificationsReadMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkAllNotificationsReadMutation = { markAllNotificationsRead: number };

export type SearchUserSuggestionsQueryVariables = Exact<{
  keyword: string;
  limit: number;
}>;


export type SearchUserSuggestionsQuery = { searchUsers: { totalCount: number, nodes: Array<{ userId: string, name: string | null, userName: string | null, emailAddress: string | null, avatarUrl: string | null, isVerified: boolean, tier: string }> } };

export type CurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserQuery = { me: { userId: string, userName: string | null, name: string | null, firstName: string | null, lastName: string | null, emailAddress: string | null, phoneNumber: string | null, gender: string | null, dateOfBirth: string | null, avatarUrl: string | null, bio: string | null, isVerified: boolean, tier: string, isComplete: boolean, isDeleted: boolean, isPhoneNumberVerified: boolean, agreeToTermsAndConditions: boolean, acceptedTermsVersion: number | null } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const CompleteProfileDocument = new TypedDocumentString(`
    mutation CompleteProfile($input: UpdateProfileInput!) {
  updateProfile(input: $input) {
    userId
    userName
    name
    emailAddress
    phoneNumber
    gender
    dateOfBirth
    isComplete
    isPhoneNumberVerified
  }
}
    `) as unknown as TypedDocumentString<CompleteProfileMutation, CompleteProfileMutationVariables>;
export const SendPhoneVerificationCodeDocument = new TypedDocumentString(`
    mutation SendPhoneVerificationCode {
  sendPhoneVerificationCode {
    nextResend
    expiredDate
  }
}
    `) as unknown as TypedDocumentString<SendPhoneVerificationCodeMutation, SendPhoneVerificationCodeMutationVariables>;
export const VerifyPhoneNumberDocument = new TypedDocumentString(`
    mutation VerifyPhoneNumber($code: String!) {
  verifyPhoneNumber(code: $code) {
    userId
    phoneNumber
    isPhoneNumberVerified
  }
}
    `) as unknown as TypedDocumentString<VerifyPhoneNumberMutation, VerifyPhoneNumberMutationVariables>;
export const DeletedAccountDocument = new TypedDocumentString(`
    query DeletedAccount {
  me {
    userId
    name
    emailAddress
    isDeleted
    recoverableUntil
  }
}
    `) as unknown as TypedDocumentString<DeletedAccountQuery, DeletedAccountQueryVariables>;
export const PasskeyCredentialsDocument = new TypedDocumentString(`
    query PasskeyCredentials {
  passkeyCredentials {
    id
  }
}
    `) as unknown as TypedDocumentString<PasskeyCredentialsQuery, PasskeyCredentialsQueryVariables>;
export const TermsAndPrivacyDocument = new TypedDocumentString(`
    query TermsAndPrivacy {
  termsAndPrivacy {
    version
    termsAndConditionsUrl
    privacyPolicyUrl
  }
}
    `) as unknown as TypedDocumentString<TermsAndPrivacyQuery, TermsAndPrivacyQueryVariables>;
export const AcceptTermsDocument = new TypedDocumentString(`
    mutation AcceptTerms($version: Int!) {
  acceptTerms(version: $version) {
    userId
    agreeToTermsAndConditions
    acceptedTermsVersion
  }
}
    `) as unknown as TypedDocumentString<AcceptTermsMutation, AcceptTermsMutationVariables>;
export const NotificationsDocument = new TypedDocumentString(`
    query Notifications($first: Int!) {
  notifications(first: $first) {
    unreadCount
    nodes {
      notificationId
      isRead
      readAt
      createdAt
      content {
        defaultMessage
        defaultPayload {
          notificationType
        }
      }
      customProperties {
        key
        value
      }
    }
  }
}
    `) as unknown as TypedDocumentString<NotificationsQuery, NotificationsQueryVariables>;
export const MarkNotificationReadDocument = new TypedDocumentString(`
    mutation MarkNotificationRead($id: ID!) {
  markNotificationRead(id: $id) {
    notificationId
    isRead
    readAt
  }
}
    `) as unknown as TypedDocumentString<MarkNotificationReadMutation, MarkNotificationReadMutationVariables>;
export const MarkAllNotificationsReadDocument = new TypedDocumentString(`
    mutation MarkAllNotificationsRead {
  markAllNotificationsRead
}
    `) as unknown as TypedDocumentString<MarkAllNotificationsReadMutation, MarkAllNotificationsReadMutationVariables>;
export const SearchUserSuggestionsDocument = new TypedDocumentString(`
    query SearchUserSuggestions($keyword: String!, $limit: Int!) {
  searchUsers(keyword: $keyword, offset: 0, limit: $limit) {
    totalCount
    nodes {
      userId
      name
      userName
      emailAddress
      avatarUrl
      isVerified
      tier
    }
  }
}
    `) as unknown as TypedDocumentString<SearchUserSuggestionsQuery, SearchUserSuggestionsQueryVariables>;
export const CurrentUserDocument = new TypedDocumentString(`
    query CurrentUser {
  me {
    userId
    userName
    name
    firstName
    lastName
    emailAddress
    phoneNumber
    gender
    dateOfBirth
    avatarUrl
    bio
    isVerified
    tier
    isComplete
    isDeleted
    isPhoneNumberVerified
    agreeToTermsAndConditions
    acceptedTermsVersion
  }
}
    `) as unknown as TypedDocumentString<CurrentUserQuery, CurrentUserQueryVariables>;