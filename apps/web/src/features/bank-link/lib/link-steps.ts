// The steps of the sandbox's Link, as a pure state machine: pick an institution (a new bank only), sign in,
// answer the second factor, pick an account (a new bank only), then finish. A refused step stays where it is
// with the provider's words; nothing here calls anyone.
import type { LinkAccount, LinkInstitution } from './sandbox-link-api';

export type LinkState =
  | { step: 'loading' }
  | { step: 'institution' }
  | { step: 'credentials'; mode: 'create' | 'update'; institution: LinkInstitution; error: string | null }
  | { step: 'mfa'; mode: 'create' | 'update'; institution: LinkInstitution; error: string | null }
  | { step: 'account'; institution: LinkInstitution; accounts: LinkAccount[]; error: string | null }
  | { step: 'failed'; error: string | null };

export type LinkEvent =
  | { type: 'session'; mode: 'create' | 'update'; institution: LinkInstitution | null }
  | { type: 'institution_chosen'; institution: LinkInstitution }
  | { type: 'back' }
  | { type: 'signed_in' }
  | { type: 'mfa_passed'; accounts: LinkAccount[] }
  | { type: 'refused'; error: string | null }
  | { type: 'broken'; error: string | null };

export const initialLinkState: LinkState = { step: 'loading' };

export function linkTransition(state: LinkState, event: LinkEvent): LinkState {
  switch (event.type) {
    case 'session':
      return event.mode === 'update' && event.institution
        ? { step: 'credentials', mode: 'update', institution: event.institution, error: null }
        : { step: 'institution' };
    case 'institution_chosen':
      return state.step === 'institution'
        ? { step: 'credentials', mode: 'create', institution: event.institution, error: null }
        : state;
    case 'back':
      return state.step === 'credentials' && state.mode === 'create' ? { step: 'institution' } : state;
    case 'signed_in':
      return state.step === 'credentials'
        ? { step: 'mfa', mode: state.mode, institution: state.institution, error: null }
        : state;
    case 'mfa_passed':
      return state.step === 'mfa' && state.mode === 'create'
        ? { step: 'account', institution: state.institution, accounts: event.accounts, error: null }
        : state;
    case 'refused':
      return state.step === 'credentials' || state.step === 'mfa' || state.step === 'account'
        ? { ...state, error: event.error }
        : state;
    case 'broken':
      return { step: 'failed', error: event.error };
  }
}
