/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AddressInput = {
  city: string;
  postalCode: string;
  state: string;
  street1: string;
  street2?: string | null | undefined;
};

export type AddressSuggestionInput = {
  city: string;
  secondary: string;
  state: string;
  streetLine: string;
  zipcode: string;
};

export type AddressSuggestionsInput = {
  /** USPS code: that state's matches come first. */
  preferState?: string | null | undefined;
  /** Fewer than 3 characters answers no suggestions. */
  search: string;
  /** A suggestion with entries > 1, to expand into its units. */
  selected?: AddressSuggestionInput | null | undefined;
};

export type AuthLevel =
  | 'IDENTIFIED'
  | 'VERIFIED';

/** Which Link links a bank: the sandbox bank-link provider's screens, or the live provider's Link. */
export type BankLinkMode =
  /** The live provider's Link, loaded from its site. */
  | 'LIVE'
  /** The sandbox's Link screens, drawn by the app, whose steps are at linkApiUrl. */
  | 'SANDBOX';

export type BeneficiaryAddressInput = {
  city: string;
  postalCode: string;
  state: string;
  street1: string;
  street2?: string | null | undefined;
};

export type BeneficiaryAllocationInput = {
  /** A whole percentage above 0. */
  allocation: number;
  beneficiaryId: string | number;
};

/** The fields of its kind are kept, the others ignored. On update, a field not sent is unchanged. */
export type BeneficiaryContactInput = {
  /** yyyy-MM-dd or MM/dd/yyyy. */
  birthdate?: string | null | undefined;
  businessType?: string | null | undefined;
  dateOfTrust?: string | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  middleInitial?: string | null | undefined;
  /** An organization's or a trust's name. */
  name?: string | null | undefined;
  parentGuardianInfo?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  relationship?: string | null | undefined;
  suffix?: string | null | undefined;
};

export type BeneficiaryResponsibility =
  /** Contingent: paid when no primary survives. */
  | 'BACKUP'
  | 'PRIMARY';

export type BeneficiaryType =
  | 'INDIVIDUAL'
  /** Under 21, with a parent or guardian. */
  | 'MINOR'
  | 'ORGANIZATION'
  | 'TRUST';

export type CancelPendingPolicyUpdatesInput = {
  policyId: string | number;
};

export type CancelPolicyForCustomerInput = {
  policyId: string | number;
  /** Why the owner is cancelling, in their words. */
  reason: string;
};

/** Where card details are entered: the sandbox card provider, or the live one. */
export type CardProviderMode =
  /** The live provider's Elements, with the publishable key. */
  | 'LIVE'
  /** The sandbox provider's own card field, in a frame (frameUrl). */
  | 'SANDBOX';

export type ConfirmBeneficiaryChangesInput = {
  /** The user's createAcknowledgement of the current beneficiary-terms document. */
  acknowledgementId: string | number;
  /** Defaults to wysh-insurance. */
  lineOfBusiness?: string | null | undefined;
};

export type ContactStatus =
  | 'ACTIVE'
  | 'PENDING';

export type CoverIncreasePolicyInput = {
  policyId: string | number;
};

/** underwriting: the interview is to be answered; referred: an underwriter reviews it (edits are blocked); offered: the new price waits for the owner (PENDING YOUR APPROVAL); accepted: the next terms version; declined, withdrawn, expired: the policy stays as it was. */
export type CoverIncreaseStatus =
  | 'ACCEPTED'
  | 'DECLINED'
  | 'EXPIRED'
  | 'OFFERED'
  | 'REFERRED'
  | 'UNDERWRITING'
  | 'WITHDRAWN';

export type CreateAcknowledgementInput = {
  contextId: string | number;
  /** InsuranceApplication or InsuranceMembership. */
  contextType: string;
  recordId: string | number;
  /** document or disclosure. */
  recordType: string;
};

export type CreateBeneficiaryInput = {
  /** Required except for a trust. */
  address?: BeneficiaryAddressInput | null | undefined;
  contact?: BeneficiaryContactInput | null | undefined;
  /** Defaults to wysh-insurance. */
  lineOfBusiness?: string | null | undefined;
  responsibility: BeneficiaryResponsibility;
  taxId?: SensitiveValueInput | null | undefined;
  /** A trust's: its trustee's tax id. */
  trusteeTaxId?: SensitiveValueInput | null | undefined;
  type: BeneficiaryType;
};

export type CreateCredentialInput = {
  attestedOver18: boolean;
  email: string;
  newsletter?: boolean;
  password: string;
};

export type CreateDirectUploadInput = {
  byteSize: number;
  /** Base64 MD5 of the file. */
  checksum: string;
  contentType: string;
  filename: string;
};

export type CreateFlowSessionInput = {
  flowId: string | number;
  flowScope?: FlowScope | null | undefined;
  fromStart?: boolean;
};

export type CreateMultiplePaymentsInput = {
  invoiceIds: Array<string | number>;
};

export type CreatePaymentMethodInput = {
  /** A bank account's: the version of the debit authorization its owner agreed to. */
  debitAuthorizationVersion?: string | null | undefined;
  /** A card's: the name on it. */
  nameOnCard?: string | null | undefined;
  /** A card's: the card field's token, the card provider's payment method id (the spec's externalId). */
  paymentMethodToken?: string | null | undefined;
  /** A bank account's: the linked account (PlaidItems' plaidAccounts id) to debit by ACH. */
  plaidAccountId?: string | number | null | undefined;
  /** credit_card or bank_account. */
  source?: string | null | undefined;
};

export type CreateReinstatementInvoiceInput = {
  policyId: string | number;
};

export type CreateResponseInput = {
  criteria?: FormCriteriaInput | null | undefined;
  fieldResponses: Array<FieldResponseInput>;
  flowSessionId: string | number;
  /** The slug of the form answered: the session's current form. */
  formIdentifier: string;
  /** Once saved, move on as fetchForm NEXT would (with criteria) and answer the next form. */
  next?: boolean;
};

export type CreateWyshAllocationInput = {
  /** Whole dollars, in cents. */
  amount: number;
  wyshId: string | number;
};

export type CreateWyshRecipientInput = {
  accountNumber?: string | null | undefined;
  countryCode?: string | null | undefined;
  email?: string | null | undefined;
  kind: WyshRecipientKind;
  name?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  relationship?: string | null | undefined;
  websiteUrl?: string | null | undefined;
  wyshAllocationId: string | number;
};

export type DecideUnderwritingCaseInput = {
  caseId: string | number;
  /** accept or reject. */
  decision: string;
  /** accept: the maximum term cover. */
  maxAmount?: number | null | undefined;
  /** accept: the class, preferred_plus to tobacco_standard. */
  rateClass?: string | null | undefined;
  /** reject: why, for the file. */
  reason?: string | null | undefined;
};

export type DestroyBeneficiaryInput = {
  beneficiaryId: string | number;
  /** Removing the last primary: the backups are removed too. */
  destroyBackup?: boolean | null | undefined;
  /** Removing the last primary: the backups become primaries. */
  promoteBackup?: boolean | null | undefined;
  responsibility?: BeneficiaryResponsibility | null | undefined;
};

export type DiscardBeneficiaryChangesInput = {
  /** Defaults to wysh-insurance. */
  lineOfBusiness?: string | null | undefined;
};

/** Where the browser's error reports go. */
export type ErrorReportingMode =
  /** The error-reporting service. */
  | 'LIVE'
  /** Nowhere: nothing is reported. */
  | 'OFF'
  /** The sandbox error-reporting endpoint of this server (shown at /dev/errors). */
  | 'SANDBOX';

export type EstimateInput = {
  /** The cover, in cents (whole dollars). */
  amount: number;
  termDuration: number;
  termUnit?: string | null | undefined;
};

export type ExchangeBlackboxInput = {
  blackbox: string;
  clientFamily: string;
};

export type ExchangeLoginTokenInput = {
  loginToken: string;
  /** The purpose the link claims; a token meant for another is refused (TOKEN_PURPOSE_MISMATCH). */
  purpose?: LoginTokenPurpose | null | undefined;
};

export type ExecuteGroupMutationInput = {
  flowSessionId?: string | number | null | undefined;
  inputPayload: unknown;
  mutationKey: string;
};

export type FetchFormInput = {
  criteria?: FormCriteriaInput | null | undefined;
  /** The slug the client shows; NEXT and PREVIOUS need it. */
  currentFormIdentifier?: string | null | undefined;
  direction: FormDirection;
  flowSessionId: string | number;
  /** RELOAD only: a form this session has shown, or "previous". */
  target?: string | null | undefined;
};

export type FieldResponseInput = {
  fieldId: string;
  inputType: string;
  required: boolean;
  value?: unknown;
};

export type FlowScope =
  | 'COVERAGE_ADJUSTMENT'
  | 'NEW_POLICY'
  | 'POLICY_HOLDER'
  | 'REINSTATEMENT';

export type FormCriteriaInput = {
  /** What an earlier setFormAction passed on, e.g. "edit:insurance-profile-name". */
  action?: string | null | undefined;
  flowScope?: FlowScope | null | undefined;
  formScope?: string | null | undefined;
};

export type FormDirection =
  | 'NEXT'
  | 'PREVIOUS'
  | 'RELOAD';

export type InitiatePasswordResetInput = {
  email: string;
};

/** The insurance card state, by the precedence of spec 001 §4.13. */
export type InsuranceCardState =
  | 'MARKETING'
  | 'NOTICE'
  | 'OWNED'
  | 'QUOTE'
  | 'RECAPTURE'
  | 'REVIEWING';

/** What a login token (from a link in an e-mail) is for; the link leads to the matching page. */
export type LoginTokenPurpose =
  | 'LOGIN'
  | 'POLICY_REINSTATEMENT'
  | 'QUOTE_REVIEW'
  | 'REINSTATEMENT_QUOTE_REVIEW';

export type MaintenanceKind =
  | 'SCHEDULED'
  | 'UNSCHEDULED';

export type MonitorWyshAllocationInput = {
  /** One of the viewer's linked loans (PlaidAccount id). */
  plaidAccountId: string | number;
  wyshAllocationId: string | number;
};

export type OtpChannel =
  | 'SMS'
  | 'VOICE';

export type PayInvoiceInput = {
  invoiceId: string | number;
  nameOnCard?: string | null | undefined;
  /** The card field's token (the provider's payment method id); absent: the saved card. */
  paymentMethodToken?: string | null | undefined;
  /** True when paying buys the policy (its first premium); a first premium is refused without it, and any other invoice with it. */
  purchasePolicy?: boolean | null | undefined;
};

export type PlaidExchangePublicTokenInput = {
  /** The id of the account picked in Link (onSuccess metadata). */
  bankAccountId: string;
  lineOfBusiness?: string | null | undefined;
  /** Link's onSuccess public_token. */
  publicToken: string;
};

export type PlaidItemInput = {
  plaidItemId: string | number;
};

export type PlaidItemStatus =
  /** The bank login works. */
  | 'good'
  /** The bank asks the person to sign in again (initiatePlaidUpdate, then confirmPlaidUpdate). */
  | 'login_required';

export type PolicyCancellationKind =
  /** After the free look: cover to the end of the paid period, nothing refunded. */
  | 'end_of_paid_period'
  /** Returned in its free look: void from the beginning, every premium refunded. */
  | 'free_look';

/** UPDATES_PENDING: "UPDATES PENDING" / "SEE DETAILS"; PENDING_APPROVAL: "PENDING YOUR APPROVAL" / "REVIEW". */
export type PolicyUpdateKind =
  /** "PAYMENT PAST DUE" / "PAY NOW" */
  | 'PAYMENT_PAST_DUE'
  | 'PENDING_APPROVAL'
  /** "POLICY LAPSED" / "SEE DETAILS" */
  | 'POLICY_LAPSED'
  | 'UPDATES_PENDING';

export type PolicyUpdateReason =
  /** A change of the policy's cover waits for its due date (see pendingPolicyId's pending details). */
  | 'COVER_CHANGE'
  /** More cover was approved: its price waits for the owner on /products/insurance/confirm-update. */
  | 'COVER_INCREASE'
  /** The policy lapsed at the end of its grace period. */
  | 'LAPSED'
  /** A manual underwriting case is undecided. */
  | 'MANUAL_REVIEW'
  /** A premium is past due: the policy is in grace. */
  | 'PAST_DUE'
  /** A quote newer than the policy's waits. */
  | 'PENDING_QUOTE'
  /** A change of the policy's beneficiaries waits. */
  | 'POLICY_CHANGE'
  /** Extending the term to 65 was approved: its price waits on /products/insurance/confirm-update. */
  | 'TERM_EXTENSION';

export type PrequalificationInformationInput = {
  birthdate: string;
  sex: string;
  state?: string | null | undefined;
  tobacco: boolean;
};

export type PreviewEstimateInput = {
  amount: number;
  /** yyyy-MM-dd or MM/dd/yyyy. */
  birthdate: string;
  sex: string;
  termDuration: number;
  tobacco: boolean;
};

export type PurchasePolicyInput = {
  /** The documents the buyer was shown and agreed to (the Statement of Good Health, the terms). */
  acknowledgedDocumentIds: Array<string | number>;
  /** With plaidAccountId: the version of the debit authorization the buyer accepted. */
  debitAuthorizationVersion?: string | null | undefined;
  nameOnCard?: string | null | undefined;
  /** The accidental-death offering bought; or quoteId. */
  offeringId?: string | number | null | undefined;
  /** The card field's token, to pay by card (with nameOnCard); or plaidAccountId. */
  paymentMethodToken?: string | null | undefined;
  /** One of the viewer’s linked bank accounts (PlaidItem.accounts), to pay the first premium by ACH: the policy is issued when the debit settles, up to 5 business days later. */
  plaidAccountId?: string | number | null | undefined;
  /** The term quote bought; or offeringId. */
  quoteId?: string | number | null | undefined;
};

export type ReplyToSupportConversationInput = {
  clientMessageId: string;
  conversationId: string | number;
  text: string;
};

export type RequestCoverIncreaseInput = {
  /** The cover wanted in all. */
  amount: number;
  policyId: string | number;
};

export type RequestCoverageAdjustmentInput = {
  amount: number;
  policyId: string | number;
};

export type RequestNewBusinessInput = {
  /** The product slug: wysh-term-life. */
  product: string;
};

export type RequestOtpInput = {
  channel: OtpChannel;
  phoneNumberId: string | number;
};

export type RequestReinstatementInput = {
  policyId: string | number;
};

export type ResetForgottenPasswordInput = {
  password: string;
  passwordConfirmation: string;
  token: string;
};

export type SendBeneficiaryPacketInput = {
  beneficiaryId: string | number;
};

export type SendSupportMessageInput = {
  /** The id the device gave the message: sent again (a retry), it is kept once. */
  clientMessageId: string;
  text: string;
};

/** A value the browser encrypted with sensitiveDataKey (RSA-OAEP-256). */
export type SensitiveValueInput = {
  ciphertext: string;
  keyId: string | number;
};

export type SubmitReinstatementUnderwritingInput = {
  policyId: string | number;
};

export type SupportConversationStatus =
  /** With the assistant (24/7). */
  | 'ASSISTANT'
  /** Ended. */
  | 'CLOSED'
  /** Left for our team to reply by e-mail. */
  | 'FOLLOW_UP'
  /** Waiting for a live agent. */
  | 'QUEUED'
  /** An agent took it. */
  | 'WITH_AGENT';

export type SupportMessageAuthor =
  | 'AGENT'
  | 'ASSISTANT'
  | 'PERSON'
  /** An event of the conversation (queued, an agent joined...). */
  | 'SYSTEM';

export type SupportOpenCaseKind =
  /** A request for more cover. */
  | 'COVER_INCREASE'
  /** A lapsed policy’s reinstatement request. */
  | 'REINSTATEMENT'
  /** A question left for our e-mail reply. */
  | 'SUPPORT_FOLLOW_UP'
  /** A request to extend the term to age 65. */
  | 'TERM_EXTENSION'
  /** An application waiting for an underwriter. */
  | 'UNDERWRITING_CASE';

export type SupportPaymentMethodKind =
  | 'BANK_ACCOUNT'
  | 'CARD';

export type TermExtensionPolicyInput = {
  policyId: string | number;
};

export type TerminalBehavior =
  | 'EXIT'
  | 'FINISH';

export type TrackEventInput = {
  /** An event of the catalogue (docs/analytics.md). */
  name: string;
  /** A flat object of small scalars; anything personal is dropped. */
  properties?: unknown;
};

export type UpdateBeneficiaryAllocationInput = {
  beneficiaryAllocations: Array<BeneficiaryAllocationInput>;
};

export type UpdateBeneficiaryInput = {
  /** Not sent: unchanged; null: none (a trust only). */
  address?: BeneficiaryAddressInput | null | undefined;
  beneficiaryId: string | number;
  contact?: BeneficiaryContactInput | null | undefined;
  /** Sent only when edited. */
  taxId?: SensitiveValueInput | null | undefined;
  /** Sent only when edited. */
  trusteeTaxId?: SensitiveValueInput | null | undefined;
};

export type UpdateBillingFrequencyInput = {
  /** monthly or annually. */
  billingFrequency: string;
  policyId: string | number;
};

export type UpdateNotificationInput = {
  notificationId: string | number;
  read?: boolean | null | undefined;
};

export type UpdateProductOfferingInput = {
  amount: number;
  offeringId: string | number;
};

export type UpdateQuoteInput = {
  /** Another cover (with termDuration). */
  amount?: number | null | undefined;
  billingFrequency?: string | null | undefined;
  quoteId: string | number;
  /** "accepted" accepts the quote (spec 000 §7): its pending policy and first invoice are made. */
  status?: string | null | undefined;
  termDuration?: number | null | undefined;
  termUnit?: string | null | undefined;
};

export type UpdateWyshAllocationInput = {
  amount?: number | null | undefined;
  order?: number | null | undefined;
  wyshAllocationId: string | number;
};

export type UpdateWyshRecipientInput = {
  accountNumber?: string | null | undefined;
  countryCode?: string | null | undefined;
  email?: string | null | undefined;
  kind?: WyshRecipientKind | null | undefined;
  name?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  recipientId: string | number;
  relationship?: string | null | undefined;
  websiteUrl?: string | null | undefined;
};

export type UserStatus =
  | 'ACTIVE'
  | 'DECOMMISSIONED'
  | 'LOCKED';

export type VerifyEmailInput = {
  token: string;
};

export type VerifyOtpInput = {
  code: string;
  phoneNumberId: string | number;
};

export type VerifySessionInput = {
  code: string;
};

export type WyshAllocationChangeDirection =
  | 'DOWN'
  | 'UP';

export type WyshAllocationIdInput = {
  wyshAllocationId: string | number;
};

export type WyshAllocationStatus =
  | 'ACTIVE'
  | 'DECOMMISSIONED';

export type WyshCardState =
  | 'MARKETING'
  | 'OWNED';

export type WyshRecipientIdInput = {
  recipientId: string | number;
};

export type WyshRecipientKind =
  | 'COMPANY'
  | 'INDIVIDUAL'
  | 'INSTITUTION';

export type ExchangeBlackboxMutationVariables = Exact<{
  input: ExchangeBlackboxInput;
}>;


export type ExchangeBlackboxMutation = { exchangeBlackbox: { blocked: boolean, deviceId: string } };

export type StartUpQueryVariables = Exact<{
  slug: string;
}>;


export type StartUpQuery = { translations: { entries: Array<{ key: string, value: string }> }, maintenance: { kind: MaintenanceKind, returnsAt: string | null } | null, appSettings: { helpCenterUrl: string, marketingSiteUrl: string, supportPhone: string, cardProvider: { mode: CardProviderMode, publishableKey: string, frameUrl: string | null }, bankLink: { mode: BankLinkMode, linkApiUrl: string | null }, errorReporting: { mode: ErrorReportingMode, browserDsn: string | null } } };

export type TranslationsQueryVariables = Exact<{
  slug: string;
}>;


export type TranslationsQuery = { translations: { entries: Array<{ key: string, value: string }> } };

export type DecommissionUserMutationVariables = Exact<{ [key: string]: never; }>;


