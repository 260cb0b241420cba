import { describe, expect, it } from 'vitest';
import { initialLinkState, linkTransition, type LinkEvent, type LinkState } from './link-steps';

const platypus = { institution_id: 'ins_109508', name: 'First Platypus Bank' };
const checking = { id: 'a1', name: 'Plaid Checking', mask: '0000', type: 'depository', subtype: 'checking' };
const run = (events: LinkEvent[], from: LinkState = initialLinkState) => events.reduce(linkTransition, from);

describe('the sandbox Link steps', () => {
  it('walks a new bank: institution, sign-in, second factor, account', () => {
    const state = run([
      { type: 'session', mode: 'create', institution: null },
      { type: 'institution_chosen', institution: platypus },
      { type: 'signed_in' },
      { type: 'mfa_passed', accounts: [checking] },
    ]);
    expect(state).toEqual({ step: 'account', institution: platypus, accounts: [checking], error: null });
  });

  it("keeps a refused sign-in on its step with the provider's words, cleared by the next step", () => {
    const refused = run([
      { type: 'session', mode: 'create', institution: null },
      { type: 'institution_chosen', institution: platypus },
      { type: 'refused', error: 'The username or password provided were not correct.' },
    ]);
    expect(refused).toMatchObject({
      step: 'credentials',
      error: 'The username or password provided were not correct.',
    });
    expect(linkTransition(refused, { type: 'signed_in' })).toMatchObject({ step: 'mfa', error: null });
  });

  it('starts update mode at the sign-in of the linked bank, with no way back to another bank', () => {
    const state = run([{ type: 'session', mode: 'update', institution: platypus }]);
    expect(state).toEqual({ step: 'credentials', mode: 'update', institution: platypus, error: null });
    expect(linkTransition(state, { type: 'back' })).toBe(state);
    // After the second factor, update mode has no account to pick: the modal finishes.
    const mfa = linkTransition(state, { type: 'signed_in' });
    expect(linkTransition(mfa, { type: 'mfa_passed', accounts: [] })).toBe(mfa);
  });

  it('ignores a step out of order', () => {
    const start = run([{ type: 'session', mode: 'create', institution: null }]);
    expect(linkTransition(start, { type: 'signed_in' })).toBe(start);
    expect(linkTransition(start, { type: 'broken', error: null })).toEqual({ step: 'failed', error: null });
  });
});
