// The bank-link provider's error shapes, as its API answers them (error_type, error_code, error_message,
// display_message, request_id) and with its words, so that the official client and our code see what the real
// provider would send.
import crypto from 'node:crypto';

/** The id the provider gives each answer (request_id). */
export const requestId = () => crypto.randomBytes(8).toString('base64url');

export type PlaidErrorBody = {
  error_type: string;
  error_code: string;
  error_message: string;
  display_message: string | null;
  request_id: string;
  causes: unknown[];
  status: number;
  suggested_action: null;
};

export type SandboxAnswer = { status: number; body: unknown };

const ERRORS = {
  INVALID_API_KEYS: {
    type: 'INVALID_INPUT',
    status: 400,
    message: 'invalid client_id or secret provided',
    display: null,
  },
  INVALID_LINK_TOKEN: {
    type: 'INVALID_INPUT',
    status: 400,
    message: 'provided link token is expired, spent or invalid',
    display: null,
  },
  INVALID_PUBLIC_TOKEN: {
    type: 'INVALID_INPUT',
    status: 400,
    message: 'provided public token is expired or invalid. Public tokens expire 30 minutes after creation',
    display: null,
  },
  INVALID_ACCESS_TOKEN: {
    type: 'INVALID_INPUT',
    status: 400,
    message:
      'provided access token is in an invalid format. expected format: access-<environment>-<identifier>',
    display: null,
  },
  INVALID_ACCOUNT_ID: {
    type: 'INVALID_INPUT',
    status: 400,
    message: 'the provided account_id does not belong to this Item',
    display: null,
  },
  INVALID_INSTITUTION: {
    type: 'INVALID_INPUT',
    status: 400,
    message: 'invalid institution_id provided',
    display: null,
  },
  INVALID_FIELD: { type: 'INVALID_REQUEST', status: 400, message: 'a field is invalid', display: null },
  ITEM_NOT_FOUND: {
    type: 'ITEM_ERROR',
    status: 400,
    message:
      'the Item you requested cannot be found. This Item does not exist, has been previously removed via /item/remove, or has had access removed by the user',
    display: null,
  },
  INVALID_CREDENTIALS: {
    type: 'ITEM_ERROR',
    status: 400,
    message: 'the username or password provided were not correct',
    display: 'The username or password provided were not correct.',
  },
  INVALID_MFA: {
    type: 'ITEM_ERROR',
    status: 400,
    message: 'the provided MFA responses were not correct',
    display: 'The code you entered was not correct. Please try again.',
  },
  ITEM_LOGIN_REQUIRED: {
    type: 'ITEM_ERROR',
    status: 400,
    message:
      "the login details of this item have changed (credentials, MFA, or required user action) and a user login is required to update this information. use Link's update mode to restore the item to a good state",
    display: null,
  },
} as const;

export type PlaidErrorCode = keyof typeof ERRORS;

export function plaidError(code: PlaidErrorCode, requestId: string, message?: string): SandboxAnswer {
  const known = ERRORS[code];
  const body: PlaidErrorBody = {
    error_type: known.type,
    error_code: code,
    error_message: message ?? known.message,
    display_message: known.display,
    request_id: requestId,
    causes: [],
    status: known.status,
    suggested_action: null,
  };
  return { status: known.status, body };
}
