import { builder } from '../../graphql/base/builder.ts';
import type { Payload } from '../../graphql/base/payload.ts';
import { payloadOf, SuccessPayloadRef, UserErrorRef } from '../../graphql/base/user-error.ts';
import type { TokenSetView, UserView } from './accounts.views.ts';

type ContactView = { id: string; status: 'active' | 'pending' };

const AuthLevel = builder.enumType('AuthLevel', {
  values: { IDENTIFIED: { value: 'identified' }, VERIFIED: { value: 'verified' } } as const,
});
const ContactStatus = builder.enumType('ContactStatus', {
  values: { ACTIVE: { value: 'active' }, PENDING: { value: 'pending' } } as const,
});
const UserStatus = builder.enumType('UserStatus', {
  values: {
    ACTIVE: { value: 'active' },
    LOCKED: { value: 'locked' },
    DECOMMISSIONED: { value: 'decommissioned' },
  } as const,
});
const OtpChannel = builder.enumType('OtpChannel', {
  values: { SMS: { value: 'sms' }, VOICE: { value: 'voice' } } as const,
});

export const TokenSetRef = builder.objectRef<TokenSetView>('TokenSet').implement({
  description: 'OAuth tokens for the web client, as POST /oauth/token answers them.',
  fields: (t) => ({
    accessToken: t.exposeString('accessToken'),
    refreshToken: t.exposeString('refreshToken'),
    expiresIn: t.exposeInt('expiresIn', { description: 'Seconds until the access token expires.' }),
    authLevel: t.expose('authLevel', { type: AuthLevel }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const CredentialRef = builder.objectRef<{ status: string; token: TokenSetView }>('Credential').implement({
  fields: (t) => ({ status: t.exposeString('status'), token: t.expose('token', { type: TokenSetRef }) }),
});

export const PhoneNumberRef = builder.objectRef<ContactView & { mask: string }>('PhoneNumber').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    mask: t.exposeString('mask', { description: 'The number with all but the last four digits hidden.' }),
    status: t.expose('status', { type: ContactStatus }),
  }),
});

export const EmailRef = builder.objectRef<ContactView & { email: string }>('Email').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    status: t.expose('status', { type: ContactStatus }),
  }),
});

export const UserRef = builder.objectRef<UserView>('User').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.expose('status', { type: UserStatus }),
    authLevel: t.expose('authLevel', { type: AuthLevel }),
    email: t.exposeString('email'),
    emailStatus: t.expose('emailStatus', { type: ContactStatus }),
    newsletter: t.exposeBoolean('newsletter'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const CreateCredentialPayload = builder
  .objectRef<Payload<{ credential?: { status: string; token: TokenSetView } }>>('CreateCredentialPayload')
  .implement({
    fields: (t) => ({
      credential: t.expose('credential', { type: CredentialRef, nullable: true }),
      error: t.expose('error', { type: UserErrorRef, nullable: true }),
    }),
  });

const CreatePhoneNumberPayload = builder
  .objectRef<Payload<{ phoneNumber?: ContactView & { mask: string } }>>('CreatePhoneNumberPayload')
  .implement({
    fields: (t) => ({
      phoneNumber: t.expose('phoneNumber', { type: PhoneNumberRef, nullable: true }),
      error: t.expose('error', { type: UserErrorRef, nullable: true }),
    }),
  });

/** verifyOtp and verifySession answer alike: the verified session's tokens, or why not. */
function verifiedSessionPayload(name: string) {
  return builder.objectRef<Payload<{ token?: TokenSetView | null }> & { success: boolean }>(name).implement({
    fields: (t) => ({
      success: t.exposeBoolean('success'),
      token: t.expose('token', {
        type: TokenSetRef,
        nullable: true,
        description: 'Tokens of the now verified session: they replace the ones the client holds.',
      }),
      error: t.expose('error', { type: UserErrorRef, nullable: true }),
    }),
  });
}
const VerifyOtpPayload = verifiedSessionPayload('VerifyOtpPayload');
const VerifySessionPayload = verifiedSessionPayload('VerifySessionPayload');

const ExchangeBlackboxPayload = builder
  .objectRef<{ blocked: boolean; caseId: string | null; deviceId: string }>('ExchangeBlackboxPayload')
  .implement({
    fields: (t) => ({
      blocked: t.exposeBoolean('blocked', { description: 'The device is locked as fraudulent.' }),
      caseId: t.exposeID('caseId', { nullable: true }),
      deviceId: t.exposeID('deviceId'),
    }),
  });

const CreateCredentialInput = builder.inputType('CreateCredentialInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    newsletter: t.boolean({ required: true, defaultValue: true }),
    attestedOver18: t.boolean({ required: true }),
  }),
});
const CreatePhoneNumberInput = builder.inputType('CreatePhoneNumberInput', {
  fields: (t) => ({
    phoneNumber: t.string({ required: true }),
    smsMarketing: t.boolean({ required: true, defaultValue: false }),
  }),
});
const RequestOtpInput = builder.inputType('RequestOtpInput', {
  fields: (t) => ({
    phoneNumberId: t.id({ required: true }),
    channel: t.field({ type: OtpChannel, required: true }),
  }),
});
const VerifyOtpInput = builder.inputType('VerifyOtpInput', {
  fields: (t) => ({ phoneNumberId: t.id({ required: true }), code: t.string({ required: true }) }),
});
const VerifySessionInput = builder.inputType('VerifySessionInput', {
  fields: (t) => ({ code: t.string({ required: true }) }),
});
const VerifyEmailInput = builder.inputType('VerifyEmailInput', {
  fields: (t) => ({ token: t.string({ required: true }) }),
});
const InitiatePasswordResetInput = builder.inputType('InitiatePasswordResetInput', {
  fields: (t) => ({ email: t.string({ required: true }) }),
});
const ResetForgottenPasswordInput = builder.inputType('ResetForgottenPasswordInput', {
  fields: (t) => ({
    token: t.string({ required: true }),
    password: t.string({ required: true }),
    passwordConfirmation: t.string({ required: true }),
  }),
});
const ExchangeBlackboxInput = builder.inputType('ExchangeBlackboxInput', {
  fields: (t) => ({ blackbox: t.string({ required: true }), clientFamily: t.string({ required: true }) }),
});
builder.queryFields((t) => ({
  currentUser: t.field({
    type: UserRef,
    nullable: true,
    description: 'The signed-in user; null for a visitor.',
    resolve: async (_root, _args, { services, viewer }) => services.accounts.currentUser(await viewer()),
  }),
}));

