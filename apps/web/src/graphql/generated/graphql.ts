/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AuthLevel =
  | 'IDENTIFIED'
  | 'VERIFIED';

export type ContactStatus =
  | 'ACTIVE'
  | 'PENDING';

export type CreateCredentialInput = {
  attestedOver18: boolean;
  email: string;
  newsletter?: boolean;
  password: string;
};

export type CreatePhoneNumberInput = {
  phoneNumber: string;
  smsMarketing?: boolean;
};

export type ExchangeBlackboxInput = {
  blackbox: string;
  clientFamily: string;
};

export type InitiatePasswordResetInput = {
  email: string;
};

export type MaintenanceKind =
  | 'SCHEDULED'
  | 'UNSCHEDULED';

export type OtpChannel =
  | 'SMS'
  | 'VOICE';

export type RequestOtpInput = {
  channel: OtpChannel;
  phoneNumberId: string | number;
};

export type ResetForgottenPasswordInput = {
  password: string;
  passwordConfirmation: string;
  token: string;
};

export type UpdateProfileInput = {
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  middleName?: string | null | undefined;
  suffix?: string | null | undefined;
};

export type VerifyEmailInput = {
  token: string;
};

export type VerifyOtpInput = {
  code: string;
  phoneNumberId: string | number;
};

export type ExchangeBlackboxMutationVariables = Exact<{
  input: ExchangeBlackboxInput;
}>;


export type ExchangeBlackboxMutation = { exchangeBlackbox: { blocked: boolean, deviceId: string } };

export type TranslationsQueryVariables = Exact<{
  slug: string;
}>;


export type TranslationsQuery = { translations: { entries: Array<{ key: string, value: string }> } };

export type DecommissionUserMutationVariables = Exact<{ [key: string]: never; }>;