export type DecommissionUserMutation = { decommissionUser: { success: boolean, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type ProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileQuery = { profile: { firstName: string | null, middleName: string | null, lastName: string | null, suffix: string | null, activeEmail: { id: string, email: string, status: ContactStatus } | null, pendingEmail: { id: string, email: string, status: ContactStatus } | null, emails: Array<{ id: string, email: string, status: ContactStatus }>, activePhoneNumber: { id: string, mask: string, status: ContactStatus } | null, phoneNumbers: Array<{ id: string, mask: string, status: ContactStatus }> } };

export type RequestDataExportMutationVariables = Exact<{ [key: string]: never; }>;


export type RequestDataExportMutation = { requestDataExport: { availableAt: string | null, request: { id: string, status: string } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type AgentAuditLogQueryVariables = Exact<{
  conversationId: string | number;
}>;


export type AgentAuditLogQuery = { supportAuditLog: Array<{ action: string, agentName: string, at: string }> };

export type CancelPolicyFromConversationMutationVariables = Exact<{
  conversationId: string | number;
  reason: string;
}>;


export type CancelPolicyFromConversationMutation = { cancelPolicyFromConversation: { policy: { id: string, number: string, productSlug: string, status: string, ownerName: string, ownerEmail: string | null, amount: number, monthlyPremium: number, effectiveOn: string, terminatesOn: string, replacesCover: boolean, freeLookEndsOn: string, paidThrough: string, cancellingToday: { kind: PolicyCancellationKind, refundAmount: number, coverEndsOn: string | null } | null, cancellation: { kind: PolicyCancellationKind, requestedOn: string, coverEndsOn: string | null, refundAmount: number, reason: string } | null, refunds: Array<{ amount: number, status: string, method: string, providerRefundId: string | null, createdAt: string }>, history: Array<{ event: string, toStatus: string, reason: string, occurredAt: string }> } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type CloseSupportConversationAsAgentMutationVariables = Exact<{
  conversationId: string | number;
}>;


export type CloseSupportConversationAsAgentMutation = { closeSupportConversationAsAgent: { conversation: { id: string, status: SupportConversationStatus } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type AgentConversationQueryVariables = Exact<{
  id: string | number;
}>;


export type AgentConversationQuery = { supportAgentConversation: { conversation: { id: string, status: SupportConversationStatus, waitingSince: string | null, followUpEmail: string | null, closedAt: string | null }, person: { fullName: string, email: string | null, conversations: number, policy: { id: string, number: string, productSlug: string, status: string, ownerName: string, ownerEmail: string | null, amount: number, monthlyPremium: number, effectiveOn: string, terminatesOn: string, replacesCover: boolean, freeLookEndsOn: string, paidThrough: string, cancellingToday: { kind: PolicyCancellationKind, refundAmount: number, coverEndsOn: string | null } | null, cancellation: { kind: PolicyCancellationKind, requestedOn: string, coverEndsOn: string | null, refundAmount: number, reason: string } | null, refunds: Array<{ amount: number, status: string, method: string, providerRefundId: string | null, createdAt: string }>, history: Array<{ event: string, toStatus: string, reason: string, occurredAt: string }> } | null, billing: { nextPayment: { dueOn: string, amount: number, estimated: boolean } | null, pastDue: { amount: number, invoices: number, lapsesOn: string | null } | null, paymentMethod: { kind: SupportPaymentMethodKind, description: string, debitsStopped: boolean } | null } | null, openCases: Array<{ kind: SupportOpenCaseKind, status: string, since: string }>, recentEmails: Array<{ subject: string, to: string, sentAt: string }> } } | null };

export type AgentQueueItemFieldsFragment = { personName: string, preview: string | null, conversation: { id: string, status: SupportConversationStatus, waitingSince: string | null } };

export type AgentQueueQueryVariables = Exact<{ [key: string]: never; }>;


export type AgentQueueQuery = { supportQueue: { asOf: string, waiting: Array<{ personName: string, preview: string | null, conversation: { id: string, status: SupportConversationStatus, waitingSince: string | null } }>, mine: Array<{ personName: string, preview: string | null, conversation: { id: string, status: SupportConversationStatus, waitingSince: string | null } }> } };

export type ReplyToSupportConversationMutationVariables = Exact<{
  input: ReplyToSupportConversationInput;
}>;


export type ReplyToSupportConversationMutation = { replyToSupportConversation: { message: { id: string, seq: number } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type AgentSavedAnswersQueryVariables = Exact<{ [key: string]: never; }>;


export type AgentSavedAnswersQuery = { supportSavedAnswers: Array<{ id: string, title: string, text: string }> };

export type ResendPolicyPacketFromConversationMutationVariables = Exact<{
  conversationId: string | number;
}>;


export type ResendPolicyPacketFromConversationMutation = { resendPolicyPacketFromConversation: { message: { id: string } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type SendSignInLinkFromConversationMutationVariables = Exact<{
  conversationId: string | number;
}>;


export type SendSignInLinkFromConversationMutation = { sendSignInLinkFromConversation: { message: { id: string } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type TakeSupportConversationMutationVariables = Exact<{
  conversationId: string | number;
}>;


export type TakeSupportConversationMutation = { takeSupportConversation: { conversation: { id: string, status: SupportConversationStatus } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type InitiatePasswordResetMutationVariables = Exact<{
  input: InitiatePasswordResetInput;
}>;


export type InitiatePasswordResetMutation = { initiatePasswordReset: { success: boolean, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type ResetForgottenPasswordMutationVariables = Exact<{
  input: ResetForgottenPasswordInput;
}>;


export type ResetForgottenPasswordMutation = { resetForgottenPassword: { success: boolean, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type PlaidExchangePublicTokenMutationVariables = Exact<{
  input: PlaidExchangePublicTokenInput;
}>;


export type PlaidExchangePublicTokenMutation = { plaidExchangePublicToken: { plaidAccount: { id: string, name: string, mask: string | null } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type MonitoringLinkTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type MonitoringLinkTokenMutation = { plaidGenerateLinkToken: { linkToken: string | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type MonitorWyshAllocationMutationVariables = Exact<{
  input: MonitorWyshAllocationInput;
}>;


export type MonitorWyshAllocationMutation = { monitorWyshAllocation: { wyshAllocation: { id: string, amount: number | null, monitored: boolean, plaidAccount: { id: string, name: string, mask: string | null, institutionName: string } | null } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type PlaidGenerateLinkTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type PlaidGenerateLinkTokenMutation = { plaidGenerateLinkToken: { linkToken: string | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type InitiatePlaidUpdateMutationVariables = Exact<{
  input: PlaidItemInput;
}>;


export type InitiatePlaidUpdateMutation = { initiatePlaidUpdate: { linkToken: string | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type PlaidItemsQueryVariables = Exact<{ [key: string]: never; }>;


export type PlaidItemsQuery = { plaidItems: Array<{ id: string, status: PlaidItemStatus, plaidInstitution: { id: string, name: string }, plaidAccounts: Array<{ id: string, name: string, mask: string | null, accountType: string, subtype: string | null }> }> };

export type PayFromAccountMutationVariables = Exact<{
  input: CreatePaymentMethodInput;
}>;


export type PayFromAccountMutation = { createPaymentMethod: { paymentMethod: { id: string, name: string, bankAccount: { bankName: string, mask: string, plaidAccountId: string | null } | null } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type ConfirmPlaidUpdateMutationVariables = Exact<{
  input: PlaidItemInput;
}>;


export type ConfirmPlaidUpdateMutation = { confirmPlaidUpdate: { success: boolean, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type UnlinkPlaidItemMutationVariables = Exact<{
  input: PlaidItemInput;
}>;


export type UnlinkPlaidItemMutation = { unlinkPlaidItem: { success: boolean, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type MyBeneficiariesQueryVariables = Exact<{
  lineOfBusiness?: string | null | undefined;
}>;


export type MyBeneficiariesQuery = { getBeneficiaries: { list: Array<{ id: string, allocation: number, responsibility: BeneficiaryResponsibility, type: BeneficiaryType, carriesId: string | null, contact:
        | { __typename: 'IndividualContact', firstName: string | null, middleInitial: string | null, lastName: string | null, suffix: string | null, relationship: string | null, birthdate: string | null, phoneNumber: string | null, email: string | null, parentGuardianInfo: string | null, taxIdSet: boolean, requiredAddress: { street1: string, street2: string | null, city: string, state: string, postalCode: string } | null }
        | { __typename: 'OrganizationContact', name: string | null, businessType: string | null, phoneNumber: string | null, email: string | null, taxIdSet: boolean, requiredAddress: { street1: string, street2: string | null, city: string, state: string, postalCode: string } | null }
        | { __typename: 'TrustContact', name: string | null, firstName: string | null, lastName: string | null, dateOfTrust: string | null, phoneNumber: string | null, email: string | null, trusteeTaxIdSet: boolean, nullableAddress: { street1: string, street2: string | null, city: string, state: string, postalCode: string } | null }
       }>, backup: Array<{ id: string, allocation: number, responsibility: BeneficiaryResponsibility, type: BeneficiaryType, carriesId: string | null, contact:
        | { __typename: 'IndividualContact', firstName: string | null, middleInitial: string | null, lastName: string | null, suffix: string | null, relationship: string | null, birthdate: string | null, phoneNumber: string | null, email: string | null, parentGuardianInfo: string | null, taxIdSet: boolean, requiredAddress: { street1: string, street2: string | null, city: string, state: string, postalCode: string } | null }
        | { __typename: 'OrganizationContact', name: string | null, businessType: string | null, phoneNumber: string | null, email: string | null, taxIdSet: boolean, requiredAddress: { street1: string, street2: string | null, city: string, state: string, postalCode: string } | null }
        | { __typename: 'TrustContact', name: string | null, firstName: string | null, lastName: string | null, dateOfTrust: string | null, phoneNumber: string | null, email: string | null, trusteeTaxIdSet: boolean, nullableAddress: { street1: string, street2: string | null, city: string, state: string, postalCode: string } | null }
       }>, pending: Array<{ id: string, allocation: number, responsibility: BeneficiaryResponsibility, type: BeneficiaryType, carriesId: string | null, contact:
        | { __typename: 'IndividualContact', firstName: string | null, middleInitial: string | null, lastName: string | null, suffix: string | null, relationship: string | null, birthdate: string | null, phoneNumber: string | null, email: string | null, parentGuardianInfo: string | null, taxIdSet: boolean, requiredAddress: { street1: string, street2: string | null, city: string, state: string, postalCode: string } | null }
        | { __typename: 'OrganizationContact', name: string | null, businessType: string | null, phoneNumber: string | null, email: string | null, taxIdSet: boolean, requiredAddress: { street1: string, street2: string | null, city: string, state: string, postalCode: string } | null }
        | { __typename: 'TrustContact', name: string | null, firstName: string | null, lastName: string | null, dateOfTrust: string | null, phoneNumber: string | null, email: string | null, trusteeTaxIdSet: boolean, nullableAddress: { street1: string, street2: string | null, city: string, state: string, postalCode: string } | null }
       }> }, beneficiaryChanges: Array<{ id: string, status: string }> };

export type BeneficiaryPartsFragment = { id: string, allocation: number, responsibility: BeneficiaryResponsibility, type: BeneficiaryType, carriesId: string | null, contact:
    | { __typename: 'IndividualContact', firstName: string | null, middleInitial: string | null, lastName: string | null, suffix: string | null, relationship: string | null, birthdate: string | null, phoneNumber: string | null, email: string | null, parentGuardianInfo: string | null, taxIdSet: boolean, requiredAddress: { street1: string, street2: string | null, city: string, state: string, postalCode: string } | null }
    | { __typename: 'OrganizationContact', name: string | null, businessType: string | null, phoneNumber: string | null, email: string | null, taxIdSet: boolean, requiredAddress: { street1: string, street2: string | null, city: string, state: string, postalCode: string } | null }
    | { __typename: 'TrustContact', name: string | null, firstName: string | null, lastName: string | null, dateOfTrust: string | null, phoneNumber: string | null, email: string | null, trusteeTaxIdSet: boolean, nullableAddress: { street1: string, street2: string | null, city: string, state: string, postalCode: string } | null }
   };

export type BeneficiaryAddressPartsFragment = { street1: string, street2: string | null, city: string, state: string, postalCode: string };

export type BeneficiaryHistoryQueryVariables = Exact<{
  lineOfBusiness?: string | null | undefined;
}>;


export type BeneficiaryHistoryQuery = { beneficiaryChanges: Array<{ id: string, kind: string, status: string, createdAt: string, appliedAt: string | null, documentVersion: number | null, beneficiaries: Array<{ id: string, allocation: number, responsibility: BeneficiaryResponsibility, type: BeneficiaryType, carriesId: string | null, contact:
        | { __typename: 'IndividualContact', firstName: string | null, middleInitial: string | null, lastName: string | null, suffix: string | null, relationship: string | null, birthdate: string | null, phoneNumber: string | null, email: string | null, parentGuardianInfo: string | null, taxIdSet: boolean, requiredAddress: { street1: string, street2: string | null, city: string, state: string, postalCode: string } | null }
        | { __typename: 'OrganizationContact', name: string | null, businessType: string | null, phoneNumber: string | null, email: string | null, taxIdSet: boolean, requiredAddress: { street1: string, street2: string | null, city: string, state: string, postalCode: string } | null }
        | { __typename: 'TrustContact', name: string | null, firstName: string | null, lastName: string | null, dateOfTrust: string | null, phoneNumber: string | null, email: string | null, trusteeTaxIdSet: boolean, nullableAddress: { street1: string, street2: string | null, city: string, state: string, postalCode: string } | null }
       }> }> };

export type BeneficiaryTermsQueryVariables = Exact<{ [key: string]: never; }>;


export type BeneficiaryTermsQuery = { documents: Array<{ id: string, name: string, version: number, html: { url: string } }>, currentUser: { activeConstellations: Array<{ businessSlug: string, activeInsuranceMembership: { id: string } | null }> } | null };

export type AcknowledgeBeneficiaryTermsMutationVariables = Exact<{
  input: CreateAcknowledgementInput;
}>;


export type AcknowledgeBeneficiaryTermsMutation = { createAcknowledgement: { acknowledgement: { id: string } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type ConfirmMyBeneficiaryChangesMutationVariables = Exact<{
  input: ConfirmBeneficiaryChangesInput;
}>;


export type ConfirmMyBeneficiaryChangesMutation = { confirmBeneficiaryChanges: { success: boolean, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type DiscardMyBeneficiaryChangesMutationVariables = Exact<{
  input: DiscardBeneficiaryChangesInput;
}>;


export type DiscardMyBeneficiaryChangesMutation = { discardBeneficiaryChanges: { success: boolean, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type SendMyBeneficiaryPacketMutationVariables = Exact<{
  input: SendBeneficiaryPacketInput;
}>;


export type SendMyBeneficiaryPacketMutation = { sendBeneficiaryPacket: { success: boolean, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type CreateMyBeneficiaryMutationVariables = Exact<{
  input: CreateBeneficiaryInput;
}>;


export type CreateMyBeneficiaryMutation = { createBeneficiary: { beneficiary: { id: string } | null, beneficiaries: { list: Array<{ id: string }>, backup: Array<{ id: string }> } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type UpdateMyBeneficiaryMutationVariables = Exact<{
  input: UpdateBeneficiaryInput;
}>;


export type UpdateMyBeneficiaryMutation = { updateBeneficiary: { beneficiary: { id: string } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type DestroyMyBeneficiaryMutationVariables = Exact<{
  input: DestroyBeneficiaryInput;
}>;


export type DestroyMyBeneficiaryMutation = { destroyBeneficiary: { success: boolean, beneficiaries: { list: Array<{ id: string }>, backup: Array<{ id: string }> } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type UpdateMyBeneficiaryAllocationMutationVariables = Exact<{
  input: UpdateBeneficiaryAllocationInput;
}>;


export type UpdateMyBeneficiaryAllocationMutation = { updateBeneficiaryAllocation: { status: string | null, success: boolean, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type UpdateBillingFrequencyMutationVariables = Exact<{
  input: UpdateBillingFrequencyInput;
}>;


export type UpdateBillingFrequencyMutation = { updateBillingFrequency: { policy: { id: string, accountsProduct: { id: string, amount: number, billingFrequency: string } } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type BillingPageQueryVariables = Exact<{ [key: string]: never; }>;


export type BillingPageQuery = { userPolicy: { id: string, label: string | null, status: string, lapsesAt: string | null, monthlyPremium: number, annualPremium: number, accountsProduct: { id: string, name: string, amount: number, billingFrequency: string, nextPayment: { date: string, estimated: boolean } | null }, invoices: Array<{ id: string, kind: string, status: string, amount: number, balance: number, periodStart: string | null, periodEnd: string | null, dueOn: string, paidOn: string | null, pastDue: boolean, payments: Array<{ id: string, status: string, amount: number, returnCode: string | null }>, receipt: { id: string, pdf: { url: string } } | null }> } | null, activePaymentMethod: { id: string, source: string, name: string, description: string, bankAccount: { bankName: string, accountType: string | null, mask: string, plaidAccountId: string | null, debitsStoppedCode: string | null } | null, card: { brand: string, last4: string, expMonth: number, expYear: number } | null } | null, currentUser: { activeConstellations: Array<{ businessSlug: string, activeInsuranceMembership: { id: string, invoicesPastDueBalance: number, invoicesProcessingAmount: number } | null }> } | null, profile: { firstName: string | null, lastName: string | null } };

export type CreateMultiplePaymentsMutationVariables = Exact<{
  input: CreateMultiplePaymentsInput;
}>;


export type CreateMultiplePaymentsMutation = { createMultiplePayments: { payments: { billingAttemptedAmount: number, transactionResult: string, paymentMethod: { source: string, name: string, card: { brand: string, last4: string } | null, bankAccount: { bankName: string, accountType: string | null, mask: string } | null } | null, processed: Array<{ invoiceId: string, amount: number, transactionResult: string, reason: string | null }> } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type CreatePaymentMethodMutationVariables = Exact<{
  input: CreatePaymentMethodInput;
}>;


export type CreatePaymentMethodMutation = { createPaymentMethod: { saved: boolean | null, message: string | null, paymentMethod: { id: string, card: { brand: string, last4: string } | null } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type SupportConversationFieldsFragment = { id: string, status: SupportConversationStatus, lastSeq: number, followUpEmail: string | null, rating: number | null, queue: { position: number, typicalWaitMinutes: number | null } | null };

export type SupportConversationQueryVariables = Exact<{ [key: string]: never; }>;


export type SupportConversationQuery = { supportConversation: { id: string, status: SupportConversationStatus, lastSeq: number, followUpEmail: string | null, rating: number | null, queue: { position: number, typicalWaitMinutes: number | null } | null } | null };

export type SendSupportMessageMutationVariables = Exact<{
  input: SendSupportMessageInput;
}>;


export type SendSupportMessageMutation = { sendSupportMessage: { conversation: { id: string, status: SupportConversationStatus, lastSeq: number, followUpEmail: string | null, rating: number | null, queue: { position: number, typicalWaitMinutes: number | null } | null } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type RequestSupportAgentMutationVariables = Exact<{ [key: string]: never; }>;


export type RequestSupportAgentMutation = { requestSupportAgent: { conversation: { id: string, status: SupportConversationStatus, lastSeq: number, followUpEmail: string | null, rating: number | null, queue: { position: number, typicalWaitMinutes: number | null } | null } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type LeaveSupportQueueMutationVariables = Exact<{ [key: string]: never; }>;


export type LeaveSupportQueueMutation = { leaveSupportQueue: { conversation: { id: string, status: SupportConversationStatus, lastSeq: number, followUpEmail: string | null, rating: number | null, queue: { position: number, typicalWaitMinutes: number | null } | null } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type RequestSupportFollowUpMutationVariables = Exact<{ [key: string]: never; }>;


export type RequestSupportFollowUpMutation = { requestSupportFollowUp: { conversation: { id: string, status: SupportConversationStatus, lastSeq: number, followUpEmail: string | null, rating: number | null, queue: { position: number, typicalWaitMinutes: number | null } | null } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type CloseSupportConversationMutationVariables = Exact<{ [key: string]: never; }>;


export type CloseSupportConversationMutation = { closeSupportConversation: { conversation: { id: string, status: SupportConversationStatus, lastSeq: number, followUpEmail: string | null, rating: number | null, queue: { position: number, typicalWaitMinutes: number | null } | null } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type RateSupportConversationMutationVariables = Exact<{
  conversationId: string | number;
  rating: number;
}>;


export type RateSupportConversationMutation = { rateSupportConversation: { conversation: { id: string, status: SupportConversationStatus, lastSeq: number, followUpEmail: string | null, rating: number | null, queue: { position: number, typicalWaitMinutes: number | null } | null } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type EstimatePricingFieldsFragment = { amount: number, termDuration: number, annualPremium: number, monthlyPremium: number, allocationsCoveredPercentage: number, insuredsAgeAtTerm: number, breakdown: { amount: number, annualRatePer1000: string, annualPolicyFee: number, monthlyFactor: string, rateClass: string, rateVersion: string, issueAge: number, annualPremium: number, monthlyPremium: number } };

export type LatestEstimateQueryVariables = Exact<{ [key: string]: never; }>;


export type LatestEstimateQuery = { latestEstimate: { id: string, amount: number, termDuration: number, annualPremium: number, monthlyPremium: number, allocationsCoveredPercentage: number, rateClass: string, rateVersion: string, breakdown: { amount: number, annualRatePer1000: string, annualPolicyFee: number, monthlyFactor: string, rateClass: string, rateVersion: string, issueAge: number, annualPremium: number, monthlyPremium: number } } | null, estimateInputs: { birthdate: string | null, missing: Array<string> }, allocationSummary: { totalAmount: number } };

export type CoverageEditorStateQueryVariables = Exact<{
  estimateId: string | number;
}>;


export type CoverageEditorStateQuery = { coverageEditorState: { coverageSlider: { valueBase: number, increment: number, characterMax: number, value: number, textEditable: boolean, leftTextLabel: string, rightTextLabel: string, ticks: Array<{ value: number, label: string }>, minErrorMessage: { header: string, text: string } | null, maxErrorMessage: { header: string, text: string } | null } | null, termSlider: { valueBase: number, increment: number, characterMax: number, value: number, textEditable: boolean, leftTextLabel: string, rightTextLabel: string, ticks: Array<{ value: number, label: string }>, minErrorMessage: { header: string, text: string } | null, maxErrorMessage: { header: string, text: string } | null } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type SliderFieldsFragment = { valueBase: number, increment: number, characterMax: number, value: number, textEditable: boolean, leftTextLabel: string, rightTextLabel: string, ticks: Array<{ value: number, label: string }>, minErrorMessage: { header: string, text: string } | null, maxErrorMessage: { header: string, text: string } | null };

export type AdjustEstimateQueryVariables = Exact<{
  id: string | number;
  termDuration: number;
  amount: number;
}>;


export type AdjustEstimateQuery = { adjustEstimate: { pricing: { amount: number, termDuration: number, annualPremium: number, monthlyPremium: number, allocationsCoveredPercentage: number, insuredsAgeAtTerm: number, breakdown: { amount: number, annualRatePer1000: string, annualPolicyFee: number, monthlyFactor: string, rateClass: string, rateVersion: string, issueAge: number, annualPremium: number, monthlyPremium: number } } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type PreviewEstimateQueryVariables = Exact<{
  input: PreviewEstimateInput;
}>;


export type PreviewEstimateQuery = { previewEstimate: { pricing: { amount: number, termDuration: number, annualPremium: number, monthlyPremium: number, allocationsCoveredPercentage: number, insuredsAgeAtTerm: number, breakdown: { amount: number, annualRatePer1000: string, annualPolicyFee: number, monthlyFactor: string, rateClass: string, rateVersion: string, issueAge: number, annualPremium: number, monthlyPremium: number } } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type CreateEstimateMutationVariables = Exact<{
  input: EstimateInput;
}>;


export type CreateEstimateMutation = { createEstimate: { amount: number | null, termDuration: number | null, estimate: { id: string, monthlyPremium: number, allocationsCoveredPercentage: number } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type UpdatePrequalificationInformationMutationVariables = Exact<{
  input: PrequalificationInformationInput;
}>;


export type UpdatePrequalificationInformationMutation = { updatePrequalificationInformation: { inputs: { missing: Array<string> } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type OfferToEditQueryVariables = Exact<{ [key: string]: never; }>;


export type OfferToEditQuery = { pendingQuote: { id: string, status: string, amount: number, termDuration: number, annualPremium: number, monthlyPremium: number, allocationCoverage: number, classReasons: Array<string>, rules: Array<{ ruleId: string, reason: string, shaped: string }>, insuranceApplication: { id: string, version: string }, breakdown: { amount: number, annualRatePer1000: string, annualPolicyFee: number, monthlyFactor: string, rateClass: string, rateVersion: string, issueAge: number, annualPremium: number, monthlyPremium: number } } | null, productsOfferings: Array<{ id: string, status: string, amount: number, annualPremium: number, monthlyPremium: number, allocationCoverage: number, breakdown: { amount: number, annualRatePer1000: string, annualPolicyFee: number, monthlyFactor: string, rateVersion: string, issueAge: number, annualPremium: number, monthlyPremium: number } }>, allocationSummary: { totalAmount: number } };

export type OfferEditorStateQueryVariables = Exact<{
  quoteId?: string | number | null | undefined;
  productsOfferingId?: string | number | null | undefined;
}>;


export type OfferEditorStateQuery = { coverageEditorState: { coverageSlider: { valueBase: number, increment: number, characterMax: number, value: number, textEditable: boolean, leftTextLabel: string, rightTextLabel: string, ticks: Array<{ value: number, label: string }>, minErrorMessage: { header: string, text: string } | null, maxErrorMessage: { header: string, text: string } | null } | null, termSlider: { valueBase: number, increment: number, characterMax: number, value: number, textEditable: boolean, leftTextLabel: string, rightTextLabel: string, ticks: Array<{ value: number, label: string }>, minErrorMessage: { header: string, text: string } | null, maxErrorMessage: { header: string, text: string } | null } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type QuotePricingFieldsFragment = { amount: number | null, termDuration: number | null, annualPremium: number | null, monthlyPremium: number | null, allocationsCoveredPercentage: number | null, breakdown: { amount: number, annualRatePer1000: string, annualPolicyFee: number, monthlyFactor: string, rateClass: string | null, rateVersion: string, issueAge: number, annualPremium: number, monthlyPremium: number } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null };

export type AdjustQuoteQueryVariables = Exact<{
  id: string | number;
  termDuration: number;
  amount: number;
}>;


export type AdjustQuoteQuery = { adjustQuote: { amount: number | null, termDuration: number | null, annualPremium: number | null, monthlyPremium: number | null, allocationsCoveredPercentage: number | null, breakdown: { amount: number, annualRatePer1000: string, annualPolicyFee: number, monthlyFactor: string, rateClass: string | null, rateVersion: string, issueAge: number, annualPremium: number, monthlyPremium: number } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type AdjustProductOfferingQueryVariables = Exact<{
  id: string | number;
  amount: number;
}>;


export type AdjustProductOfferingQuery = { adjustProductOffering: { amount: number | null, termDuration: number | null, annualPremium: number | null, monthlyPremium: number | null, allocationsCoveredPercentage: number | null, breakdown: { amount: number, annualRatePer1000: string, annualPolicyFee: number, monthlyFactor: string, rateClass: string | null, rateVersion: string, issueAge: number, annualPremium: number, monthlyPremium: number } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type UpdateQuoteMutationVariables = Exact<{
  input: UpdateQuoteInput;
}>;


export type UpdateQuoteMutation = { updateQuote: { quote: { id: string } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type UpdateProductOfferingMutationVariables = Exact<{
  input: UpdateProductOfferingInput;
}>;


export type UpdateProductOfferingMutation = { updateProductOffering: { productsOffering: { id: string } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type PolicyToEditQueryVariables = Exact<{ [key: string]: never; }>;


export type PolicyToEditQuery = { userPolicy: { id: string, status: string, amount: number, monthlyPremium: number, annualPremium: number, rateVersion: string, insuredsAgeAtTerm: number, product: { slug: string }, classification: { id: string, name: string } | null, pendingUpdate: { policyId: string, effectiveOn: string } | null, coverIncrease: { id: string, status: CoverIncreaseStatus } | null, breakdown: { amount: number, annualRatePer1000: string, annualPolicyFee: number, monthlyFactor: string, rateClass: string | null, rateVersion: string, issueAge: number, annualPremium: number, monthlyPremium: number } } | null, allocationSummary: { totalAmount: number } };

export type PolicyEditorStateQueryVariables = Exact<{
  policyId: string | number;
}>;


export type PolicyEditorStateQuery = { coverageEditorState: { coverageSlider: { valueBase: number, increment: number, characterMax: number, value: number, textEditable: boolean, leftTextLabel: string, rightTextLabel: string, ticks: Array<{ value: number, label: string }>, minErrorMessage: { header: string, text: string } | null, maxErrorMessage: { header: string, text: string } | null } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type AdjustPolicyQueryVariables = Exact<{
  policyId: string | number;
  amount: number;
}>;


export type AdjustPolicyQuery = { adjustPolicy: { amount: number | null, monthlyPremium: number | null, annualPremium: number | null, effectiveOn: string | null, breakdown: { amount: number, annualRatePer1000: string, annualPolicyFee: number, monthlyFactor: string, rateClass: string | null, rateVersion: string, issueAge: number, annualPremium: number, monthlyPremium: number } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type RequestCoverageAdjustmentMutationVariables = Exact<{
  input: RequestCoverageAdjustmentInput;
}>;


export type RequestCoverageAdjustmentMutation = { requestCoverageAdjustment: { effectiveOn: string | null, policy: { id: string } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type RequestCoverIncreaseMutationVariables = Exact<{
  input: RequestCoverIncreaseInput;
}>;


export type RequestCoverIncreaseMutation = { requestCoverIncrease: { coverIncrease: { id: string, status: CoverIncreaseStatus, requestedAmount: number } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type CoveragePreviewQueryVariables = Exact<{ [key: string]: never; }>;


export type CoveragePreviewQuery = { latestEstimate: { id: string, amount: number, termDuration: number, monthlyPremium: number } | null, wyshAllocations: Array<{ id: string, name: string, amount: number | null }>, userPolicy: { id: string, status: string, amount: number } | null };

export type RecommendedCoverPriceQueryVariables = Exact<{
  id: string | number;
  termDuration: number;
  amount: number;
}>;


export type RecommendedCoverPriceQuery = { adjustEstimate: { pricing: { amount: number, monthlyPremium: number, allocationsCoveredPercentage: number } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type InstantEstimateQueryVariables = Exact<{
  input: PreviewEstimateInput;
}>;


export type InstantEstimateQuery = { previewEstimate: { pricing: { amount: number, termDuration: number, monthlyPremium: number, annualPremium: number, breakdown: { rateClass: string } } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type CancelledPolicyQueryVariables = Exact<{
  withDocuments: boolean;
}>;


export type CancelledPolicyQuery = { cancelledPolicy: { id: string, label: string | null, cancellation: { kind: PolicyCancellationKind, requestedOn: string, coverEndsOn: string | null, refundAmount: number } | null, refunds: Array<{ amount: number, status: string, method: string }>, documents?: Array<{ id: string, slug: string, pdf: { url: string } }> } | null };

export type DashboardHomeQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardHomeQuery = { dashboardHome: { firstName: string | null, insurance: { state: InsuranceCardState, title: string, productSlug: string | null, coverageAmount: number | null, coverageUpTo: boolean, nextBillingDate: string | null, lapsedOn: string | null, quoteExpiresAt: string | null }, wysh: { state: WyshCardState, activeCount: number, wyshes: Array<{ id: string, name: string, amount: number | null }> }, policyUpdate: { kind: PolicyUpdateKind, reason: PolicyUpdateReason, lapsesAt: string | null, pendingPolicyId: string | null } | null } };

export type PolicyholderHomeQueryVariables = Exact<{ [key: string]: never; }>;


export type PolicyholderHomeQuery = { userPolicy: { id: string, label: string | null, status: string, lapsesAt: string | null, amount: number, termDuration: number | null, insuredsAgeAtTerm: number, effectiveAt: string | null, monthlyPremium: number, cancellation: { kind: PolicyCancellationKind, coverEndsOn: string | null } | null, classification: { id: string, name: string } | null, product: { slug: string }, termExtension: { available: boolean, opensOn: string | null, extendsFrom: string | null, years: number | null, coverEndsOn: string | null, request: { id: string, status: CoverIncreaseStatus } | null } | null, documents: Array<{ id: string, slug: string, pdf: { url: string } }>, accountsProduct: { id: string, amount: number, nextPayment: { date: string, estimated: boolean } | null } } | null, getBeneficiaries: { list: Array<{ id: string, allocation: number, responsibility: BeneficiaryResponsibility, contact:
        | { __typename: 'IndividualContact', firstName: string | null, lastName: string | null }
        | { __typename: 'OrganizationContact', name: string | null }
        | { __typename: 'TrustContact', name: string | null }
       }>, backup: Array<{ id: string, allocation: number, responsibility: BeneficiaryResponsibility, contact:
        | { __typename: 'IndividualContact', firstName: string | null, lastName: string | null }
        | { __typename: 'OrganizationContact', name: string | null }
        | { __typename: 'TrustContact', name: string | null }
       }>, pending: Array<{ id: string }> }, allocationSummary: { activeCount: number, totalAmount: number, percentCovered: number | null }, paymentMethods: Array<{ id: string, status: string, card: { brand: string, last4: string } | null }>, activePaymentMethod: { id: string, source: string, name: string, card: { brand: string, last4: string } | null, bankAccount: { bankName: string, accountType: string | null, mask: string } | null } | null, currentUser: { activeConstellations: Array<{ activeInsuranceMembership: { id: string, invoicesProcessingAmount: number } | null }> } | null };

export type HomeBeneficiaryFragment = { id: string, allocation: number, responsibility: BeneficiaryResponsibility, contact:
    | { __typename: 'IndividualContact', firstName: string | null, lastName: string | null }
    | { __typename: 'OrganizationContact', name: string | null }
    | { __typename: 'TrustContact', name: string | null }
   };

export type UnderwritingNotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type UnderwritingNotificationsQuery = { notifications: Array<{ id: string, read: boolean, metadata: { type: string, result: string | null, policyId: string | null } }>, userPolicy: { id: string, coverIncrease: { id: string, status: CoverIncreaseStatus } | null, termExtension: { request: { id: string, status: CoverIncreaseStatus } | null } | null } | null };

export type ExchangeLoginTokenMutationVariables = Exact<{
  input: ExchangeLoginTokenInput;
}>;


export type ExchangeLoginTokenMutation = { exchangeLoginToken: { token: { accessToken: string, refreshToken: string, authLevel: AuthLevel } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type DisclosureQueryVariables = Exact<{
  slug: string;
}>;


export type DisclosureQuery = { disclosure: { id: string, name: string, slug: string, body: string, updatedAt: string } | null };

export type DocumentCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type DocumentCategoriesQuery = { documentCategories: Array<{ id: string, name: string, slug: string, documents: Array<{ id: string }> }> };

export type DocumentCategoryQueryVariables = Exact<{
  slug: string;
}>;


export type DocumentCategoryQuery = { documentCategory: { id: string, name: string, slug: string, yearGroupable: boolean, documents: Array<{ id: string, name: string, version: number, applicableYear: number | null, createdAt: string, html: { fileName: string, url: string }, pdf: { fileName: string, url: string } }> } | null };

export type DocumentQueryVariables = Exact<{
  id: string | number;
}>;


export type DocumentQuery = { documentById: { id: string, name: string, description: string, version: number, createdAt: string, documentCategory: { name: string, slug: string }, html: { fileName: string, url: string }, pdf: { fileName: string, url: string } } | null };

export type UserIneligibleReasonsQueryVariables = Exact<{ [key: string]: never; }>;


export type UserIneligibleReasonsQuery = { userIneligibleReasons: { ineligibleCoverageReasons: Array<string> } };

export type VerifyEmailMutationVariables = Exact<{
  input: VerifyEmailInput;
}>;


export type VerifyEmailMutation = { verifyEmail: { success: boolean, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type CreateFlowSessionMutationVariables = Exact<{
  input: CreateFlowSessionInput;
}>;


export type CreateFlowSessionMutation = { createFlowSession: { form: unknown, flow: { id: string, slug: string, terminalBehavior: TerminalBehavior, defaultScope: FlowScope } | null, flowSession: { id: string, flowSlug: string, flowScope: FlowScope, formIndex: number, currentFormSlug: string | null, finished: boolean } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type CreateResponseMutationVariables = Exact<{
  input: CreateResponseInput;
}>;


export type CreateResponseMutation = { createResponse: { flowSession: { id: string, flowSlug: string, flowScope: FlowScope, formIndex: number, currentFormSlug: string | null, finished: boolean } | null, validationErrors: Array<{ fieldId: string, code: string, message: string, fullMessage: string }>, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null, next: { form: unknown, flowSession: { id: string, flowSlug: string, flowScope: FlowScope, formIndex: number, currentFormSlug: string | null, finished: boolean } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } | null } };

export type ExecuteGroupMutationMutationVariables = Exact<{
  input: ExecuteGroupMutationInput;
}>;


export type ExecuteGroupMutationMutation = { executeGroupMutation: { response: unknown, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type FetchFormMutationVariables = Exact<{
  input: FetchFormInput;
}>;


export type FetchFormMutation = { fetchForm: { form: unknown, flowSession: { id: string, flowSlug: string, flowScope: FlowScope, formIndex: number, currentFormSlug: string | null, finished: boolean } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type FlowSessionFieldsFragment = { id: string, flowSlug: string, flowScope: FlowScope, formIndex: number, currentFormSlug: string | null, finished: boolean };

export type FormMoveFieldsFragment = { form: unknown, flowSession: { id: string, flowSlug: string, flowScope: FlowScope, formIndex: number, currentFormSlug: string | null, finished: boolean } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null };

export type TriviaQuestionsQueryVariables = Exact<{ [key: string]: never; }>;


export type TriviaQuestionsQuery = { triviaQuestions: Array<{ id: string, prompt: string, correctChoiceId: string, explanation: string, choices: Array<{ id: string, text: string }> }> };

export type SubmitApplicationMutationVariables = Exact<{
  input: RequestNewBusinessInput;
}>;


export type SubmitApplicationMutation = { requestNewBusiness: { insuranceApplication: { id: string, result: string, outcome: string } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type SubmitReinstatementUnderwritingMutationVariables = Exact<{
  input: SubmitReinstatementUnderwritingInput;
}>;


export type SubmitReinstatementUnderwritingMutation = { submitReinstatementUnderwriting: { status: string | null, reinstatementRequest: { id: string, status: string, underwritingResult: string | null } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type HelpArticleQueryVariables = Exact<{
  slug: string;
}>;


export type HelpArticleQuery = { helpArticle: { id: string, slug: string, title: string, updatedOn: string, body: string, category: { slug: string, name: string }, related: Array<{ slug: string, title: string }> } | null };

export type HelpArticlesQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type HelpArticlesQuery = { helpArticles: Array<{ matchedAllWords: boolean, article: { id: string, slug: string, title: string, summary: string, category: { slug: string, name: string } }, snippet: Array<{ text: string, highlighted: boolean }> }> };

export type InAppMessagesQueryVariables = Exact<{ [key: string]: never; }>;


export type InAppMessagesQuery = { inAppMessages: Array<{ id: string, kind: string, title: string, body: string, link: { label: string, href: string } | null }> };

export type DismissInAppMessageMutationVariables = Exact<{
  input: UpdateNotificationInput;
}>;


export type DismissInAppMessageMutation = { updateNotification: { notification: { id: string } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type MaintenanceQueryVariables = Exact<{ [key: string]: never; }>;


export type MaintenanceQuery = { maintenance: { kind: MaintenanceKind, returnsAt: string | null } | null };

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

export type VerifySessionMutationVariables = Exact<{
  input: VerifySessionInput;
}>;


export type VerifySessionMutation = { verifySession: { success: boolean, token: { accessToken: string, refreshToken: string, authLevel: AuthLevel } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type CoverIncreaseFieldsFragment = { id: string, status: CoverIncreaseStatus, currentAmount: number, requestedAmount: number, approvedAmount: number | null, currentMonthlyPremium: number, newMonthlyPremium: number | null, newAnnualPremium: number | null, addedMonthlyPremium: number | null, rateClass: string | null, rateVersion: string | null, effectiveOn: string | null, offerExpiresOn: string | null, decidedOn: string | null, closedReason: string | null };

export type ConfirmUpdateQueryVariables = Exact<{ [key: string]: never; }>;


export type ConfirmUpdateQuery = { userPolicy: { id: string, status: string, terminatesAt: string | null, product: { slug: string }, pendingUpdate: { policyId: string, effectiveOn: string } | null, coverIncrease: { id: string, status: CoverIncreaseStatus, currentAmount: number, requestedAmount: number, approvedAmount: number | null, currentMonthlyPremium: number, newMonthlyPremium: number | null, newAnnualPremium: number | null, addedMonthlyPremium: number | null, rateClass: string | null, rateVersion: string | null, effectiveOn: string | null, offerExpiresOn: string | null, decidedOn: string | null, closedReason: string | null } | null, termExtension: { request: { id: string, status: CoverIncreaseStatus, cover: number, currentMonthlyPremium: number, newMonthlyPremium: number | null, newAnnualPremium: number | null, rateClass: string | null, rateVersion: string | null, extendsFrom: string, years: number, coverEndsOn: string, offerExpiresOn: string | null, decidedOn: string | null, closedReason: string | null } | null } | null } | null };

export type SubmitCoverIncreaseUnderwritingMutationVariables = Exact<{
  input: CoverIncreasePolicyInput;
}>;


export type SubmitCoverIncreaseUnderwritingMutation = { submitCoverIncreaseUnderwriting: { coverIncrease: { id: string, status: CoverIncreaseStatus, currentAmount: number, requestedAmount: number, approvedAmount: number | null, currentMonthlyPremium: number, newMonthlyPremium: number | null, newAnnualPremium: number | null, addedMonthlyPremium: number | null, rateClass: string | null, rateVersion: string | null, effectiveOn: string | null, offerExpiresOn: string | null, decidedOn: string | null, closedReason: string | null } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type AcceptCoverIncreaseMutationVariables = Exact<{
  input: CoverIncreasePolicyInput;
}>;


export type AcceptCoverIncreaseMutation = { acceptCoverIncrease: { coverIncrease: { id: string, status: CoverIncreaseStatus, currentAmount: number, requestedAmount: number, approvedAmount: number | null, currentMonthlyPremium: number, newMonthlyPremium: number | null, newAnnualPremium: number | null, addedMonthlyPremium: number | null, rateClass: string | null, rateVersion: string | null, effectiveOn: string | null, offerExpiresOn: string | null, decidedOn: string | null, closedReason: string | null } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type WithdrawCoverIncreaseMutationVariables = Exact<{
  input: CoverIncreasePolicyInput;
}>;


export type WithdrawCoverIncreaseMutation = { withdrawCoverIncrease: { coverIncrease: { id: string, status: CoverIncreaseStatus, currentAmount: number, requestedAmount: number, approvedAmount: number | null, currentMonthlyPremium: number, newMonthlyPremium: number | null, newAnnualPremium: number | null, addedMonthlyPremium: number | null, rateClass: string | null, rateVersion: string | null, effectiveOn: string | null, offerExpiresOn: string | null, decidedOn: string | null, closedReason: string | null } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type PendingDetailsQueryVariables = Exact<{
  id: string | number;
}>;


export type PendingDetailsQuery = { policy: { id: string, label: string | null, product: { slug: string }, accountsProduct: { id: string, nextPayment: { date: string } | null }, pendingUpdate: { version: number, effectiveOn: string, current: { amount: number, monthlyPremium: number, annualPremium: number, rateVersion: string }, requested: { amount: number, monthlyPremium: number, annualPremium: number, rateVersion: string } } | null } };

export type CancelPendingPolicyUpdatesMutationVariables = Exact<{
  input: CancelPendingPolicyUpdatesInput;
}>;


export type CancelPendingPolicyUpdatesMutation = { cancelPendingPolicyUpdates: { policy: { id: string } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type TermExtensionRequestFieldsFragment = { id: string, status: CoverIncreaseStatus, cover: number, currentMonthlyPremium: number, newMonthlyPremium: number | null, newAnnualPremium: number | null, rateClass: string | null, rateVersion: string | null, extendsFrom: string, years: number, coverEndsOn: string, offerExpiresOn: string | null, decidedOn: string | null, closedReason: string | null };

export type TermExtensionFieldsFragment = { policyId: string, available: boolean, extendsFrom: string | null, years: number | null, attainedAge: number | null, coverEndsOn: string | null, opensOn: string | null, request: { id: string, status: CoverIncreaseStatus, cover: number, currentMonthlyPremium: number, newMonthlyPremium: number | null, newAnnualPremium: number | null, rateClass: string | null, rateVersion: string | null, extendsFrom: string, years: number, coverEndsOn: string, offerExpiresOn: string | null, decidedOn: string | null, closedReason: string | null } | null };

export type RequestTermExtensionMutationVariables = Exact<{
  input: TermExtensionPolicyInput;
}>;


export type RequestTermExtensionMutation = { requestTermExtension: { termExtension: { policyId: string, available: boolean, extendsFrom: string | null, years: number | null, attainedAge: number | null, coverEndsOn: string | null, opensOn: string | null, request: { id: string, status: CoverIncreaseStatus, cover: number, currentMonthlyPremium: number, newMonthlyPremium: number | null, newAnnualPremium: number | null, rateClass: string | null, rateVersion: string | null, extendsFrom: string, years: number, coverEndsOn: string, offerExpiresOn: string | null, decidedOn: string | null, closedReason: string | null } | null } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type SubmitTermExtensionUnderwritingMutationVariables = Exact<{
  input: TermExtensionPolicyInput;
}>;


export type SubmitTermExtensionUnderwritingMutation = { submitTermExtensionUnderwriting: { termExtension: { policyId: string, available: boolean, extendsFrom: string | null, years: number | null, attainedAge: number | null, coverEndsOn: string | null, opensOn: string | null, request: { id: string, status: CoverIncreaseStatus, cover: number, currentMonthlyPremium: number, newMonthlyPremium: number | null, newAnnualPremium: number | null, rateClass: string | null, rateVersion: string | null, extendsFrom: string, years: number, coverEndsOn: string, offerExpiresOn: string | null, decidedOn: string | null, closedReason: string | null } | null } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type AcceptTermExtensionMutationVariables = Exact<{
  input: TermExtensionPolicyInput;
}>;


export type AcceptTermExtensionMutation = { acceptTermExtension: { termExtension: { policyId: string, available: boolean, extendsFrom: string | null, years: number | null, attainedAge: number | null, coverEndsOn: string | null, opensOn: string | null, request: { id: string, status: CoverIncreaseStatus, cover: number, currentMonthlyPremium: number, newMonthlyPremium: number | null, newAnnualPremium: number | null, rateClass: string | null, rateVersion: string | null, extendsFrom: string, years: number, coverEndsOn: string, offerExpiresOn: string | null, decidedOn: string | null, closedReason: string | null } | null } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type WithdrawTermExtensionMutationVariables = Exact<{
  input: TermExtensionPolicyInput;
}>;


export type WithdrawTermExtensionMutation = { withdrawTermExtension: { termExtension: { policyId: string, available: boolean, extendsFrom: string | null, years: number | null, attainedAge: number | null, coverEndsOn: string | null, opensOn: string | null, request: { id: string, status: CoverIncreaseStatus, cover: number, currentMonthlyPremium: number, newMonthlyPremium: number | null, newAnnualPremium: number | null, rateClass: string | null, rateVersion: string | null, extendsFrom: string, years: number, coverEndsOn: string, offerExpiresOn: string | null, decidedOn: string | null, closedReason: string | null } | null } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type PurchaseContextQueryVariables = Exact<{ [key: string]: never; }>;


export type PurchaseContextQuery = { profile: { firstName: string | null, lastName: string | null }, pendingQuote: { id: string, status: string, amount: number, termDuration: number, insuredsAgeAtTerm: number, monthlyPremium: number } | null, productsOfferings: Array<{ id: string, productSlug: string, status: string, amount: number, insuredsAgeAtTerm: number, monthlyPremium: number }>, userPolicy: { id: string, label: string | null, status: string } | null, pendingPolicy: { id: string, status: string, invoices: Array<{ id: string, kind: string, payments: Array<{ id: string, status: string, returnCode: string | null, paymentMethod: { source: string, description: string } | null }> }> } | null, documents: Array<{ id: string, slug: string, name: string, html: { url: string } }> };

export type PurchasePolicyMutationVariables = Exact<{
  input: PurchasePolicyInput;
}>;


export type PurchasePolicyMutation = { purchasePolicy: { transactionResult: string | null, message: string | null, declineCode: string | null, policy: { id: string, status: string } | null, paymentMethod: { description: string } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type PurchasedPolicyQueryVariables = Exact<{ [key: string]: never; }>;


export type PurchasedPolicyQuery = { profile: { firstName: string | null, activeEmail: { email: string } | null, emails: Array<{ email: string }> }, pendingPolicy: { id: string, status: string, amount: number, monthlyPremium: number, product: { slug: string }, invoices: Array<{ id: string, kind: string, payments: Array<{ id: string, status: string, paymentMethod: { description: string } | null }> }> } | null, userPolicy: { id: string, label: string | null, status: string, amount: number, termDuration: number | null, insuredsAgeAtTerm: number, effectiveAt: string | null, monthlyPremium: number, product: { slug: string }, documents: Array<{ id: string, slug: string, html: { url: string }, pdf: { url: string } }> } | null };

export type ReviewQuoteQueryVariables = Exact<{ [key: string]: never; }>;


export type ReviewQuoteQuery = { pendingQuote: { id: string, status: string, amount: number, termDuration: number, insuredsAgeAtTerm: number, expiresAt: string, allocationCoverage: number, monthlyPremium: number, annualPremium: number, classReasons: Array<string>, classification: { id: string, name: string }, rules: Array<{ ruleId: string, reason: string, shaped: string }>, insuranceApplication: { id: string, version: string }, breakdown: { amount: number, annualRatePer1000: string, annualPolicyFee: number, monthlyFactor: string, rateClass: string, rateVersion: string, issueAge: number, annualPremium: number, monthlyPremium: number } } | null, productsOfferings: Array<{ id: string, productSlug: string, status: string, amount: number, maxAmount: number, expiresAt: string, effectiveUntil: string, insuredsAgeAtTerm: number, allocationCoverage: number, monthlyPremium: number, annualPremium: number, payoutDetails: { publicTransportation: number, autoPedestrian: number, generalAccident: number }, breakdown: { amount: number, annualRatePer1000: string, annualPolicyFee: number, monthlyFactor: string, rateVersion: string, issueAge: number, annualPremium: number, monthlyPremium: number } }>, latestInsuranceApplication: { id: string, result: string, outcome: string } | null, allocationSummary: { totalAmount: number } };

export type RegisterUserMutationVariables = Exact<{
  input: CreateCredentialInput;
}>;


export type RegisterUserMutation = { registerUser: { credential: { status: string, token: { accessToken: string, refreshToken: string, authLevel: AuthLevel, expiresIn: number } } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type EligibleReinstatementPoliciesQueryVariables = Exact<{ [key: string]: never; }>;


export type EligibleReinstatementPoliciesQuery = { eligibleReinstatementPolicies: Array<{ id: string, policyNumber: string | null, productSlug: string, amount: number, lapsedOn: string | null, underwritingRequired: boolean, dueToday: number, missedPremiumCount: number, arrearsOnlyThrough: string }> };

export type ReinstateablePolicyQueryVariables = Exact<{
  policyId: string | number;
}>;


export type ReinstateablePolicyQuery = { reinstateablePolicy: { id: string, policyNumber: string | null, productSlug: string, amount: number, insuredsAgeAtTerm: number, monthlyPremium: number, underwritingRequired: boolean, totalMissedPremiums: number, interestDue: number, dueToday: number, reinstatementRequest: { id: string, status: string, underwritingOutcome: string | null } | null, breakdown: { amount: number, annualRatePer1000: string, annualPolicyFee: number, monthlyFactor: string, rateClass: string, rateVersion: string, issueAge: number, annualPremium: number, monthlyPremium: number } | null } | null, activePaymentMethod: { id: string, card: { brand: string, last4: string } | null } | null, documents: Array<{ id: string, slug: string, name: string, html: { url: string } }> };

export type ReinstatedPolicyQueryVariables = Exact<{ [key: string]: never; }>;


export type ReinstatedPolicyQuery = { userPolicy: { id: string, label: string | null, status: string, amount: number, monthlyPremium: number } | null };

export type CreateReinstatementInvoiceMutationVariables = Exact<{
  input: CreateReinstatementInvoiceInput;
}>;


export type CreateReinstatementInvoiceMutation = { createReinstatementInvoice: { invoice: { id: string, status: string } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type PayReinstatementMutationVariables = Exact<{
  input: PayInvoiceInput;
}>;


export type PayReinstatementMutation = { payInvoice: { transactionResult: string | null, message: string | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type RequestReinstatementMutationVariables = Exact<{
  input: RequestReinstatementInput;
}>;


export type RequestReinstatementMutation = { requestReinstatement: { success: boolean, status: string | null, underwritingRequired: boolean | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type ServicedPolicyQueryVariables = Exact<{
  number: string;
}>;


export type ServicedPolicyQuery = { servicedPolicy: { id: string, number: string, productSlug: string, status: string, ownerName: string, ownerEmail: string | null, amount: number, monthlyPremium: number, effectiveOn: string, terminatesOn: string, replacesCover: boolean, freeLookEndsOn: string, paidThrough: string, cancellingToday: { kind: PolicyCancellationKind, refundAmount: number, coverEndsOn: string | null } | null, cancellation: { kind: PolicyCancellationKind, requestedOn: string, coverEndsOn: string | null, refundAmount: number, reason: string } | null, refunds: Array<{ amount: number, status: string, method: string, providerRefundId: string | null, createdAt: string }>, history: Array<{ event: string, toStatus: string, reason: string, occurredAt: string }> } | null };

export type CancelPolicyForCustomerMutationVariables = Exact<{
  input: CancelPolicyForCustomerInput;
}>;


export type CancelPolicyForCustomerMutation = { cancelPolicyForCustomer: { policy: { id: string, number: string, productSlug: string, status: string, ownerName: string, ownerEmail: string | null, amount: number, monthlyPremium: number, effectiveOn: string, terminatesOn: string, replacesCover: boolean, freeLookEndsOn: string, paidThrough: string, cancellingToday: { kind: PolicyCancellationKind, refundAmount: number, coverEndsOn: string | null } | null, cancellation: { kind: PolicyCancellationKind, requestedOn: string, coverEndsOn: string | null, refundAmount: number, reason: string } | null, refunds: Array<{ amount: number, status: string, method: string, providerRefundId: string | null, createdAt: string }>, history: Array<{ event: string, toStatus: string, reason: string, occurredAt: string }> } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type MyRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyRolesQuery = { currentUser: { id: string, roles: Array<string> } | null };

export type UnderwritingQueueQueryVariables = Exact<{ [key: string]: never; }>;


export type UnderwritingQueueQuery = { underwritingQueue: Array<{ id: string, openedAt: string, dueAt: string, workingHoursLeft: number, applicantName: string, requestedAmount: number, termYears: number, firstReason: string | null, isReinstatement: boolean, isPolicyChange: boolean }> };

export type UnderwritingCaseQueryVariables = Exact<{
  id: string | number;
}>;


export type UnderwritingCaseQuery = { underwritingCase: { id: string, status: string, openedAt: string, dueAt: string, workingHoursLeft: number, applicantName: string, requestedAmount: number, termYears: number, isReinstatement: boolean, isPolicyChange: boolean, issueAge: number, birthdate: string, rulesVersion: string, outcome: string, suggestedRateClass: string | null, suggestedMaxAmount: number | null, ownCase: boolean, decision: string | null, decidedAt: string | null, rateClass: string | null, maxAmount: number | null, rejectReason: string | null, guidelines: { termLifeAllowed: boolean, termKnockouts: Array<string>, nicotine: boolean, rateClasses: Array<string>, classReasons: Array<string>, maxAmount: number | null, coverReason: string }, answersInWords: Array<{ question: string, answer: string }>, reports: Array<{ source: string, title: string, summary: string, items: Array<string> }>, reasonsInWords: Array<{ ruleId: string, reason: string, basis: Array<string> }> } | null };

export type DecideUnderwritingCaseMutationVariables = Exact<{
  input: DecideUnderwritingCaseInput;
}>;


export type DecideUnderwritingCaseMutation = { decideUnderwritingCase: { underwritingCase: { id: string, status: string, decision: string | null } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type UpdateNotificationMutationVariables = Exact<{
  input: UpdateNotificationInput;
}>;


export type UpdateNotificationMutation = { updateNotification: { notification: { id: string, read: boolean } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type MyWyshListQueryVariables = Exact<{ [key: string]: never; }>;


export type MyWyshListQuery = { wyshAllocations: Array<{ id: string, name: string, amount: number | null, monitored: boolean, order: number, status: WyshAllocationStatus, plaidAccount: { id: string, name: string, mask: string | null, institutionName: string } | null, recipient: { id: string, kind: WyshRecipientKind, name: string, countryCode: string | null, accountNumber: string | null, phoneNumber: string | null, websiteUrl: string | null, email: string | null, relationship: string | null } | null, wysh: { id: string, slug: string, monitorable: boolean, recipientType: WyshRecipientKind, icons: Array<{ format: string, url: string }>, wyshCategory: { id: string, name: string, slug: string, color: string, order: number } } }>, allocationSummary: { activeCount: number, totalAmount: number, percentCovered: number | null } };

export type WyshAllocationHistoriesQueryVariables = Exact<{
  wyshAllocationId: string | number;
}>;


export type WyshAllocationHistoriesQuery = { allocationHistories: Array<{ id: string, amount: number, change: number, direction: WyshAllocationChangeDirection, createdAt: string }> };

export type UpdateMyWyshAllocationMutationVariables = Exact<{
  input: UpdateWyshAllocationInput;
}>;


export type UpdateMyWyshAllocationMutation = { updateWyshAllocation: { wyshAllocation: { id: string, amount: number | null, order: number } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type UnmonitorMyWyshAllocationMutationVariables = Exact<{
  input: WyshAllocationIdInput;
}>;


export type UnmonitorMyWyshAllocationMutation = { unmonitorWyshAllocation: { wyshAllocation: { id: string, monitored: boolean } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type CreateMyWyshRecipientMutationVariables = Exact<{
  input: CreateWyshRecipientInput;
}>;


export type CreateMyWyshRecipientMutation = { createWyshAllocationRecipient: { recipient: { id: string } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type UpdateMyWyshRecipientMutationVariables = Exact<{
  input: UpdateWyshRecipientInput;
}>;


export type UpdateMyWyshRecipientMutation = { updateWyshAllocationRecipient: { recipient: { id: string } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type DestroyMyWyshRecipientMutationVariables = Exact<{
  input: WyshRecipientIdInput;
}>;


export type DestroyMyWyshRecipientMutation = { destroyWyshAllocationRecipient: { success: boolean, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type MyWyshAllocationsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyWyshAllocationsQuery = { wyshAllocations: Array<{ id: string, name: string, amount: number | null, order: number, wysh: { id: string, slug: string } }> };

export type CreateWyshAllocationMutationVariables = Exact<{
  input: CreateWyshAllocationInput;
}>;


export type CreateWyshAllocationMutation = { createWyshAllocation: { wyshAllocation: { id: string, name: string, amount: number | null } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type DecommissionWyshAllocationMutationVariables = Exact<{
  input: WyshAllocationIdInput;
}>;


export type DecommissionWyshAllocationMutation = { decommissionWyshAllocation: { wyshAllocation: { id: string, status: WyshAllocationStatus } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type WyshCatalogueQueryVariables = Exact<{ [key: string]: never; }>;


export type WyshCatalogueQuery = { wyshCategories: Array<{ id: string, slug: string, name: string, prompt: string, description: string, listDescription: string, color: string, wyshes: Array<{ id: string, slug: string, defaultName: string, description: string, prompt: string, guidance: string, defaultAmount: number | null, amountPrompt: string, amountGuidance: string, amountPlaceholder: string, icons: Array<{ format: string, url: string }>, wyshSuggestions: Array<{ id: string, title: string, amount: number, enabled: boolean, order: number }> }> }> };

export type HasEstimateQueryVariables = Exact<{ [key: string]: never; }>;


export type HasEstimateQuery = { latestEstimate: { id: string } | null };

export type TrackEventsMutationVariables = Exact<{
  events: Array<TrackEventInput> | TrackEventInput;
}>;


export type TrackEventsMutation = { trackEvents: { recorded: number | null } };

export type ActiveMembershipFieldsFragment = { activeConstellations: Array<{ businessSlug: string, activeInsuranceMembership: { id: string } | null }> };

export type AppSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AppSettingsQuery = { appSettings: { helpCenterUrl: string, marketingSiteUrl: string, supportPhone: string, cardProvider: { mode: CardProviderMode, publishableKey: string, frameUrl: string | null }, bankLink: { mode: BankLinkMode, linkApiUrl: string | null }, errorReporting: { mode: ErrorReportingMode, browserDsn: string | null } } };

export type PreVerifiedInitialDataQueryVariables = Exact<{ [key: string]: never; }>;


export type PreVerifiedInitialDataQuery = { fetchPreVerifiedInitialData: { currentUser: { id: string, status: UserStatus, email: string, emailStatus: ContactStatus, activeConstellations: Array<{ id: string, businessSlug: string }> }, emails: Array<{ id: string, email: string, status: ContactStatus }>, activeEmail: { id: string, email: string, status: ContactStatus } | null, phoneNumbers: Array<{ id: string, mask: string, status: ContactStatus }>, activePhoneNumber: { id: string, mask: string, status: ContactStatus } | null, globalFeatureFlags: Array<{ name: string, enabled: boolean }>, states: Array<{ id: string, name: string, alpha2: string }> } };

export type VerifiedInitialDataQueryVariables = Exact<{ [key: string]: never; }>;


export type VerifiedInitialDataQuery = { fetchVerifiedInitialData: { profile: { firstName: string | null, middleName: string | null, lastName: string | null, suffix: string | null, activeAddress: { state: string } | null }, constellations: Array<{ id: string, label: string, businessSlug: string, activeInsuranceMembership: { id: string, label: string, eligibleForCoverage: boolean, eligibleForUnderwriting: boolean, eligibleForMonitoring: boolean, underwritingRequired: boolean, capabilities: { billing: boolean, termLifeExtension: boolean } } | null }> } };

export type PremiumBreakdownFieldsFragment = { amount: number, annualRatePer1000: string, annualPolicyFee: number, monthlyFactor: string, rateClass: string, rateVersion: string, issueAge: number, annualPremium: number, monthlyPremium: number };

export type QuotePriceBreakdownFieldsFragment = { amount: number, annualRatePer1000: string, annualPolicyFee: number, monthlyFactor: string, rateClass: string | null, rateVersion: string, issueAge: number, annualPremium: number, monthlyPremium: number };

export type OfferingPriceBreakdownFieldsFragment = { amount: number, annualRatePer1000: string, annualPolicyFee: number, monthlyFactor: string, rateVersion: string, issueAge: number, annualPremium: number, monthlyPremium: number };

export type ResendVerificationEmailMutationVariables = Exact<{ [key: string]: never; }>;


export type ResendVerificationEmailMutation = { resendVerificationEmail: { success: boolean, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type SensitiveDataKeyQueryVariables = Exact<{ [key: string]: never; }>;


export type SensitiveDataKeyQuery = { sensitiveDataKey: { keyId: string, algorithm: string, spki: string } };

export type StaffRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffRolesQuery = { currentUser: { id: string, roles: Array<string> } | null };

export type SupportStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type SupportStatusQuery = { supportStatus: { open: boolean, reopensAt: string } };

export type UserErrorFieldsFragment = { code: string, message: string, fields: Array<{ field: string, message: string }> };

export type SupportMessageFieldsFragment = { id: string, seq: number, author: SupportMessageAuthor, body: string, createdAt: string, clientMessageId: string | null, event: string | null, agentName: string | null, answerKind: string | null, handoffReason: string | null, facts: unknown, article: { slug: string, title: string } | null, link: { label: string, href: string } | null };

export type SupportMessagesSubscriptionVariables = Exact<{
  conversationId: string | number;
  afterSeq: number;
}>;


export type SupportMessagesSubscription = { supportMessages: { id: string, seq: number, author: SupportMessageAuthor, body: string, createdAt: string, clientMessageId: string | null, event: string | null, agentName: string | null, answerKind: string | null, handoffReason: string | null, facts: unknown, article: { slug: string, title: string } | null, link: { label: string, href: string } | null } };

export type AddressSuggestionsQueryVariables = Exact<{
  input: AddressSuggestionsInput;
}>;


export type AddressSuggestionsQuery = { addressSuggestions: Array<{ streetLine: string, secondary: string, city: string, state: string, zipcode: string, entries: number }> };

export type VerifyAddressQueryVariables = Exact<{
  input: AddressInput;
}>;


export type VerifyAddressQuery = { verifyAddress: { address: { street1: string, street2: string | null, city: string, state: string, postalCode: string } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type ApplyGateQueryVariables = Exact<{ [key: string]: never; }>;


export type ApplyGateQuery = { newCoverageRefusal: string | null, eligibleReinstatementPolicies: Array<{ id: string, policyNumber: string | null }> };

export type CoverIncreaseStandingQueryVariables = Exact<{ [key: string]: never; }>;


export type CoverIncreaseStandingQuery = { userPolicy: { id: string, coverIncrease: { id: string, status: CoverIncreaseStatus } | null } | null };

export type JourneyFactsQueryVariables = Exact<{
  identified: boolean;
}>;


export type JourneyFactsQuery = { globalFeatureFlags: Array<{ name: string, enabled: boolean }>, profile?: { activePhoneNumber: { id: string } | null } };

export type JourneyPolicyQueryVariables = Exact<{ [key: string]: never; }>;


export type JourneyPolicyQuery = { userPolicy: { id: string, status: string } | null };

export type StartReinstatementMutationVariables = Exact<{
  input: RequestReinstatementInput;
}>;


export type StartReinstatementMutation = { requestReinstatement: { success: boolean, status: string | null } };

export type TermExtensionStandingQueryVariables = Exact<{ [key: string]: never; }>;


export type TermExtensionStandingQuery = { userPolicy: { id: string, termExtension: { request: { id: string, status: CoverIncreaseStatus } | null } | null } | null };

export type CreateDirectUploadMutationVariables = Exact<{
  input: CreateDirectUploadInput;
}>;


export type CreateDirectUploadMutation = { createDirectUpload: { directUpload: { blobId: string, signedBlobId: string, url: string, headers: unknown } | null, error: { code: string, message: string, fields: Array<{ field: string, message: string }> } | null } };

export type ServicedPolicyFieldsFragment = { id: string, number: string, productSlug: string, status: string, ownerName: string, ownerEmail: string | null, amount: number, monthlyPremium: number, effectiveOn: string, terminatesOn: string, replacesCover: boolean, freeLookEndsOn: string, paidThrough: string, cancellingToday: { kind: PolicyCancellationKind, refundAmount: number, coverEndsOn: string | null } | null, cancellation: { kind: PolicyCancellationKind, requestedOn: string, coverEndsOn: string | null, refundAmount: number, reason: string } | null, refunds: Array<{ amount: number, status: string, method: string, providerRefundId: string | null, createdAt: string }>, history: Array<{ event: string, toStatus: string, reason: string, occurredAt: string }> };

export type SupportRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type SupportRolesQuery = { currentUser: { id: string, roles: Array<string> } | null };

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
export const AgentQueueItemFieldsFragmentDoc = new TypedDocumentString(`
    fragment AgentQueueItemFields on SupportQueueItem {
  personName
  preview
  conversation {
    id
    status
    waitingSince
  }
}
    `, {"fragmentName":"AgentQueueItemFields"}) as unknown as TypedDocumentString<AgentQueueItemFieldsFragment, unknown>;
export const BeneficiaryAddressPartsFragmentDoc = new TypedDocumentString(`
    fragment BeneficiaryAddressParts on BeneficiaryAddress {
  street1
  street2
  city
  state
  postalCode
}
    `, {"fragmentName":"BeneficiaryAddressParts"}) as unknown as TypedDocumentString<BeneficiaryAddressPartsFragment, unknown>;
export const BeneficiaryPartsFragmentDoc = new TypedDocumentString(`
    fragment BeneficiaryParts on Beneficiary {
  id
  allocation
  responsibility
  type
  carriesId
  contact {
    __typename
    ... on IndividualContact {
      firstName
      middleInitial
      lastName
      suffix
      relationship
      birthdate
      phoneNumber
      email
      parentGuardianInfo
      taxIdSet
      requiredAddress {
        ...BeneficiaryAddressParts
      }
    }
    ... on OrganizationContact {
      name
      businessType
      phoneNumber
      email
      taxIdSet
      requiredAddress {
        ...BeneficiaryAddressParts
      }
    }
    ... on TrustContact {
      name
      firstName
      lastName
      dateOfTrust
      phoneNumber
      email
      trusteeTaxIdSet
      nullableAddress {
        ...BeneficiaryAddressParts
      }
    }
  }
}
    fragment BeneficiaryAddressParts on BeneficiaryAddress {
  street1
  street2
  city
  state
  postalCode
}`, {"fragmentName":"BeneficiaryParts"}) as unknown as TypedDocumentString<BeneficiaryPartsFragment, unknown>;
export const SupportConversationFieldsFragmentDoc = new TypedDocumentString(`
    fragment SupportConversationFields on SupportConversation {
  id
  status
  lastSeq
  followUpEmail
  rating
  queue {
    position
    typicalWaitMinutes
  }
}
    `, {"fragmentName":"SupportConversationFields"}) as unknown as TypedDocumentString<SupportConversationFieldsFragment, unknown>;
export const PremiumBreakdownFieldsFragmentDoc = new TypedDocumentString(`
    fragment PremiumBreakdownFields on PremiumBreakdown {
  amount
  annualRatePer1000
  annualPolicyFee
  monthlyFactor
  rateClass
  rateVersion
  issueAge
  annualPremium
  monthlyPremium
}
    `, {"fragmentName":"PremiumBreakdownFields"}) as unknown as TypedDocumentString<PremiumBreakdownFieldsFragment, unknown>;
export const EstimatePricingFieldsFragmentDoc = new TypedDocumentString(`
    fragment EstimatePricingFields on EstimatePricing {
  amount
  termDuration
  annualPremium
  monthlyPremium
  allocationsCoveredPercentage
  insuredsAgeAtTerm
  breakdown {
    ...PremiumBreakdownFields
  }
}
    fragment PremiumBreakdownFields on PremiumBreakdown {
  amount
  annualRatePer1000
  annualPolicyFee
  monthlyFactor
  rateClass
  rateVersion
  issueAge
  annualPremium
  monthlyPremium
}`, {"fragmentName":"EstimatePricingFields"}) as unknown as TypedDocumentString<EstimatePricingFieldsFragment, unknown>;
export const SliderFieldsFragmentDoc = new TypedDocumentString(`
    fragment SliderFields on SliderMetadata {
  ticks {
    value
    label
  }
  valueBase
  increment
  characterMax
  value
  textEditable
  minErrorMessage {
    header
    text
  }
  maxErrorMessage {
    header
    text
  }
  leftTextLabel
  rightTextLabel
}
    `, {"fragmentName":"SliderFields"}) as unknown as TypedDocumentString<SliderFieldsFragment, unknown>;
export const QuotePriceBreakdownFieldsFragmentDoc = new TypedDocumentString(`
    fragment QuotePriceBreakdownFields on QuotePriceBreakdown {
  amount
  annualRatePer1000
  annualPolicyFee
  monthlyFactor
  rateClass
  rateVersion
  issueAge
  annualPremium
  monthlyPremium
}
    `, {"fragmentName":"QuotePriceBreakdownFields"}) as unknown as TypedDocumentString<QuotePriceBreakdownFieldsFragment, unknown>;
export const UserErrorFieldsFragmentDoc = new TypedDocumentString(`
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}
    `, {"fragmentName":"UserErrorFields"}) as unknown as TypedDocumentString<UserErrorFieldsFragment, unknown>;
export const QuotePricingFieldsFragmentDoc = new TypedDocumentString(`
    fragment QuotePricingFields on QuotePricingPayload {
  amount
  termDuration
  annualPremium
  monthlyPremium
  allocationsCoveredPercentage
  breakdown {
    ...QuotePriceBreakdownFields
  }
  error {
    ...UserErrorFields
  }
}
    fragment QuotePriceBreakdownFields on QuotePriceBreakdown {
  amount
  annualRatePer1000
  annualPolicyFee
  monthlyFactor
  rateClass
  rateVersion
  issueAge
  annualPremium
  monthlyPremium
}
fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`, {"fragmentName":"QuotePricingFields"}) as unknown as TypedDocumentString<QuotePricingFieldsFragment, unknown>;
export const HomeBeneficiaryFragmentDoc = new TypedDocumentString(`
    fragment HomeBeneficiary on Beneficiary {
  id
  allocation
  responsibility
  contact {
    __typename
    ... on IndividualContact {
      firstName
      lastName
    }
    ... on OrganizationContact {
      name
    }
    ... on TrustContact {
      name
    }
  }
}
    `, {"fragmentName":"HomeBeneficiary"}) as unknown as TypedDocumentString<HomeBeneficiaryFragment, unknown>;
export const FlowSessionFieldsFragmentDoc = new TypedDocumentString(`
    fragment FlowSessionFields on FlowSession {
  id
  flowSlug
  flowScope
  formIndex
  currentFormSlug
  finished
}
    `, {"fragmentName":"FlowSessionFields"}) as unknown as TypedDocumentString<FlowSessionFieldsFragment, unknown>;
export const FormMoveFieldsFragmentDoc = new TypedDocumentString(`
    fragment FormMoveFields on FetchFormPayload {
  form
  flowSession {
    ...FlowSessionFields
  }
  error {
    ...UserErrorFields
  }
}
    fragment FlowSessionFields on FlowSession {
  id
  flowSlug
  flowScope
  formIndex
  currentFormSlug
  finished
}
fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`, {"fragmentName":"FormMoveFields"}) as unknown as TypedDocumentString<FormMoveFieldsFragment, unknown>;
export const CoverIncreaseFieldsFragmentDoc = new TypedDocumentString(`
    fragment CoverIncreaseFields on CoverIncrease {
  id
  status
  currentAmount
  requestedAmount
  approvedAmount
  currentMonthlyPremium
  newMonthlyPremium
  newAnnualPremium
  addedMonthlyPremium
  rateClass
  rateVersion
  effectiveOn
  offerExpiresOn
  decidedOn
  closedReason
}
    `, {"fragmentName":"CoverIncreaseFields"}) as unknown as TypedDocumentString<CoverIncreaseFieldsFragment, unknown>;
export const TermExtensionRequestFieldsFragmentDoc = new TypedDocumentString(`
    fragment TermExtensionRequestFields on TermExtensionRequest {
  id
  status
  cover
  currentMonthlyPremium
  newMonthlyPremium
  newAnnualPremium
  rateClass
  rateVersion
  extendsFrom
  years
  coverEndsOn
  offerExpiresOn
  decidedOn
  closedReason
}
    `, {"fragmentName":"TermExtensionRequestFields"}) as unknown as TypedDocumentString<TermExtensionRequestFieldsFragment, unknown>;
export const TermExtensionFieldsFragmentDoc = new TypedDocumentString(`
    fragment TermExtensionFields on TermExtension {
  policyId
  available
  extendsFrom
  years
  attainedAge
  coverEndsOn
  opensOn
  request {
    ...TermExtensionRequestFields
  }
}
    fragment TermExtensionRequestFields on TermExtensionRequest {
  id
  status
  cover
  currentMonthlyPremium
  newMonthlyPremium
  newAnnualPremium
  rateClass
  rateVersion
  extendsFrom
  years
  coverEndsOn
  offerExpiresOn
  decidedOn
  closedReason
}`, {"fragmentName":"TermExtensionFields"}) as unknown as TypedDocumentString<TermExtensionFieldsFragment, unknown>;
export const ActiveMembershipFieldsFragmentDoc = new TypedDocumentString(`
    fragment ActiveMembershipFields on User {
  activeConstellations {
    businessSlug
    activeInsuranceMembership {
      id
    }
  }
}
    `, {"fragmentName":"ActiveMembershipFields"}) as unknown as TypedDocumentString<ActiveMembershipFieldsFragment, unknown>;
export const OfferingPriceBreakdownFieldsFragmentDoc = new TypedDocumentString(`
    fragment OfferingPriceBreakdownFields on OfferingPriceBreakdown {
  amount
  annualRatePer1000
  annualPolicyFee
  monthlyFactor
  rateVersion
  issueAge
  annualPremium
  monthlyPremium
}
    `, {"fragmentName":"OfferingPriceBreakdownFields"}) as unknown as TypedDocumentString<OfferingPriceBreakdownFieldsFragment, unknown>;
export const SupportMessageFieldsFragmentDoc = new TypedDocumentString(`
    fragment SupportMessageFields on SupportMessage {
  id
  seq
  author
  body
  createdAt
  clientMessageId
  event
  agentName
  answerKind
  handoffReason
  article {
    slug
    title
  }
  link {
    label
    href
  }
  facts
}
    `, {"fragmentName":"SupportMessageFields"}) as unknown as TypedDocumentString<SupportMessageFieldsFragment, unknown>;
export const ServicedPolicyFieldsFragmentDoc = new TypedDocumentString(`
    fragment ServicedPolicyFields on ServicedPolicy {
  id
  number
  productSlug
  status
  ownerName
  ownerEmail
  amount
  monthlyPremium
  effectiveOn
  terminatesOn
  replacesCover
  freeLookEndsOn
  paidThrough
  cancellingToday {
    kind
    refundAmount
    coverEndsOn
  }
  cancellation {
    kind
    requestedOn
    coverEndsOn
    refundAmount
    reason
  }
  refunds {
    amount
    status
    method
    providerRefundId
    createdAt
  }
  history {
    event
    toStatus
    reason
    occurredAt
  }
}
    `, {"fragmentName":"ServicedPolicyFields"}) as unknown as TypedDocumentString<ServicedPolicyFieldsFragment, unknown>;
export const ExchangeBlackboxDocument = new TypedDocumentString(`
    mutation ExchangeBlackbox($input: ExchangeBlackboxInput!) {
  exchangeBlackbox(input: $input) {
    blocked
    deviceId
  }
}
    `) as unknown as TypedDocumentString<ExchangeBlackboxMutation, ExchangeBlackboxMutationVariables>;
export const StartUpDocument = new TypedDocumentString(`
    query StartUp($slug: String!) {
  translations(slug: $slug) {
    entries {
      key
      value
    }
  }
  maintenance {
    kind
    returnsAt
  }
  appSettings {
    helpCenterUrl
    marketingSiteUrl
    supportPhone
    cardProvider {
      mode
      publishableKey
      frameUrl
    }
    bankLink {
      mode
      linkApiUrl
    }
    errorReporting {
      mode
      browserDsn
    }
  }
}
    `) as unknown as TypedDocumentString<StartUpQuery, StartUpQueryVariables>;
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
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<DecommissionUserMutation, DecommissionUserMutationVariables>;
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
export const RequestDataExportDocument = new TypedDocumentString(`
    mutation RequestDataExport {
  requestDataExport {
    request {
      id
      status
    }
    availableAt
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<RequestDataExportMutation, RequestDataExportMutationVariables>;
export const AgentAuditLogDocument = new TypedDocumentString(`
    query AgentAuditLog($conversationId: ID!) {
  supportAuditLog(conversationId: $conversationId) {
    action
    agentName
    at
  }
}
    `) as unknown as TypedDocumentString<AgentAuditLogQuery, AgentAuditLogQueryVariables>;
export const CancelPolicyFromConversationDocument = new TypedDocumentString(`
    mutation CancelPolicyFromConversation($conversationId: ID!, $reason: String!) {
  cancelPolicyFromConversation(conversationId: $conversationId, reason: $reason) {
    policy {
      ...ServicedPolicyFields
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}
fragment ServicedPolicyFields on ServicedPolicy {
  id
  number
  productSlug
  status
  ownerName
  ownerEmail
  amount
  monthlyPremium
  effectiveOn
  terminatesOn
  replacesCover
  freeLookEndsOn
  paidThrough
  cancellingToday {
    kind
    refundAmount
    coverEndsOn
  }
  cancellation {
    kind
    requestedOn
    coverEndsOn
    refundAmount
    reason
  }
  refunds {
    amount
    status
    method
    providerRefundId
    createdAt
  }
  history {
    event
    toStatus
    reason
    occurredAt
  }
}`) as unknown as TypedDocumentString<CancelPolicyFromConversationMutation, CancelPolicyFromConversationMutationVariables>;
export const CloseSupportConversationAsAgentDocument = new TypedDocumentString(`
    mutation CloseSupportConversationAsAgent($conversationId: ID!) {
  closeSupportConversationAsAgent(conversationId: $conversationId) {
    conversation {
      id
      status
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<CloseSupportConversationAsAgentMutation, CloseSupportConversationAsAgentMutationVariables>;
export const AgentConversationDocument = new TypedDocumentString(`
    query AgentConversation($id: ID!) {
  supportAgentConversation(id: $id) {
    conversation {
      id
      status
      waitingSince
      followUpEmail
      closedAt
    }
    person {
      fullName
      email
      conversations
      policy {
        ...ServicedPolicyFields
      }
      billing {
        nextPayment {
          dueOn
          amount
          estimated
        }
        pastDue {
          amount
          invoices
          lapsesOn
        }
        paymentMethod {
          kind
          description
          debitsStopped
        }
      }
      openCases {
        kind
        status
        since
      }
      recentEmails {
        subject
        to
        sentAt
      }
    }
  }
}
    fragment ServicedPolicyFields on ServicedPolicy {
  id
  number
  productSlug
  status
  ownerName
  ownerEmail
  amount
  monthlyPremium
  effectiveOn
  terminatesOn
  replacesCover
  freeLookEndsOn
  paidThrough
  cancellingToday {
    kind
    refundAmount
    coverEndsOn
  }
  cancellation {
    kind
    requestedOn
    coverEndsOn
    refundAmount
    reason
  }
  refunds {
    amount
    status
    method
    providerRefundId
    createdAt
  }
  history {
    event
    toStatus
    reason
    occurredAt
  }
}`) as unknown as TypedDocumentString<AgentConversationQuery, AgentConversationQueryVariables>;
export const AgentQueueDocument = new TypedDocumentString(`
    query AgentQueue {
  supportQueue {
    asOf
    waiting {
      ...AgentQueueItemFields
    }
    mine {
      ...AgentQueueItemFields
    }
  }
}
    fragment AgentQueueItemFields on SupportQueueItem {
  personName
  preview
  conversation {
    id
    status
    waitingSince
  }
}`) as unknown as TypedDocumentString<AgentQueueQuery, AgentQueueQueryVariables>;
export const ReplyToSupportConversationDocument = new TypedDocumentString(`
    mutation ReplyToSupportConversation($input: ReplyToSupportConversationInput!) {
  replyToSupportConversation(input: $input) {
    message {
      id
      seq
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<ReplyToSupportConversationMutation, ReplyToSupportConversationMutationVariables>;
export const AgentSavedAnswersDocument = new TypedDocumentString(`
    query AgentSavedAnswers {
  supportSavedAnswers {
    id
    title
    text
  }
}
    `) as unknown as TypedDocumentString<AgentSavedAnswersQuery, AgentSavedAnswersQueryVariables>;
export const ResendPolicyPacketFromConversationDocument = new TypedDocumentString(`
    mutation ResendPolicyPacketFromConversation($conversationId: ID!) {
  resendPolicyPacketFromConversation(conversationId: $conversationId) {
    message {
      id
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<ResendPolicyPacketFromConversationMutation, ResendPolicyPacketFromConversationMutationVariables>;
export const SendSignInLinkFromConversationDocument = new TypedDocumentString(`
    mutation SendSignInLinkFromConversation($conversationId: ID!) {
  sendSignInLinkFromConversation(conversationId: $conversationId) {
    message {
      id
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<SendSignInLinkFromConversationMutation, SendSignInLinkFromConversationMutationVariables>;
export const TakeSupportConversationDocument = new TypedDocumentString(`
    mutation TakeSupportConversation($conversationId: ID!) {
  takeSupportConversation(conversationId: $conversationId) {
    conversation {
      id
      status
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<TakeSupportConversationMutation, TakeSupportConversationMutationVariables>;
export const InitiatePasswordResetDocument = new TypedDocumentString(`
    mutation InitiatePasswordReset($input: InitiatePasswordResetInput!) {
  initiatePasswordReset(input: $input) {
    success
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<InitiatePasswordResetMutation, InitiatePasswordResetMutationVariables>;
export const ResetForgottenPasswordDocument = new TypedDocumentString(`
    mutation ResetForgottenPassword($input: ResetForgottenPasswordInput!) {
  resetForgottenPassword(input: $input) {
    success
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<ResetForgottenPasswordMutation, ResetForgottenPasswordMutationVariables>;
export const PlaidExchangePublicTokenDocument = new TypedDocumentString(`
    mutation PlaidExchangePublicToken($input: PlaidExchangePublicTokenInput!) {
  plaidExchangePublicToken(input: $input) {
    plaidAccount {
      id
      name
      mask
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<PlaidExchangePublicTokenMutation, PlaidExchangePublicTokenMutationVariables>;
export const MonitoringLinkTokenDocument = new TypedDocumentString(`
    mutation MonitoringLinkToken {
  plaidGenerateLinkToken(purpose: monitoring) {
    linkToken
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<MonitoringLinkTokenMutation, MonitoringLinkTokenMutationVariables>;
export const MonitorWyshAllocationDocument = new TypedDocumentString(`
    mutation MonitorWyshAllocation($input: MonitorWyshAllocationInput!) {
  monitorWyshAllocation(input: $input) {
    wyshAllocation {
      id
      amount
      monitored
      plaidAccount {
        id
        name
        mask
        institutionName
      }
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<MonitorWyshAllocationMutation, MonitorWyshAllocationMutationVariables>;
export const PlaidGenerateLinkTokenDocument = new TypedDocumentString(`
    mutation PlaidGenerateLinkToken {
  plaidGenerateLinkToken {
    linkToken
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<PlaidGenerateLinkTokenMutation, PlaidGenerateLinkTokenMutationVariables>;
export const InitiatePlaidUpdateDocument = new TypedDocumentString(`
    mutation InitiatePlaidUpdate($input: PlaidItemInput!) {
  initiatePlaidUpdate(input: $input) {
    linkToken
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<InitiatePlaidUpdateMutation, InitiatePlaidUpdateMutationVariables>;
export const PlaidItemsDocument = new TypedDocumentString(`
    query PlaidItems {
  plaidItems {
    id
    status
    plaidInstitution {
      id
      name
    }
    plaidAccounts {
      id
      name
      mask
      accountType
      subtype
    }
  }
}
    `) as unknown as TypedDocumentString<PlaidItemsQuery, PlaidItemsQueryVariables>;
export const PayFromAccountDocument = new TypedDocumentString(`
    mutation PayFromAccount($input: CreatePaymentMethodInput!) {
  createPaymentMethod(input: $input) {
    paymentMethod {
      id
      name
      bankAccount {
        bankName
        mask
        plaidAccountId
      }
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<PayFromAccountMutation, PayFromAccountMutationVariables>;
export const ConfirmPlaidUpdateDocument = new TypedDocumentString(`
    mutation ConfirmPlaidUpdate($input: PlaidItemInput!) {
  confirmPlaidUpdate(input: $input) {
    success
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<ConfirmPlaidUpdateMutation, ConfirmPlaidUpdateMutationVariables>;
export const UnlinkPlaidItemDocument = new TypedDocumentString(`
    mutation UnlinkPlaidItem($input: PlaidItemInput!) {
  unlinkPlaidItem(input: $input) {
    success
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<UnlinkPlaidItemMutation, UnlinkPlaidItemMutationVariables>;
export const MyBeneficiariesDocument = new TypedDocumentString(`
    query MyBeneficiaries($lineOfBusiness: String) {
  getBeneficiaries(lineOfBusiness: $lineOfBusiness) {
    list {
      ...BeneficiaryParts
    }
    backup {
      ...BeneficiaryParts
    }
    pending {
      ...BeneficiaryParts
    }
  }
  beneficiaryChanges(lineOfBusiness: $lineOfBusiness) {
    id
    status
  }
}
    fragment BeneficiaryParts on Beneficiary {
  id
  allocation
  responsibility
  type
  carriesId
  contact {
    __typename
    ... on IndividualContact {
      firstName
      middleInitial
      lastName
      suffix
      relationship
      birthdate
      phoneNumber
      email
      parentGuardianInfo
      taxIdSet
      requiredAddress {
        ...BeneficiaryAddressParts
      }
    }
    ... on OrganizationContact {
      name
      businessType
      phoneNumber
      email
      taxIdSet
      requiredAddress {
        ...BeneficiaryAddressParts
      }
    }
    ... on TrustContact {
      name
      firstName
      lastName
      dateOfTrust
      phoneNumber
      email
      trusteeTaxIdSet
      nullableAddress {
        ...BeneficiaryAddressParts
      }
    }
  }
}
fragment BeneficiaryAddressParts on BeneficiaryAddress {
  street1
  street2
  city
  state
  postalCode
}`) as unknown as TypedDocumentString<MyBeneficiariesQuery, MyBeneficiariesQueryVariables>;
export const BeneficiaryHistoryDocument = new TypedDocumentString(`
    query BeneficiaryHistory($lineOfBusiness: String) {
  beneficiaryChanges(lineOfBusiness: $lineOfBusiness) {
    id
    kind
    status
    createdAt
    appliedAt
    documentVersion
    beneficiaries {
      ...BeneficiaryParts
    }
  }
}
    fragment BeneficiaryParts on Beneficiary {
  id
  allocation
  responsibility
  type
  carriesId
  contact {
    __typename
    ... on IndividualContact {
      firstName
      middleInitial
      lastName
      suffix
      relationship
      birthdate
      phoneNumber
      email
      parentGuardianInfo
      taxIdSet
      requiredAddress {
        ...BeneficiaryAddressParts
      }
    }
    ... on OrganizationContact {
      name
      businessType
      phoneNumber
      email
      taxIdSet
      requiredAddress {
        ...BeneficiaryAddressParts
      }
    }
    ... on TrustContact {
      name
      firstName
      lastName
      dateOfTrust
      phoneNumber
      email
      trusteeTaxIdSet
      nullableAddress {
        ...BeneficiaryAddressParts
      }
    }
  }
}
fragment BeneficiaryAddressParts on BeneficiaryAddress {
  street1
  street2
  city
  state
  postalCode
}`) as unknown as TypedDocumentString<BeneficiaryHistoryQuery, BeneficiaryHistoryQueryVariables>;
export const BeneficiaryTermsDocument = new TypedDocumentString(`
    query BeneficiaryTerms {
  documents(slugs: ["beneficiary-terms"]) {
    id
    name
    version
    html {
      url
    }
  }
  currentUser {
    ...ActiveMembershipFields
  }
}
    fragment ActiveMembershipFields on User {
  activeConstellations {
    businessSlug
    activeInsuranceMembership {
      id
    }
  }
}`) as unknown as TypedDocumentString<BeneficiaryTermsQuery, BeneficiaryTermsQueryVariables>;
export const AcknowledgeBeneficiaryTermsDocument = new TypedDocumentString(`
    mutation AcknowledgeBeneficiaryTerms($input: CreateAcknowledgementInput!) {
  createAcknowledgement(input: $input) {
    acknowledgement {
      id
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<AcknowledgeBeneficiaryTermsMutation, AcknowledgeBeneficiaryTermsMutationVariables>;
export const ConfirmMyBeneficiaryChangesDocument = new TypedDocumentString(`
    mutation ConfirmMyBeneficiaryChanges($input: ConfirmBeneficiaryChangesInput!) {
  confirmBeneficiaryChanges(input: $input) {
    success
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<ConfirmMyBeneficiaryChangesMutation, ConfirmMyBeneficiaryChangesMutationVariables>;
export const DiscardMyBeneficiaryChangesDocument = new TypedDocumentString(`
    mutation DiscardMyBeneficiaryChanges($input: DiscardBeneficiaryChangesInput!) {
  discardBeneficiaryChanges(input: $input) {
    success
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<DiscardMyBeneficiaryChangesMutation, DiscardMyBeneficiaryChangesMutationVariables>;
export const SendMyBeneficiaryPacketDocument = new TypedDocumentString(`
    mutation SendMyBeneficiaryPacket($input: SendBeneficiaryPacketInput!) {
  sendBeneficiaryPacket(input: $input) {
    success
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<SendMyBeneficiaryPacketMutation, SendMyBeneficiaryPacketMutationVariables>;
export const CreateMyBeneficiaryDocument = new TypedDocumentString(`
    mutation CreateMyBeneficiary($input: CreateBeneficiaryInput!) {
  createBeneficiary(input: $input) {
    beneficiary {
      id
    }
    beneficiaries {
      list {
        id
      }
      backup {
        id
      }
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<CreateMyBeneficiaryMutation, CreateMyBeneficiaryMutationVariables>;
export const UpdateMyBeneficiaryDocument = new TypedDocumentString(`
    mutation UpdateMyBeneficiary($input: UpdateBeneficiaryInput!) {
  updateBeneficiary(input: $input) {
    beneficiary {
      id
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<UpdateMyBeneficiaryMutation, UpdateMyBeneficiaryMutationVariables>;
export const DestroyMyBeneficiaryDocument = new TypedDocumentString(`
    mutation DestroyMyBeneficiary($input: DestroyBeneficiaryInput!) {
  destroyBeneficiary(input: $input) {
    success
    beneficiaries {
      list {
        id
      }
      backup {
        id
      }
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<DestroyMyBeneficiaryMutation, DestroyMyBeneficiaryMutationVariables>;
export const UpdateMyBeneficiaryAllocationDocument = new TypedDocumentString(`
    mutation UpdateMyBeneficiaryAllocation($input: UpdateBeneficiaryAllocationInput!) {
  updateBeneficiaryAllocation(input: $input) {
    status
    success
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<UpdateMyBeneficiaryAllocationMutation, UpdateMyBeneficiaryAllocationMutationVariables>;
export const UpdateBillingFrequencyDocument = new TypedDocumentString(`
    mutation UpdateBillingFrequency($input: UpdateBillingFrequencyInput!) {
  updateBillingFrequency(input: $input) {
    policy {
      id
      accountsProduct {
        id
        amount
        billingFrequency
      }
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<UpdateBillingFrequencyMutation, UpdateBillingFrequencyMutationVariables>;
export const BillingPageDocument = new TypedDocumentString(`
    query BillingPage {
  userPolicy {
    id
    label
    status
    lapsesAt
    monthlyPremium
    annualPremium
    accountsProduct {
      id
      name
      amount
      billingFrequency
      nextPayment {
        date
        estimated
      }
    }
    invoices {
      id
      kind
      status
      amount
      balance
      periodStart
      periodEnd
      dueOn
      paidOn
      pastDue
      payments {
        id
        status
        amount
        returnCode
      }
      receipt {
        id
        pdf {
          url
        }
      }
    }
  }
  activePaymentMethod {
    id
    source
    name
    description
    bankAccount {
      bankName
      accountType
      mask
      plaidAccountId
      debitsStoppedCode
    }
    card {
      brand
      last4
      expMonth
      expYear
    }
  }
  currentUser {
    activeConstellations {
      businessSlug
      activeInsuranceMembership {
        id
        invoicesPastDueBalance
        invoicesProcessingAmount
      }
    }
  }
  profile {
    firstName
    lastName
  }
}
    `) as unknown as TypedDocumentString<BillingPageQuery, BillingPageQueryVariables>;
export const CreateMultiplePaymentsDocument = new TypedDocumentString(`
    mutation CreateMultiplePayments($input: CreateMultiplePaymentsInput!) {
  createMultiplePayments(input: $input) {
    payments {
      billingAttemptedAmount
      transactionResult
      paymentMethod {
        source
        name
        card {
          brand
          last4
        }
        bankAccount {
          bankName
          accountType
          mask
        }
      }
      processed {
        invoiceId
        amount
        transactionResult
        reason
      }
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<CreateMultiplePaymentsMutation, CreateMultiplePaymentsMutationVariables>;
export const CreatePaymentMethodDocument = new TypedDocumentString(`
    mutation CreatePaymentMethod($input: CreatePaymentMethodInput!) {
  createPaymentMethod(input: $input) {
    saved
    message
    paymentMethod {
      id
      card {
        brand
        last4
      }
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<CreatePaymentMethodMutation, CreatePaymentMethodMutationVariables>;
export const SupportConversationDocument = new TypedDocumentString(`
    query SupportConversation {
  supportConversation {
    ...SupportConversationFields
  }
}
    fragment SupportConversationFields on SupportConversation {
  id
  status
  lastSeq
  followUpEmail
  rating
  queue {
    position
    typicalWaitMinutes
  }
}`) as unknown as TypedDocumentString<SupportConversationQuery, SupportConversationQueryVariables>;
export const SendSupportMessageDocument = new TypedDocumentString(`
    mutation SendSupportMessage($input: SendSupportMessageInput!) {
  sendSupportMessage(input: $input) {
    conversation {
      ...SupportConversationFields
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment SupportConversationFields on SupportConversation {
  id
  status
  lastSeq
  followUpEmail
  rating
  queue {
    position
    typicalWaitMinutes
  }
}
fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<SendSupportMessageMutation, SendSupportMessageMutationVariables>;
export const RequestSupportAgentDocument = new TypedDocumentString(`
    mutation RequestSupportAgent {
  requestSupportAgent {
    conversation {
      ...SupportConversationFields
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment SupportConversationFields on SupportConversation {
  id
  status
  lastSeq
  followUpEmail
  rating
  queue {
    position
    typicalWaitMinutes
  }
}
fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<RequestSupportAgentMutation, RequestSupportAgentMutationVariables>;
export const LeaveSupportQueueDocument = new TypedDocumentString(`
    mutation LeaveSupportQueue {
  leaveSupportQueue {
    conversation {
      ...SupportConversationFields
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment SupportConversationFields on SupportConversation {
  id
  status
  lastSeq
  followUpEmail
  rating
  queue {
    position
    typicalWaitMinutes
  }
}
fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<LeaveSupportQueueMutation, LeaveSupportQueueMutationVariables>;
export const RequestSupportFollowUpDocument = new TypedDocumentString(`
    mutation RequestSupportFollowUp {
  requestSupportFollowUp {
    conversation {
      ...SupportConversationFields
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment SupportConversationFields on SupportConversation {
  id
  status
  lastSeq
  followUpEmail
  rating
  queue {
    position
    typicalWaitMinutes
  }
}
fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<RequestSupportFollowUpMutation, RequestSupportFollowUpMutationVariables>;
export const CloseSupportConversationDocument = new TypedDocumentString(`
    mutation CloseSupportConversation {
  closeSupportConversation {
    conversation {
      ...SupportConversationFields
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment SupportConversationFields on SupportConversation {
  id
  status
  lastSeq
  followUpEmail
  rating
  queue {
    position
    typicalWaitMinutes
  }
}
fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<CloseSupportConversationMutation, CloseSupportConversationMutationVariables>;
export const RateSupportConversationDocument = new TypedDocumentString(`
    mutation RateSupportConversation($conversationId: ID!, $rating: Int!) {
  rateSupportConversation(conversationId: $conversationId, rating: $rating) {
    conversation {
      ...SupportConversationFields
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment SupportConversationFields on SupportConversation {
  id
  status
  lastSeq
  followUpEmail
  rating
  queue {
    position
    typicalWaitMinutes
  }
}
fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<RateSupportConversationMutation, RateSupportConversationMutationVariables>;
export const LatestEstimateDocument = new TypedDocumentString(`
    query LatestEstimate {
  latestEstimate {
    id
    amount
    termDuration
    annualPremium
    monthlyPremium
    allocationsCoveredPercentage
    rateClass
    rateVersion
    breakdown {
      ...PremiumBreakdownFields
    }
  }
  estimateInputs {
    birthdate
    missing
  }
  allocationSummary {
    totalAmount
  }
}
    fragment PremiumBreakdownFields on PremiumBreakdown {
  amount
  annualRatePer1000
  annualPolicyFee
  monthlyFactor
  rateClass
  rateVersion
  issueAge
  annualPremium
  monthlyPremium
}`) as unknown as TypedDocumentString<LatestEstimateQuery, LatestEstimateQueryVariables>;
export const CoverageEditorStateDocument = new TypedDocumentString(`
    query CoverageEditorState($estimateId: ID!) {
  coverageEditorState(estimateId: $estimateId) {
    coverageSlider {
      ...SliderFields
    }
    termSlider {
      ...SliderFields
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment SliderFields on SliderMetadata {
  ticks {
    value
    label
  }
  valueBase
  increment
  characterMax
  value
  textEditable
  minErrorMessage {
    header
    text
  }
  maxErrorMessage {
    header
    text
  }
  leftTextLabel
  rightTextLabel
}
fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<CoverageEditorStateQuery, CoverageEditorStateQueryVariables>;
export const AdjustEstimateDocument = new TypedDocumentString(`
    query AdjustEstimate($id: ID!, $termDuration: Int!, $amount: Cents!) {
  adjustEstimate(
    id: $id
    termUnit: "year"
    termDuration: $termDuration
    amount: $amount
  ) {
    pricing {
      ...EstimatePricingFields
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment EstimatePricingFields on EstimatePricing {
  amount
  termDuration
  annualPremium
  monthlyPremium
  allocationsCoveredPercentage
  insuredsAgeAtTerm
  breakdown {
    ...PremiumBreakdownFields
  }
}
fragment PremiumBreakdownFields on PremiumBreakdown {
  amount
  annualRatePer1000
  annualPolicyFee
  monthlyFactor
  rateClass
  rateVersion
  issueAge
  annualPremium
  monthlyPremium
}
fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<AdjustEstimateQuery, AdjustEstimateQueryVariables>;
export const PreviewEstimateDocument = new TypedDocumentString(`
    query PreviewEstimate($input: PreviewEstimateInput!) {
  previewEstimate(input: $input) {
    pricing {
      ...EstimatePricingFields
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment EstimatePricingFields on EstimatePricing {
  amount
  termDuration
  annualPremium
  monthlyPremium
  allocationsCoveredPercentage
  insuredsAgeAtTerm
  breakdown {
    ...PremiumBreakdownFields
  }
}
fragment PremiumBreakdownFields on PremiumBreakdown {
  amount
  annualRatePer1000
  annualPolicyFee
  monthlyFactor
  rateClass
  rateVersion
  issueAge
  annualPremium
  monthlyPremium
}
fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<PreviewEstimateQuery, PreviewEstimateQueryVariables>;
export const CreateEstimateDocument = new TypedDocumentString(`
    mutation CreateEstimate($input: EstimateInput!) {
  createEstimate(input: $input) {
    amount
    termDuration
    estimate {
      id
      monthlyPremium
      allocationsCoveredPercentage
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<CreateEstimateMutation, CreateEstimateMutationVariables>;
export const UpdatePrequalificationInformationDocument = new TypedDocumentString(`
    mutation UpdatePrequalificationInformation($input: PrequalificationInformationInput!) {
  updatePrequalificationInformation(input: $input) {
    inputs {
      missing
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<UpdatePrequalificationInformationMutation, UpdatePrequalificationInformationMutationVariables>;
export const OfferToEditDocument = new TypedDocumentString(`
    query OfferToEdit {
  pendingQuote {
    id
    status
    amount
    termDuration
    annualPremium
    monthlyPremium
    allocationCoverage
    classReasons
    rules {
      ruleId
      reason
      shaped
    }
    insuranceApplication {
      id
      version
    }
    breakdown {
      ...PremiumBreakdownFields
    }
  }
  productsOfferings {
    id
    status
    amount
    annualPremium
    monthlyPremium
    allocationCoverage
    breakdown {
      ...OfferingPriceBreakdownFields
    }
  }
  allocationSummary {
    totalAmount
  }
}
    fragment PremiumBreakdownFields on PremiumBreakdown {
  amount
  annualRatePer1000
  annualPolicyFee
  monthlyFactor
  rateClass
  rateVersion
  issueAge
  annualPremium
  monthlyPremium
}
fragment OfferingPriceBreakdownFields on OfferingPriceBreakdown {
  amount
  annualRatePer1000
  annualPolicyFee
  monthlyFactor
  rateVersion
  issueAge
  annualPremium
  monthlyPremium
}`) as unknown as TypedDocumentString<OfferToEditQuery, OfferToEditQueryVariables>;
export const OfferEditorStateDocument = new TypedDocumentString(`
    query OfferEditorState($quoteId: ID, $productsOfferingId: ID) {
  coverageEditorState(quoteId: $quoteId, productsOfferingId: $productsOfferingId) {
    coverageSlider {
      ...SliderFields
    }
    termSlider {
      ...SliderFields
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment SliderFields on SliderMetadata {
  ticks {
    value
    label
  }
  valueBase
  increment
  characterMax
  value
  textEditable
  minErrorMessage {
    header
    text
  }
  maxErrorMessage {
    header
    text
  }
  leftTextLabel
  rightTextLabel
}
fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<OfferEditorStateQuery, OfferEditorStateQueryVariables>;
export const AdjustQuoteDocument = new TypedDocumentString(`
    query AdjustQuote($id: ID!, $termDuration: Int!, $amount: Cents!) {
  adjustQuote(
    id: $id
    termUnit: "year"
    termDuration: $termDuration
    amount: $amount
  ) {
    ...QuotePricingFields
  }
}
    fragment QuotePricingFields on QuotePricingPayload {
  amount
  termDuration
  annualPremium
  monthlyPremium
  allocationsCoveredPercentage
  breakdown {
    ...QuotePriceBreakdownFields
  }
  error {
    ...UserErrorFields
  }
}
fragment QuotePriceBreakdownFields on QuotePriceBreakdown {
  amount
  annualRatePer1000
  annualPolicyFee
  monthlyFactor
  rateClass
  rateVersion
  issueAge
  annualPremium
  monthlyPremium
}
fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<AdjustQuoteQuery, AdjustQuoteQueryVariables>;
export const AdjustProductOfferingDocument = new TypedDocumentString(`
    query AdjustProductOffering($id: ID!, $amount: Cents!) {
  adjustProductOffering(id: $id, amount: $amount) {
    ...QuotePricingFields
  }
}
    fragment QuotePricingFields on QuotePricingPayload {
  amount
  termDuration
  annualPremium
  monthlyPremium
  allocationsCoveredPercentage
  breakdown {
    ...QuotePriceBreakdownFields
  }
  error {
    ...UserErrorFields
  }
}
fragment QuotePriceBreakdownFields on QuotePriceBreakdown {
  amount
  annualRatePer1000
  annualPolicyFee
  monthlyFactor
  rateClass
  rateVersion
  issueAge
  annualPremium
  monthlyPremium
}
fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<AdjustProductOfferingQuery, AdjustProductOfferingQueryVariables>;
export const UpdateQuoteDocument = new TypedDocumentString(`
    mutation UpdateQuote($input: UpdateQuoteInput!) {
  updateQuote(input: $input) {
    quote {
      id
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<UpdateQuoteMutation, UpdateQuoteMutationVariables>;
export const UpdateProductOfferingDocument = new TypedDocumentString(`
    mutation UpdateProductOffering($input: UpdateProductOfferingInput!) {
  updateProductOffering(input: $input) {
    productsOffering {
      id
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<UpdateProductOfferingMutation, UpdateProductOfferingMutationVariables>;
export const PolicyToEditDocument = new TypedDocumentString(`
    query PolicyToEdit {
  userPolicy {
    id
    status
    amount
    monthlyPremium
    annualPremium
    rateVersion
    insuredsAgeAtTerm
    product {
      slug
    }
    classification {
      id
      name
    }
    pendingUpdate {
      policyId
      effectiveOn
    }
    coverIncrease {
      id
      status
    }
    breakdown {
      ...QuotePriceBreakdownFields
    }
  }
  allocationSummary {
    totalAmount
  }
}
    fragment QuotePriceBreakdownFields on QuotePriceBreakdown {
  amount
  annualRatePer1000
  annualPolicyFee
  monthlyFactor
  rateClass
  rateVersion
  issueAge
  annualPremium
  monthlyPremium
}`) as unknown as TypedDocumentString<PolicyToEditQuery, PolicyToEditQueryVariables>;
export const PolicyEditorStateDocument = new TypedDocumentString(`
    query PolicyEditorState($policyId: ID!) {
  coverageEditorState(policyId: $policyId) {
    coverageSlider {
      ...SliderFields
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment SliderFields on SliderMetadata {
  ticks {
    value
    label
  }
  valueBase
  increment
  characterMax
  value
  textEditable
  minErrorMessage {
    header
    text
  }
  maxErrorMessage {
    header
    text
  }
  leftTextLabel
  rightTextLabel
}
fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<PolicyEditorStateQuery, PolicyEditorStateQueryVariables>;
export const AdjustPolicyDocument = new TypedDocumentString(`
    query AdjustPolicy($policyId: ID!, $amount: Cents!) {
  adjustPolicy(policyId: $policyId, amount: $amount) {
    amount
    monthlyPremium
    annualPremium
    effectiveOn
    breakdown {
      ...QuotePriceBreakdownFields
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment QuotePriceBreakdownFields on QuotePriceBreakdown {
  amount
  annualRatePer1000
  annualPolicyFee
  monthlyFactor
  rateClass
  rateVersion
  issueAge
  annualPremium
  monthlyPremium
}
fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<AdjustPolicyQuery, AdjustPolicyQueryVariables>;
export const RequestCoverageAdjustmentDocument = new TypedDocumentString(`
    mutation RequestCoverageAdjustment($input: RequestCoverageAdjustmentInput!) {
  requestCoverageAdjustment(input: $input) {
    effectiveOn
    policy {
      id
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<RequestCoverageAdjustmentMutation, RequestCoverageAdjustmentMutationVariables>;
export const RequestCoverIncreaseDocument = new TypedDocumentString(`
    mutation RequestCoverIncrease($input: RequestCoverIncreaseInput!) {
  requestCoverIncrease(input: $input) {
    coverIncrease {
      id
      status
      requestedAmount
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<RequestCoverIncreaseMutation, RequestCoverIncreaseMutationVariables>;
export const CoveragePreviewDocument = new TypedDocumentString(`
    query CoveragePreview {
  latestEstimate {
    id
    amount
    termDuration
    monthlyPremium
  }
  wyshAllocations {
    id
    name
    amount
  }
  userPolicy {
    id
    status
    amount
  }
}
    `) as unknown as TypedDocumentString<CoveragePreviewQuery, CoveragePreviewQueryVariables>;
export const RecommendedCoverPriceDocument = new TypedDocumentString(`
    query RecommendedCoverPrice($id: ID!, $termDuration: Int!, $amount: Cents!) {
  adjustEstimate(
    id: $id
    termUnit: "year"
    termDuration: $termDuration
    amount: $amount
  ) {
    pricing {
      amount
      monthlyPremium
      allocationsCoveredPercentage
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<RecommendedCoverPriceQuery, RecommendedCoverPriceQueryVariables>;
export const InstantEstimateDocument = new TypedDocumentString(`
    query InstantEstimate($input: PreviewEstimateInput!) {
  previewEstimate(input: $input) {
    pricing {
      amount
      termDuration
      monthlyPremium
      annualPremium
      breakdown {
        rateClass
      }
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<InstantEstimateQuery, InstantEstimateQueryVariables>;
export const CancelledPolicyDocument = new TypedDocumentString(`
    query CancelledPolicy($withDocuments: Boolean!) {
  cancelledPolicy {
    id
    label
    cancellation {
      kind
      requestedOn
      coverEndsOn
      refundAmount
    }
    refunds {
      amount
      status
      method
    }
    documents @include(if: $withDocuments) {
      id
      slug
      pdf {
        url
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CancelledPolicyQuery, CancelledPolicyQueryVariables>;
export const DashboardHomeDocument = new TypedDocumentString(`
    query DashboardHome {
  dashboardHome {
    firstName
    insurance {
      state
      title
      productSlug
      coverageAmount
      coverageUpTo
      nextBillingDate
      lapsedOn
      quoteExpiresAt
    }
    wysh {
      state
      activeCount
      wyshes {
        id
        name
        amount
      }
    }
    policyUpdate {
      kind
      reason
      lapsesAt
      pendingPolicyId
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardHomeQuery, DashboardHomeQueryVariables>;
export const PolicyholderHomeDocument = new TypedDocumentString(`
    query PolicyholderHome {
  userPolicy {
    id
    label
    status
    lapsesAt
    cancellation {
      kind
      coverEndsOn
    }
    amount
    termDuration
    insuredsAgeAtTerm
    effectiveAt
    monthlyPremium
    classification {
      id
      name
    }
    product {
      slug
    }
    termExtension {
      available
      opensOn
      extendsFrom
      years
      coverEndsOn
      request {
        id
        status
      }
    }
    documents {
      id
      slug
      pdf {
        url
      }
    }
    accountsProduct {
      id
      amount
      nextPayment {
        date
        estimated
      }
    }
  }
  getBeneficiaries {
    list {
      ...HomeBeneficiary
    }
    backup {
      ...HomeBeneficiary
    }
    pending {
      id
    }
  }
  allocationSummary {
    activeCount
    totalAmount
    percentCovered
  }
  paymentMethods {
    id
    status
    card {
      brand
      last4
    }
  }
  activePaymentMethod {
    id
    source
    name
    card {
      brand
      last4
    }
    bankAccount {
      bankName
      accountType
      mask
    }
  }
  currentUser {
    activeConstellations {
      activeInsuranceMembership {
        id
        invoicesProcessingAmount
      }
    }
  }
}
    fragment HomeBeneficiary on Beneficiary {
  id
  allocation
  responsibility
  contact {
    __typename
    ... on IndividualContact {
      firstName
      lastName
    }
    ... on OrganizationContact {
      name
    }
    ... on TrustContact {
      name
    }
  }
}`) as unknown as TypedDocumentString<PolicyholderHomeQuery, PolicyholderHomeQueryVariables>;
export const UnderwritingNotificationsDocument = new TypedDocumentString(`
    query UnderwritingNotifications {
  notifications {
    id
    read
    metadata {
      type
      result
      policyId
    }
  }
  userPolicy {
    id
    coverIncrease {
      id
      status
    }
    termExtension {
      request {
        id
        status
      }
    }
  }
}
    `) as unknown as TypedDocumentString<UnderwritingNotificationsQuery, UnderwritingNotificationsQueryVariables>;
export const ExchangeLoginTokenDocument = new TypedDocumentString(`
    mutation ExchangeLoginToken($input: ExchangeLoginTokenInput!) {
  exchangeLoginToken(input: $input) {
    token {
      accessToken
      refreshToken
      authLevel
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<ExchangeLoginTokenMutation, ExchangeLoginTokenMutationVariables>;
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
export const DocumentCategoriesDocument = new TypedDocumentString(`
    query DocumentCategories {
  documentCategories {
    id
    name
    slug
    documents {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<DocumentCategoriesQuery, DocumentCategoriesQueryVariables>;
export const DocumentCategoryDocument = new TypedDocumentString(`
    query DocumentCategory($slug: String!) {
  documentCategory(slug: $slug) {
    id
    name
    slug
    yearGroupable
    documents {
      id
      name
      version
      applicableYear
      createdAt
      html {
        fileName
        url
      }
      pdf {
        fileName
        url
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DocumentCategoryQuery, DocumentCategoryQueryVariables>;
export const DocumentDocument = new TypedDocumentString(`
    query Document($id: ID!) {
  documentById(id: $id) {
    id
    name
    description
    version
    createdAt
    documentCategory {
      name
      slug
    }
    html {
      fileName
      url
    }
    pdf {
      fileName
      url
    }
  }
}
    `) as unknown as TypedDocumentString<DocumentQuery, DocumentQueryVariables>;
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
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<VerifyEmailMutation, VerifyEmailMutationVariables>;
export const CreateFlowSessionDocument = new TypedDocumentString(`
    mutation CreateFlowSession($input: CreateFlowSessionInput!) {
  createFlowSession(input: $input) {
    flow {
      id
      slug
      terminalBehavior
      defaultScope
    }
    flowSession {
      ...FlowSessionFields
    }
    form
    error {
      ...UserErrorFields
    }
  }
}
    fragment FlowSessionFields on FlowSession {
  id
  flowSlug
  flowScope
  formIndex
  currentFormSlug
  finished
}
fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<CreateFlowSessionMutation, CreateFlowSessionMutationVariables>;
export const CreateResponseDocument = new TypedDocumentString(`
    mutation CreateResponse($input: CreateResponseInput!) {
  createResponse(input: $input) {
    flowSession {
      ...FlowSessionFields
    }
    validationErrors {
      fieldId
      code
      message
      fullMessage
    }
    error {
      ...UserErrorFields
    }
    next {
      ...FormMoveFields
    }
  }
}
    fragment FlowSessionFields on FlowSession {
  id
  flowSlug
  flowScope
  formIndex
  currentFormSlug
  finished
}
fragment FormMoveFields on FetchFormPayload {
  form
  flowSession {
    ...FlowSessionFields
  }
  error {
    ...UserErrorFields
  }
}
fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<CreateResponseMutation, CreateResponseMutationVariables>;
export const ExecuteGroupMutationDocument = new TypedDocumentString(`
    mutation ExecuteGroupMutation($input: ExecuteGroupMutationInput!) {
  executeGroupMutation(input: $input) {
    response
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<ExecuteGroupMutationMutation, ExecuteGroupMutationMutationVariables>;
export const FetchFormDocument = new TypedDocumentString(`
    mutation FetchForm($input: FetchFormInput!) {
  fetchForm(input: $input) {
    ...FormMoveFields
  }
}
    fragment FlowSessionFields on FlowSession {
  id
  flowSlug
  flowScope
  formIndex
  currentFormSlug
  finished
}
fragment FormMoveFields on FetchFormPayload {
  form
  flowSession {
    ...FlowSessionFields
  }
  error {
    ...UserErrorFields
  }
}
fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<FetchFormMutation, FetchFormMutationVariables>;
export const TriviaQuestionsDocument = new TypedDocumentString(`
    query TriviaQuestions {
  triviaQuestions {
    id
    prompt
    choices {
      id
      text
    }
    correctChoiceId
    explanation
  }
}
    `) as unknown as TypedDocumentString<TriviaQuestionsQuery, TriviaQuestionsQueryVariables>;
export const SubmitApplicationDocument = new TypedDocumentString(`
    mutation SubmitApplication($input: RequestNewBusinessInput!) {
  requestNewBusiness(input: $input) {
    insuranceApplication {
      id
      result
      outcome
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<SubmitApplicationMutation, SubmitApplicationMutationVariables>;
export const SubmitReinstatementUnderwritingDocument = new TypedDocumentString(`
    mutation SubmitReinstatementUnderwriting($input: SubmitReinstatementUnderwritingInput!) {
  submitReinstatementUnderwriting(input: $input) {
    status
    reinstatementRequest {
      id
      status
      underwritingResult
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<SubmitReinstatementUnderwritingMutation, SubmitReinstatementUnderwritingMutationVariables>;
export const HelpArticleDocument = new TypedDocumentString(`
    query HelpArticle($slug: String!) {
  helpArticle(slug: $slug) {
    id
    slug
    title
    updatedOn
    body
    category {
      slug
      name
    }
    related {
      slug
      title
    }
  }
}
    `) as unknown as TypedDocumentString<HelpArticleQuery, HelpArticleQueryVariables>;
export const HelpArticlesDocument = new TypedDocumentString(`
    query HelpArticles($search: String) {
  helpArticles(search: $search) {
    article {
      id
      slug
      title
      summary
      category {
        slug
        name
      }
    }
    snippet {
      text
      highlighted
    }
    matchedAllWords
  }
}
    `) as unknown as TypedDocumentString<HelpArticlesQuery, HelpArticlesQueryVariables>;
export const InAppMessagesDocument = new TypedDocumentString(`
    query InAppMessages {
  inAppMessages {
    id
    kind
    title
    body
    link {
      label
      href
    }
  }
}
    `) as unknown as TypedDocumentString<InAppMessagesQuery, InAppMessagesQueryVariables>;
export const DismissInAppMessageDocument = new TypedDocumentString(`
    mutation DismissInAppMessage($input: UpdateNotificationInput!) {
  updateNotification(input: $input) {
    notification {
      id
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<DismissInAppMessageMutation, DismissInAppMessageMutationVariables>;
export const MaintenanceDocument = new TypedDocumentString(`
    query Maintenance {
  maintenance {
    kind
    returnsAt
  }
}
    `) as unknown as TypedDocumentString<MaintenanceQuery, MaintenanceQueryVariables>;
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
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<RequestOtpMutation, RequestOtpMutationVariables>;
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
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<VerifyOtpMutation, VerifyOtpMutationVariables>;
export const VerifySessionDocument = new TypedDocumentString(`
    mutation VerifySession($input: VerifySessionInput!) {
  verifySession(input: $input) {
    success
    token {
      accessToken
      refreshToken
      authLevel
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<VerifySessionMutation, VerifySessionMutationVariables>;
export const ConfirmUpdateDocument = new TypedDocumentString(`
    query ConfirmUpdate {
  userPolicy {
    id
    status
    terminatesAt
    product {
      slug
    }
    pendingUpdate {
      policyId
      effectiveOn
    }
    coverIncrease {
      ...CoverIncreaseFields
    }
    termExtension {
      request {
        ...TermExtensionRequestFields
      }
    }
  }
}
    fragment CoverIncreaseFields on CoverIncrease {
  id
  status
  currentAmount
  requestedAmount
  approvedAmount
  currentMonthlyPremium
  newMonthlyPremium
  newAnnualPremium
  addedMonthlyPremium
  rateClass
  rateVersion
  effectiveOn
  offerExpiresOn
  decidedOn
  closedReason
}
fragment TermExtensionRequestFields on TermExtensionRequest {
  id
  status
  cover
  currentMonthlyPremium
  newMonthlyPremium
  newAnnualPremium
  rateClass
  rateVersion
  extendsFrom
  years
  coverEndsOn
  offerExpiresOn
  decidedOn
  closedReason
}`) as unknown as TypedDocumentString<ConfirmUpdateQuery, ConfirmUpdateQueryVariables>;
export const SubmitCoverIncreaseUnderwritingDocument = new TypedDocumentString(`
    mutation SubmitCoverIncreaseUnderwriting($input: CoverIncreasePolicyInput!) {
  submitCoverIncreaseUnderwriting(input: $input) {
    coverIncrease {
      ...CoverIncreaseFields
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment CoverIncreaseFields on CoverIncrease {
  id
  status
  currentAmount
  requestedAmount
  approvedAmount
  currentMonthlyPremium
  newMonthlyPremium
  newAnnualPremium
  addedMonthlyPremium
  rateClass
  rateVersion
  effectiveOn
  offerExpiresOn
  decidedOn
  closedReason
}
fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<SubmitCoverIncreaseUnderwritingMutation, SubmitCoverIncreaseUnderwritingMutationVariables>;
export const AcceptCoverIncreaseDocument = new TypedDocumentString(`
    mutation AcceptCoverIncrease($input: CoverIncreasePolicyInput!) {
  acceptCoverIncrease(input: $input) {
    coverIncrease {
      ...CoverIncreaseFields
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment CoverIncreaseFields on CoverIncrease {
  id
  status
  currentAmount
  requestedAmount
  approvedAmount
  currentMonthlyPremium
  newMonthlyPremium
  newAnnualPremium
  addedMonthlyPremium
  rateClass
  rateVersion
  effectiveOn
  offerExpiresOn
  decidedOn
  closedReason
}
fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<AcceptCoverIncreaseMutation, AcceptCoverIncreaseMutationVariables>;
export const WithdrawCoverIncreaseDocument = new TypedDocumentString(`
    mutation WithdrawCoverIncrease($input: CoverIncreasePolicyInput!) {
  withdrawCoverIncrease(input: $input) {
    coverIncrease {
      ...CoverIncreaseFields
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment CoverIncreaseFields on CoverIncrease {
  id
  status
  currentAmount
  requestedAmount
  approvedAmount
  currentMonthlyPremium
  newMonthlyPremium
  newAnnualPremium
  addedMonthlyPremium
  rateClass
  rateVersion
  effectiveOn
  offerExpiresOn
  decidedOn
  closedReason
}
fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<WithdrawCoverIncreaseMutation, WithdrawCoverIncreaseMutationVariables>;
export const PendingDetailsDocument = new TypedDocumentString(`
    query PendingDetails($id: ID!) {
  policy(id: $id) {
    id
    label
    product {
      slug
    }
    accountsProduct {
      id
      nextPayment {
        date
      }
    }
    pendingUpdate {
      version
      effectiveOn
      current {
        amount
        monthlyPremium
        annualPremium
        rateVersion
      }
      requested {
        amount
        monthlyPremium
        annualPremium
        rateVersion
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PendingDetailsQuery, PendingDetailsQueryVariables>;
export const CancelPendingPolicyUpdatesDocument = new TypedDocumentString(`
    mutation CancelPendingPolicyUpdates($input: CancelPendingPolicyUpdatesInput!) {
  cancelPendingPolicyUpdates(input: $input) {
    policy {
      id
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<CancelPendingPolicyUpdatesMutation, CancelPendingPolicyUpdatesMutationVariables>;
export const RequestTermExtensionDocument = new TypedDocumentString(`
    mutation RequestTermExtension($input: TermExtensionPolicyInput!) {
  requestTermExtension(input: $input) {
    termExtension {
      ...TermExtensionFields
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment TermExtensionRequestFields on TermExtensionRequest {
  id
  status
  cover
  currentMonthlyPremium
  newMonthlyPremium
  newAnnualPremium
  rateClass
  rateVersion
  extendsFrom
  years
  coverEndsOn
  offerExpiresOn
  decidedOn
  closedReason
}
fragment TermExtensionFields on TermExtension {
  policyId
  available
  extendsFrom
  years
  attainedAge
  coverEndsOn
  opensOn
  request {
    ...TermExtensionRequestFields
  }
}
fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<RequestTermExtensionMutation, RequestTermExtensionMutationVariables>;
export const SubmitTermExtensionUnderwritingDocument = new TypedDocumentString(`
    mutation SubmitTermExtensionUnderwriting($input: TermExtensionPolicyInput!) {
  submitTermExtensionUnderwriting(input: $input) {
    termExtension {
      ...TermExtensionFields
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment TermExtensionRequestFields on TermExtensionRequest {
  id
  status
  cover
  currentMonthlyPremium
  newMonthlyPremium
  newAnnualPremium
  rateClass
  rateVersion
  extendsFrom
  years
  coverEndsOn
  offerExpiresOn
  decidedOn
  closedReason
}
fragment TermExtensionFields on TermExtension {
  policyId
  available
  extendsFrom
  years
  attainedAge
  coverEndsOn
  opensOn
  request {
    ...TermExtensionRequestFields
  }
}
fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<SubmitTermExtensionUnderwritingMutation, SubmitTermExtensionUnderwritingMutationVariables>;
export const AcceptTermExtensionDocument = new TypedDocumentString(`
    mutation AcceptTermExtension($input: TermExtensionPolicyInput!) {
  acceptTermExtension(input: $input) {
    termExtension {
      ...TermExtensionFields
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment TermExtensionRequestFields on TermExtensionRequest {
  id
  status
  cover
  currentMonthlyPremium
  newMonthlyPremium
  newAnnualPremium
  rateClass
  rateVersion
  extendsFrom
  years
  coverEndsOn
  offerExpiresOn
  decidedOn
  closedReason
}
fragment TermExtensionFields on TermExtension {
  policyId
  available
  extendsFrom
  years
  attainedAge
  coverEndsOn
  opensOn
  request {
    ...TermExtensionRequestFields
  }
}
fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<AcceptTermExtensionMutation, AcceptTermExtensionMutationVariables>;
export const WithdrawTermExtensionDocument = new TypedDocumentString(`
    mutation WithdrawTermExtension($input: TermExtensionPolicyInput!) {
  withdrawTermExtension(input: $input) {
    termExtension {
      ...TermExtensionFields
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment TermExtensionRequestFields on TermExtensionRequest {
  id
  status
  cover
  currentMonthlyPremium
  newMonthlyPremium
  newAnnualPremium
  rateClass
  rateVersion
  extendsFrom
  years
  coverEndsOn
  offerExpiresOn
  decidedOn
  closedReason
}
fragment TermExtensionFields on TermExtension {
  policyId
  available
  extendsFrom
  years
  attainedAge
  coverEndsOn
  opensOn
  request {
    ...TermExtensionRequestFields
  }
}
fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<WithdrawTermExtensionMutation, WithdrawTermExtensionMutationVariables>;
export const PurchaseContextDocument = new TypedDocumentString(`
    query PurchaseContext {
  profile {
    firstName
    lastName
  }
  pendingQuote {
    id
    status
    amount
    termDuration
    insuredsAgeAtTerm
    monthlyPremium
  }
  productsOfferings {
    id
    productSlug
    status
    amount
    insuredsAgeAtTerm
    monthlyPremium
  }
  userPolicy {
    id
    label
    status
  }
  pendingPolicy {
    id
    status
    invoices {
      id
      kind
      payments {
        id
        status
        returnCode
        paymentMethod {
          source
          description
        }
      }
    }
  }
  documents(
    slugs: ["statement-of-good-health", "policy-terms", "replace-accidental-death"]
  ) {
    id
    slug
    name
    html {
      url
    }
  }
}
    `) as unknown as TypedDocumentString<PurchaseContextQuery, PurchaseContextQueryVariables>;
export const PurchasePolicyDocument = new TypedDocumentString(`
    mutation PurchasePolicy($input: PurchasePolicyInput!) {
  purchasePolicy(input: $input) {
    transactionResult
    message
    declineCode
    policy {
      id
      status
    }
    paymentMethod {
      description
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<PurchasePolicyMutation, PurchasePolicyMutationVariables>;
export const PurchasedPolicyDocument = new TypedDocumentString(`
    query PurchasedPolicy {
  profile {
    firstName
    activeEmail {
      email
    }
    emails {
      email
    }
  }
  pendingPolicy {
    id
    status
    amount
    monthlyPremium
    product {
      slug
    }
    invoices {
      id
      kind
      payments {
        id
        status
        paymentMethod {
          description
        }
      }
    }
  }
  userPolicy {
    id
    label
    status
    amount
    termDuration
    insuredsAgeAtTerm
    effectiveAt
    monthlyPremium
    product {
      slug
    }
    documents {
      id
      slug
      html {
        url
      }
      pdf {
        url
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PurchasedPolicyQuery, PurchasedPolicyQueryVariables>;
export const ReviewQuoteDocument = new TypedDocumentString(`
    query ReviewQuote {
  pendingQuote {
    id
    status
    amount
    termDuration
    insuredsAgeAtTerm
    expiresAt
    allocationCoverage
    monthlyPremium
    annualPremium
    classification {
      id
      name
    }
    classReasons
    rules {
      ruleId
      reason
      shaped
    }
    insuranceApplication {
      id
      version
    }
    breakdown {
      ...PremiumBreakdownFields
    }
  }
  productsOfferings {
    id
    productSlug
    status
    amount
    maxAmount
    expiresAt
    effectiveUntil
    insuredsAgeAtTerm
    allocationCoverage
    monthlyPremium
    annualPremium
    payoutDetails {
      publicTransportation
      autoPedestrian
      generalAccident
    }
    breakdown {
      ...OfferingPriceBreakdownFields
    }
  }
  latestInsuranceApplication {
    id
    result
    outcome
  }
  allocationSummary {
    totalAmount
  }
}
    fragment PremiumBreakdownFields on PremiumBreakdown {
  amount
  annualRatePer1000
  annualPolicyFee
  monthlyFactor
  rateClass
  rateVersion
  issueAge
  annualPremium
  monthlyPremium
}
fragment OfferingPriceBreakdownFields on OfferingPriceBreakdown {
  amount
  annualRatePer1000
  annualPolicyFee
  monthlyFactor
  rateVersion
  issueAge
  annualPremium
  monthlyPremium
}`) as unknown as TypedDocumentString<ReviewQuoteQuery, ReviewQuoteQueryVariables>;
export const RegisterUserDocument = new TypedDocumentString(`
    mutation RegisterUser($input: CreateCredentialInput!) {
  registerUser(input: $input) {
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
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<RegisterUserMutation, RegisterUserMutationVariables>;
export const EligibleReinstatementPoliciesDocument = new TypedDocumentString(`
    query EligibleReinstatementPolicies {
  eligibleReinstatementPolicies {
    id
    policyNumber
    productSlug
    amount
    lapsedOn
    underwritingRequired
    dueToday
    missedPremiumCount
    arrearsOnlyThrough
  }
}
    `) as unknown as TypedDocumentString<EligibleReinstatementPoliciesQuery, EligibleReinstatementPoliciesQueryVariables>;
export const ReinstateablePolicyDocument = new TypedDocumentString(`
    query ReinstateablePolicy($policyId: ID!) {
  reinstateablePolicy(policyId: $policyId) {
    id
    policyNumber
    productSlug
    amount
    insuredsAgeAtTerm
    monthlyPremium
    underwritingRequired
    totalMissedPremiums
    interestDue
    dueToday
    reinstatementRequest {
      id
      status
      underwritingOutcome
    }
    breakdown {
      ...PremiumBreakdownFields
    }
  }
  activePaymentMethod {
    id
    card {
      brand
      last4
    }
  }
  documents(slugs: ["statement-of-good-health", "policy-terms"]) {
    id
    slug
    name
    html {
      url
    }
  }
}
    fragment PremiumBreakdownFields on PremiumBreakdown {
  amount
  annualRatePer1000
  annualPolicyFee
  monthlyFactor
  rateClass
  rateVersion
  issueAge
  annualPremium
  monthlyPremium
}`) as unknown as TypedDocumentString<ReinstateablePolicyQuery, ReinstateablePolicyQueryVariables>;
export const ReinstatedPolicyDocument = new TypedDocumentString(`
    query ReinstatedPolicy {
  userPolicy {
    id
    label
    status
    amount
    monthlyPremium
  }
}
    `) as unknown as TypedDocumentString<ReinstatedPolicyQuery, ReinstatedPolicyQueryVariables>;
export const CreateReinstatementInvoiceDocument = new TypedDocumentString(`
    mutation CreateReinstatementInvoice($input: CreateReinstatementInvoiceInput!) {
  createReinstatementInvoice(input: $input) {
    invoice {
      id
      status
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<CreateReinstatementInvoiceMutation, CreateReinstatementInvoiceMutationVariables>;
export const PayReinstatementDocument = new TypedDocumentString(`
    mutation PayReinstatement($input: PayInvoiceInput!) {
  payInvoice(input: $input) {
    transactionResult
    message
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<PayReinstatementMutation, PayReinstatementMutationVariables>;
export const RequestReinstatementDocument = new TypedDocumentString(`
    mutation RequestReinstatement($input: RequestReinstatementInput!) {
  requestReinstatement(input: $input) {
    success
    status
    underwritingRequired
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<RequestReinstatementMutation, RequestReinstatementMutationVariables>;
export const ServicedPolicyDocument = new TypedDocumentString(`
    query ServicedPolicy($number: String!) {
  servicedPolicy(number: $number) {
    ...ServicedPolicyFields
  }
}
    fragment ServicedPolicyFields on ServicedPolicy {
  id
  number
  productSlug
  status
  ownerName
  ownerEmail
  amount
  monthlyPremium
  effectiveOn
  terminatesOn
  replacesCover
  freeLookEndsOn
  paidThrough
  cancellingToday {
    kind
    refundAmount
    coverEndsOn
  }
  cancellation {
    kind
    requestedOn
    coverEndsOn
    refundAmount
    reason
  }
  refunds {
    amount
    status
    method
    providerRefundId
    createdAt
  }
  history {
    event
    toStatus
    reason
    occurredAt
  }
}`) as unknown as TypedDocumentString<ServicedPolicyQuery, ServicedPolicyQueryVariables>;
export const CancelPolicyForCustomerDocument = new TypedDocumentString(`
    mutation CancelPolicyForCustomer($input: CancelPolicyForCustomerInput!) {
  cancelPolicyForCustomer(input: $input) {
    policy {
      ...ServicedPolicyFields
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}
fragment ServicedPolicyFields on ServicedPolicy {
  id
  number
  productSlug
  status
  ownerName
  ownerEmail
  amount
  monthlyPremium
  effectiveOn
  terminatesOn
  replacesCover
  freeLookEndsOn
  paidThrough
  cancellingToday {
    kind
    refundAmount
    coverEndsOn
  }
  cancellation {
    kind
    requestedOn
    coverEndsOn
    refundAmount
    reason
  }
  refunds {
    amount
    status
    method
    providerRefundId
    createdAt
  }
  history {
    event
    toStatus
    reason
    occurredAt
  }
}`) as unknown as TypedDocumentString<CancelPolicyForCustomerMutation, CancelPolicyForCustomerMutationVariables>;
export const MyRolesDocument = new TypedDocumentString(`
    query MyRoles {
  currentUser {
    id
    roles
  }
}
    `) as unknown as TypedDocumentString<MyRolesQuery, MyRolesQueryVariables>;
export const UnderwritingQueueDocument = new TypedDocumentString(`
    query UnderwritingQueue {
  underwritingQueue {
    id
    openedAt
    dueAt
    workingHoursLeft
    applicantName
    requestedAmount
    termYears
    firstReason
    isReinstatement
    isPolicyChange
  }
}
    `) as unknown as TypedDocumentString<UnderwritingQueueQuery, UnderwritingQueueQueryVariables>;
export const UnderwritingCaseDocument = new TypedDocumentString(`
    query UnderwritingCase($id: ID!) {
  underwritingCase(id: $id) {
    id
    status
    openedAt
    dueAt
    workingHoursLeft
    applicantName
    requestedAmount
    termYears
    isReinstatement
    isPolicyChange
    issueAge
    birthdate
    rulesVersion
    outcome
    suggestedRateClass
    suggestedMaxAmount
    ownCase
    guidelines {
      termLifeAllowed
      termKnockouts
      nicotine
      rateClasses
      classReasons
      maxAmount
      coverReason
    }
    answersInWords {
      question
      answer
    }
    reports {
      source
      title
      summary
      items
    }
    reasonsInWords {
      ruleId
      reason
      basis
    }
    decision
    decidedAt
    rateClass
    maxAmount
    rejectReason
  }
}
    `) as unknown as TypedDocumentString<UnderwritingCaseQuery, UnderwritingCaseQueryVariables>;
export const DecideUnderwritingCaseDocument = new TypedDocumentString(`
    mutation DecideUnderwritingCase($input: DecideUnderwritingCaseInput!) {
  decideUnderwritingCase(input: $input) {
    underwritingCase {
      id
      status
      decision
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<DecideUnderwritingCaseMutation, DecideUnderwritingCaseMutationVariables>;
export const UpdateNotificationDocument = new TypedDocumentString(`
    mutation UpdateNotification($input: UpdateNotificationInput!) {
  updateNotification(input: $input) {
    notification {
      id
      read
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<UpdateNotificationMutation, UpdateNotificationMutationVariables>;
export const MyWyshListDocument = new TypedDocumentString(`
    query MyWyshList {
  wyshAllocations {
    id
    name
    amount
    monitored
    plaidAccount {
      id
      name
      mask
      institutionName
    }
    order
    status
    recipient {
      id
      kind
      name
      countryCode
      accountNumber
      phoneNumber
      websiteUrl
      email
      relationship
    }
    wysh {
      id
      slug
      monitorable
      recipientType
      icons {
        format
        url
      }
      wyshCategory {
        id
        name
        slug
        color
        order
      }
    }
  }
  allocationSummary {
    activeCount
    totalAmount
    percentCovered
  }
}
    `) as unknown as TypedDocumentString<MyWyshListQuery, MyWyshListQueryVariables>;
export const WyshAllocationHistoriesDocument = new TypedDocumentString(`
    query WyshAllocationHistories($wyshAllocationId: ID!) {
  allocationHistories(wyshAllocationId: $wyshAllocationId) {
    id
    amount
    change
    direction
    createdAt
  }
}
    `) as unknown as TypedDocumentString<WyshAllocationHistoriesQuery, WyshAllocationHistoriesQueryVariables>;
export const UpdateMyWyshAllocationDocument = new TypedDocumentString(`
    mutation UpdateMyWyshAllocation($input: UpdateWyshAllocationInput!) {
  updateWyshAllocation(input: $input) {
    wyshAllocation {
      id
      amount
      order
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<UpdateMyWyshAllocationMutation, UpdateMyWyshAllocationMutationVariables>;
export const UnmonitorMyWyshAllocationDocument = new TypedDocumentString(`
    mutation UnmonitorMyWyshAllocation($input: WyshAllocationIdInput!) {
  unmonitorWyshAllocation(input: $input) {
    wyshAllocation {
      id
      monitored
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<UnmonitorMyWyshAllocationMutation, UnmonitorMyWyshAllocationMutationVariables>;
export const CreateMyWyshRecipientDocument = new TypedDocumentString(`
    mutation CreateMyWyshRecipient($input: CreateWyshRecipientInput!) {
  createWyshAllocationRecipient(input: $input) {
    recipient {
      id
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<CreateMyWyshRecipientMutation, CreateMyWyshRecipientMutationVariables>;
export const UpdateMyWyshRecipientDocument = new TypedDocumentString(`
    mutation UpdateMyWyshRecipient($input: UpdateWyshRecipientInput!) {
  updateWyshAllocationRecipient(input: $input) {
    recipient {
      id
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<UpdateMyWyshRecipientMutation, UpdateMyWyshRecipientMutationVariables>;
export const DestroyMyWyshRecipientDocument = new TypedDocumentString(`
    mutation DestroyMyWyshRecipient($input: WyshRecipientIdInput!) {
  destroyWyshAllocationRecipient(input: $input) {
    success
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<DestroyMyWyshRecipientMutation, DestroyMyWyshRecipientMutationVariables>;
export const MyWyshAllocationsDocument = new TypedDocumentString(`
    query MyWyshAllocations {
  wyshAllocations {
    id
    name
    amount
    order
    wysh {
      id
      slug
    }
  }
}
    `) as unknown as TypedDocumentString<MyWyshAllocationsQuery, MyWyshAllocationsQueryVariables>;
export const CreateWyshAllocationDocument = new TypedDocumentString(`
    mutation CreateWyshAllocation($input: CreateWyshAllocationInput!) {
  createWyshAllocation(input: $input) {
    wyshAllocation {
      id
      name
      amount
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<CreateWyshAllocationMutation, CreateWyshAllocationMutationVariables>;
export const DecommissionWyshAllocationDocument = new TypedDocumentString(`
    mutation DecommissionWyshAllocation($input: WyshAllocationIdInput!) {
  decommissionWyshAllocation(input: $input) {
    wyshAllocation {
      id
      status
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<DecommissionWyshAllocationMutation, DecommissionWyshAllocationMutationVariables>;
export const WyshCatalogueDocument = new TypedDocumentString(`
    query WyshCatalogue {
  wyshCategories {
    id
    slug
    name
    prompt
    description
    listDescription
    color
    wyshes {
      id
      slug
      defaultName
      description
      prompt
      guidance
      defaultAmount
      amountPrompt
      amountGuidance
      amountPlaceholder
      icons {
        format
        url
      }
      wyshSuggestions {
        id
        title
        amount
        enabled
        order
      }
    }
  }
}
    `) as unknown as TypedDocumentString<WyshCatalogueQuery, WyshCatalogueQueryVariables>;
export const HasEstimateDocument = new TypedDocumentString(`
    query HasEstimate {
  latestEstimate {
    id
  }
}
    `) as unknown as TypedDocumentString<HasEstimateQuery, HasEstimateQueryVariables>;
export const TrackEventsDocument = new TypedDocumentString(`
    mutation TrackEvents($events: [TrackEventInput!]!) {
  trackEvents(events: $events) {
    recorded
  }
}
    `) as unknown as TypedDocumentString<TrackEventsMutation, TrackEventsMutationVariables>;
export const AppSettingsDocument = new TypedDocumentString(`
    query AppSettings {
  appSettings {
    helpCenterUrl
    marketingSiteUrl
    supportPhone
    cardProvider {
      mode
      publishableKey
      frameUrl
    }
    bankLink {
      mode
      linkApiUrl
    }
    errorReporting {
      mode
      browserDsn
    }
  }
}
    `) as unknown as TypedDocumentString<AppSettingsQuery, AppSettingsQueryVariables>;
export const PreVerifiedInitialDataDocument = new TypedDocumentString(`
    query PreVerifiedInitialData {
  fetchPreVerifiedInitialData {
    currentUser {
      id
      status
      email
      emailStatus
      activeConstellations {
        id
        businessSlug
      }
    }
    emails {
      id
      email
      status
    }
    activeEmail {
      id
      email
      status
    }
    phoneNumbers {
      id
      mask
      status
    }
    activePhoneNumber {
      id
      mask
      status
    }
    globalFeatureFlags {
      name
      enabled
    }
    states {
      id
      name
      alpha2
    }
  }
}
    `) as unknown as TypedDocumentString<PreVerifiedInitialDataQuery, PreVerifiedInitialDataQueryVariables>;
export const VerifiedInitialDataDocument = new TypedDocumentString(`
    query VerifiedInitialData {
  fetchVerifiedInitialData {
    profile {
      firstName
      middleName
      lastName
      suffix
      activeAddress {
        state
      }
    }
    constellations {
      id
      label
      businessSlug
      activeInsuranceMembership {
        id
        label
        eligibleForCoverage
        eligibleForUnderwriting
        eligibleForMonitoring
        underwritingRequired
        capabilities {
          billing
          termLifeExtension
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<VerifiedInitialDataQuery, VerifiedInitialDataQueryVariables>;
export const ResendVerificationEmailDocument = new TypedDocumentString(`
    mutation ResendVerificationEmail {
  resendVerificationEmail {
    success
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<ResendVerificationEmailMutation, ResendVerificationEmailMutationVariables>;
export const SensitiveDataKeyDocument = new TypedDocumentString(`
    query SensitiveDataKey {
  sensitiveDataKey {
    keyId
    algorithm
    spki
  }
}
    `) as unknown as TypedDocumentString<SensitiveDataKeyQuery, SensitiveDataKeyQueryVariables>;
export const StaffRolesDocument = new TypedDocumentString(`
    query StaffRoles {
  currentUser {
    id
    roles
  }
}
    `) as unknown as TypedDocumentString<StaffRolesQuery, StaffRolesQueryVariables>;
export const SupportStatusDocument = new TypedDocumentString(`
    query SupportStatus {
  supportStatus {
    open
    reopensAt
  }
}
    `) as unknown as TypedDocumentString<SupportStatusQuery, SupportStatusQueryVariables>;
export const SupportMessagesDocument = new TypedDocumentString(`
    subscription SupportMessages($conversationId: ID!, $afterSeq: Int!) {
  supportMessages(conversationId: $conversationId, afterSeq: $afterSeq) {
    ...SupportMessageFields
  }
}
    fragment SupportMessageFields on SupportMessage {
  id
  seq
  author
  body
  createdAt
  clientMessageId
  event
  agentName
  answerKind
  handoffReason
  article {
    slug
    title
  }
  link {
    label
    href
  }
  facts
}`) as unknown as TypedDocumentString<SupportMessagesSubscription, SupportMessagesSubscriptionVariables>;
export const AddressSuggestionsDocument = new TypedDocumentString(`
    query AddressSuggestions($input: AddressSuggestionsInput!) {
  addressSuggestions(input: $input) {
    streetLine
    secondary
    city
    state
    zipcode
    entries
  }
}
    `) as unknown as TypedDocumentString<AddressSuggestionsQuery, AddressSuggestionsQueryVariables>;
export const VerifyAddressDocument = new TypedDocumentString(`
    query VerifyAddress($input: AddressInput!) {
  verifyAddress(input: $input) {
    address {
      street1
      street2
      city
      state
      postalCode
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<VerifyAddressQuery, VerifyAddressQueryVariables>;
export const ApplyGateDocument = new TypedDocumentString(`
    query ApplyGate {
  newCoverageRefusal
  eligibleReinstatementPolicies {
    id
    policyNumber
  }
}
    `) as unknown as TypedDocumentString<ApplyGateQuery, ApplyGateQueryVariables>;
export const CoverIncreaseStandingDocument = new TypedDocumentString(`
    query CoverIncreaseStanding {
  userPolicy {
    id
    coverIncrease {
      id
      status
    }
  }
}
    `) as unknown as TypedDocumentString<CoverIncreaseStandingQuery, CoverIncreaseStandingQueryVariables>;
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
export const JourneyPolicyDocument = new TypedDocumentString(`
    query JourneyPolicy {
  userPolicy {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<JourneyPolicyQuery, JourneyPolicyQueryVariables>;
export const StartReinstatementDocument = new TypedDocumentString(`
    mutation StartReinstatement($input: RequestReinstatementInput!) {
  requestReinstatement(input: $input) {
    success
    status
  }
}
    `) as unknown as TypedDocumentString<StartReinstatementMutation, StartReinstatementMutationVariables>;
export const TermExtensionStandingDocument = new TypedDocumentString(`
    query TermExtensionStanding {
  userPolicy {
    id
    termExtension {
      request {
        id
        status
      }
    }
  }
}
    `) as unknown as TypedDocumentString<TermExtensionStandingQuery, TermExtensionStandingQueryVariables>;
export const CreateDirectUploadDocument = new TypedDocumentString(`
    mutation CreateDirectUpload($input: CreateDirectUploadInput!) {
  createDirectUpload(input: $input) {
    directUpload {
      blobId
      signedBlobId
      url
      headers
    }
    error {
      ...UserErrorFields
    }
  }
}
    fragment UserErrorFields on UserError {
  code
  message
  fields {
    field
    message
  }
}`) as unknown as TypedDocumentString<CreateDirectUploadMutation, CreateDirectUploadMutationVariables>;
export const SupportRolesDocument = new TypedDocumentString(`
    query SupportRoles {
  currentUser {
    id
    roles
  }
}
    `) as unknown as TypedDocumentString<SupportRolesQuery, SupportRolesQueryVariables>;