builder.mutationFields((t) => ({
  registerUser: t.field({
    type: CreateCredentialPayload,
    description:
      'Sign-up: registers a user with e-mail and password, sets up their wysh-insurance membership and signs them in (identified).',
    args: { input: t.arg({ type: CreateCredentialInput, required: true }) },
    resolve: async (_root, { input }, { services, ip, passwordBudget }) =>
      payloadOf(await services.accounts.register(input, { ip, passwordBudget })),
  }),
  createCredential: t.field({
    type: CreateCredentialPayload,
    description: "The same sign-up as registerUser, under the spec's other name for it.",
    args: { input: t.arg({ type: CreateCredentialInput, required: true }) },
    resolve: async (_root, { input }, { services, ip, passwordBudget }) =>
      payloadOf(await services.accounts.register(input, { ip, passwordBudget })),
  }),
  createPhoneNumber: t.field({
    type: CreatePhoneNumberPayload,
    args: { input: t.arg({ type: CreatePhoneNumberInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) =>
      payloadOf(await services.phoneVerification.createPhoneNumber(await viewer(), input)),
  }),
  requestOtp: t.field({
    type: SuccessPayloadRef,
    description: 'Sends a 6-digit code to the phone number by text or voice call.',
    args: { input: t.arg({ type: RequestOtpInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer, ip }) =>
      payloadOf(
        await services.phoneVerification.requestOtp(
          await viewer(),
          { phoneNumberId: String(input.phoneNumberId), channel: input.channel },
          { ip },
        ),
      ),
  }),
  verifyOtp: t.field({
    type: VerifyOtpPayload,
    args: { input: t.arg({ type: VerifyOtpInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) =>
      payloadOf(
        await services.phoneVerification.verifyOtp(await viewer(), {
          phoneNumberId: String(input.phoneNumberId),
          code: input.code,
        }),
      ),
  }),
  verifySession: t.field({
    type: VerifySessionPayload,
    description: "Verifies the signed-in session with a code sent to the account's active phone.",
    args: { input: t.arg({ type: VerifySessionInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) =>
      payloadOf(await services.phoneVerification.verifySession(await viewer(), { code: input.code })),
  }),
  verifyEmail: t.field({
    type: SuccessPayloadRef,
    args: { input: t.arg({ type: VerifyEmailInput, required: true }) },
    resolve: async (_root, { input }, { services }) =>
      payloadOf(await services.accounts.verifyEmail(input.token)),
  }),
  resendVerificationEmail: t.field({
    type: SuccessPayloadRef,
    resolve: async (_root, _args, { services, viewer }) =>
      payloadOf(await services.accounts.resendVerificationEmail(await viewer())),
  }),
  initiatePasswordReset: t.field({
    type: SuccessPayloadRef,
    description: 'E-mails a reset link when the address has an account; answers the same either way.',
    args: { input: t.arg({ type: InitiatePasswordResetInput, required: true }) },
    resolve: async (_root, { input }, { services, ip }) =>
      payloadOf(await services.accounts.initiatePasswordReset(input.email, { ip })),
  }),
  resetForgottenPassword: t.field({
    type: SuccessPayloadRef,
    args: { input: t.arg({ type: ResetForgottenPasswordInput, required: true }) },
    resolve: async (_root, { input }, { services, ip, passwordBudget }) =>
      payloadOf(await services.accounts.resetForgottenPassword(input, { ip, passwordBudget })),
  }),
  exchangeBlackbox: t.field({
    type: ExchangeBlackboxPayload,
    description: 'Checks the device with the fraud service; a blocked device is locked.',
    args: { input: t.arg({ type: ExchangeBlackboxInput, required: true }) },
    resolve: (_root, { input }, { services }) => services.accounts.exchangeBlackbox(input),
  }),
  decommissionUser: t.field({
    type: SuccessPayloadRef,
    description: 'Closes the account and ends every session.',
    resolve: async (_root, _args, { services, viewer }) =>
      payloadOf(await services.accounts.decommission(await viewer())),
  }),
}));