export type DecommissionUserMutation = { decommissionUser: { success: boolean, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type ProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileQuery = { profile: { firstName: string | null, middleName: string | null, lastName: string | null, suffix: string | null, activeEmail: { id: string, email: string, status: ContactStatus } | null, pendingEmail: { id: string, email: string, status: ContactStatus } | null, emails: Array<{ id: string, email: string, status: ContactStatus }>, activePhoneNumber: { id: string, mask: string, status: ContactStatus } | null, phoneNumbers: Array<{ id: string, mask: string, status: ContactStatus }> } };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { profile: { firstName: string | null, middleName: string | null, lastName: string | null, suffix: string | null } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type InitiatePasswordResetMutationVariables = Exact<{
  input: InitiatePasswordResetInput;
}>;


export type InitiatePasswordResetMutation = { initiatePasswordReset: { success: boolean, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type ResetForgottenPasswordMutationVariables = Exact<{
  input: ResetForgottenPasswordInput;
}>;


export type ResetForgottenPasswordMutation = { resetForgottenPassword: { success: boolean, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type DisclosureQueryVariables = Exact<{
  slug: string;
}>;


export type DisclosureQuery = { disclosure: { id: string, name: string, slug: string, body: string, updatedAt: string } | null };

export type UserIneligibleReasonsQueryVariables = Exact<{ [key: string]: never; }>;


export type UserIneligibleReasonsQuery = { userIneligibleReasons: { ineligibleCoverageReasons: Array<string> } };

export type VerifyEmailMutationVariables = Exact<{
  input: VerifyEmailInput;
}>;


export type VerifyEmailMutation = { verifyEmail: { success: boolean, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type MaintenanceQueryVariables = Exact<{ [key: string]: never; }>;


export type MaintenanceQuery = { maintenance: { kind: MaintenanceKind, returnsAt: string | null } | null };

export type CreatePhoneNumberMutationVariables = Exact<{
  input: CreatePhoneNumberInput;
}>;


export type CreatePhoneNumberMutation = { createPhoneNumber: { phoneNumber: { id: string, mask: string, status: ContactStatus } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type PhoneNumbersQueryVariables = Exact<{ [key: string]: never; }>;


export type PhoneNumbersQuery = { profile: { activePhoneNumber: { id: string, mask: string, status: ContactStatus } | null, phoneNumbers: Array<{ id: string, mask: string, status: ContactStatus }> } };

export type RequestOtpMutationVariables = Exact<{
  input: RequestOtpInput;
}>;


export type RequestOtpMutation = { requestOtp: { success: boolean, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type VerifyOtpMutationVariables = Exact<{
  input: VerifyOtpInput;
}>;


export type VerifyOtpMutation = { verifyOtp: { success: boolean, token: { accessToken: string, refreshToken: string, authLevel: AuthLevel } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type CreateCredentialMutationVariables = Exact<{
  input: CreateCredentialInput;
}>;


export type CreateCredentialMutation = { createCredential: { credential: { status: string, token: { accessToken: string, refreshToken: string, authLevel: AuthLevel, expiresIn: number } } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type AppSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AppSettingsQuery = { appSettings: { helpCenterUrl: string, marketingSiteUrl: string, supportPhone: string } };

export type ResendVerificationEmailMutationVariables = Exact<{ [key: string]: never; }>;


export type ResendVerificationEmailMutation = { resendVerificationEmail: { success: boolean, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type JourneyFactsQueryVariables = Exact<{
  identified: boolean;
}>;


export type JourneyFactsQuery = { globalFeatureFlags: Array<{ name: string, enabled: boolean }>, profile?: { activePhoneNumber: { id: string } | null } };

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

export const ExchangeBlackboxDocument = new TypedDocumentString(`
    mutation ExchangeBlackbox($input: ExchangeBlackboxInput!) {
  exchangeBlackbox(input: $input) {
    blocked
    deviceId
  }
}
    `) as unknown as TypedDocumentString<ExchangeBlackboxMutation, ExchangeBlackboxMutationVariables>;
export const TranslationsDocument = new TypedDocumentString(`
    query Translations($slug: String!) {
  translations(slug: $slug) {
    entries {
      key
      value
    }
  }
}
    `) as unknown as TypedDocumentString<TranslationsQuery, TranslationsQueryVariables>;
export const DecommissionUserDocument = new TypedDocumentString(`
    mutation DecommissionUser {
  decommissionUser {
    success
    error {
      code
      message
      fields {
        field
        message
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DecommissionUserMutation, DecommissionUserMutationVariables>;
export const ProfileDocument = new TypedDocumentString(`
    query Profile {
  profile {
    firstName
    middleName
    lastName
    suffix
    activeEmail {
      id
      email
      status
    }
    pendingEmail {
      id
      email
      status
    }
    emails {
      id
      email
      status
    }
    activePhoneNumber {
      id
      mask
      status
    }
    phoneNumbers {
      id
      mask
      status
    }
  }
}
    `) as unknown as TypedDocumentString<ProfileQuery, ProfileQueryVariables>;
export const UpdateProfileDocument = new TypedDocumentString(`
    mutation UpdateProfile($input: UpdateProfileInput!) {
  updateProfile(input: $input) {
    profile {
      firstName
      middleName
      lastName
      suffix
    }
    error {
      code
      message
      fields {
        field
        message
      }
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const InitiatePasswordResetDocument = new TypedDocumentString(`
    mutation InitiatePasswordReset($input: InitiatePasswordResetInput!) {
  initiatePasswordReset(input: $input) {
    success
    error {
      code
      message
      fields {
        field
        message
      }
    }
  }
}
    `) as unknown as TypedDocumentString<InitiatePasswordResetMutation, InitiatePasswordResetMutationVariables>;
export const ResetForgottenPasswordDocument = new TypedDocumentString(`
    mutation ResetForgottenPassword($input: ResetForgottenPasswordInput!) {
  resetForgottenPassword(input: $input) {
    success
    error {
      code
      message
      fields {
        field
        message
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ResetForgottenPasswordMutation, ResetForgottenPasswordMutationVariables>;
export const DisclosureDocument = new TypedDocumentString(`
    query Disclosure($slug: String!) {
  disclosure(slug: $slug) {
    id
    name
    slug
    body
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<DisclosureQuery, DisclosureQueryVariables>;
export const UserIneligibleReasonsDocument = new TypedDocumentString(`
    query UserIneligibleReasons {
  userIneligibleReasons {
    ineligibleCoverageReasons
  }
}
    `) as unknown as TypedDocumentString<UserIneligibleReasonsQuery, UserIneligibleReasonsQueryVariables>;
export const VerifyEmailDocument = new TypedDocumentString(`
    mutation VerifyEmail($input: VerifyEmailInput!) {
  verifyEmail(input: $input) {
    success
    error {
      code
      message
      fields {
        field
        message
      }
    }
  }
}
    `) as unknown as TypedDocumentString<VerifyEmailMutation, VerifyEmailMutationVariables>;
export const MaintenanceDocument = new TypedDocumentString(`
    query Maintenance {
  maintenance {
    kind
    returnsAt
  }
}
    `) as unknown as TypedDocumentString<MaintenanceQuery, MaintenanceQueryVariables>;
export const CreatePhoneNumberDocument = new TypedDocumentString(`
    mutation CreatePhoneNumber($input: CreatePhoneNumberInput!) {
  createPhoneNumber(input: $input) {
    phoneNumber {
      id
      mask
      status
    }
    error {
      code
      message
      fields {
        field
        message
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CreatePhoneNumberMutation, CreatePhoneNumberMutationVariables>;
export const PhoneNumbersDocument = new TypedDocumentString(`
    query PhoneNumbers {
  profile {
    activePhoneNumber {
      id
      mask
      status
    }
    phoneNumbers {
      id
      mask
      status
    }
  }
}
    `) as unknown as TypedDocumentString<PhoneNumbersQuery, PhoneNumbersQueryVariables>;
export const RequestOtpDocument = new TypedDocumentString(`
    mutation RequestOtp($input: RequestOtpInput!) {
  requestOtp(input: $input) {
    success
    error {
      code
      message
      fields {
        field
        message
      }
    }
  }
}
    `) as unknown as TypedDocumentString<RequestOtpMutation, RequestOtpMutationVariables>;
export const VerifyOtpDocument = new TypedDocumentString(`
    mutation VerifyOtp($input: VerifyOtpInput!) {
  verifyOtp(input: $input) {
    success
    token {
      accessToken
      refreshToken
      authLevel
    }
    error {
      code
      message
      fields {
        field
        message
      }
    }
  }
}
    `) as unknown as TypedDocumentString<VerifyOtpMutation, VerifyOtpMutationVariables>;
export const CreateCredentialDocument = new TypedDocumentString(`
    mutation CreateCredential($input: CreateCredentialInput!) {
  createCredential(input: $input) {
    credential {
      status
      token {
        accessToken
        refreshToken
        authLevel
        expiresIn
      }
    }
    error {
      code
      message
      fields {
        field
        message
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CreateCredentialMutation, CreateCredentialMutationVariables>;
export const AppSettingsDocument = new TypedDocumentString(`
    query AppSettings {
  appSettings {
    helpCenterUrl
    marketingSiteUrl
    supportPhone
  }
}
    `) as unknown as TypedDocumentString<AppSettingsQuery, AppSettingsQueryVariables>;
export const ResendVerificationEmailDocument = new TypedDocumentString(`
    mutation ResendVerificationEmail {
  resendVerificationEmail {
    success
    error {
      code
      message
      fields {
        field
        message
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ResendVerificationEmailMutation, ResendVerificationEmailMutationVariables>;
export const JourneyFactsDocument = new TypedDocumentString(`
    query JourneyFacts($identified: Boolean!) {
  globalFeatureFlags {
    name
    enabled
  }
  profile @include(if: $identified) {
    activePhoneNumber {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<JourneyFactsQuery, JourneyFactsQueryVariables>;