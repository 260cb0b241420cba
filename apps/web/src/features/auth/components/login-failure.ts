// What a failed login does (spec: error catalogue): the 3rd to 9th wrong password opens
// LoginAttemptWarningModal; the 10th, or an account locked already, locks the app with the server's reason;
// anything else is a sentence under the form (the server's error_description).
import type { TFunction } from 'i18next';
import { OAuthError } from '../../../shared/auth/oauth';
import { errorText } from '../../../shared/lib/error-text';
import { openModal } from '../../../shared/stores/modal';
import { toLockReason, useAuthStore } from '../../../shared/stores/auth';

const LOCKING_CODES = new Set(['AUTHENTICATION_TENTH_ATTEMPT', 'ACCOUNT_LOCKED']);

/** Reacts to the failure; answers the message to show under the form (null when the app locked instead). */
export function handleLoginFailure(error: unknown, email: string, t: TFunction): string | null {
  if (!(error instanceof OAuthError) || error.status === null) return t('errors.network');
  const code = error.code?.toUpperCase() ?? null;
  if (code !== null && LOCKING_CODES.has(code)) {
    useAuthStore.getState().setLockReason(toLockReason(error.lockReason));
    return null;
  }
  if (code === 'AUTHENTICATION_THIRD_ATTEMPT') openModal('LoginAttemptWarningModal', { email });
  return errorText({ code, message: error.description }, t, { preferServer: true });
}
