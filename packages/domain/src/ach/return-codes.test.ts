import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, isBusinessDay } from '../calendar.ts';
import {
  ACH_RETURN_CODES,
  ACH_RETURN_RULES,
  achReturnCodeOf,
  achReturnRule,
  mayPresentAgainAfter,
  returnAllowed,
  returnDeadline,
  stillReturnableSince,
} from './return-codes.ts';

const anyDay = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2060-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

const codesWhere = (test: (code: (typeof ACH_RETURN_CODES)[number]) => boolean) =>
  ACH_RETURN_CODES.filter(test);

describe('NACHA return codes', () => {
  it('presents again only after R01 and R09; stops the account after the others', () => {
    expect(codesWhere((code) => ACH_RETURN_RULES[code].action === 're_present')).toEqual(['R01', 'R09']);
    expect(codesWhere((code) => ACH_RETURN_RULES[code].action === 'dispute')).toEqual([
      'R05',
      'R07',
      'R10',
      'R11',
    ]);
    expect(codesWhere((code) => ACH_RETURN_RULES[code].action === 'stop_account')).toEqual([
      'R02',
      'R03',
      'R04',
      'R08',
      'R29',
    ]);
    for (const code of ACH_RETURN_CODES)
      expect(mayPresentAgainAfter(code), code).toBe(code === 'R01' || code === 'R09');
  });

  it('asks for a new account when the account cannot be debited, a new authorisation when it was refused', () => {
    expect(codesWhere((code) => ACH_RETURN_RULES[code].remedy === 'none')).toEqual(['R01', 'R09']);
    expect(codesWhere((code) => ACH_RETURN_RULES[code].remedy === 'new_account')).toEqual([
      'R02',
      'R03',
      'R04',
    ]);
    expect(codesWhere((code) => ACH_RETURN_RULES[code].remedy === 'new_authorisation')).toEqual([
      'R05',
      'R07',
      'R08',
      'R10',
      'R11',
      'R29',
    ]);
  });

  it('gives the consumer’s unauthorised returns 60 calendar days and every other code 2 banking days', () => {
    expect(codesWhere((code) => ACH_RETURN_RULES[code].window.unit === 'calendar_days')).toEqual([
      'R05',
      'R07',
      'R10',
      'R11',
    ]);
    for (const code of ACH_RETURN_CODES) {
      const { window } = ACH_RETURN_RULES[code];
      expect(window, code).toEqual(
        window.unit === 'calendar_days'
          ? { days: 60, unit: 'calendar_days' }
          : { days: 2, unit: 'banking_days' },
      );
    }
    expect(codesWhere((code) => ACH_RETURN_RULES[code].unauthorised)).toEqual([
      'R05',
      'R07',
      'R10',
      'R11',
      'R29',
    ]);
  });

  it('maps each code to the card provider’s decline code', () => {
    const declines = Object.fromEntries(
      ACH_RETURN_CODES.map((code) => [code, ACH_RETURN_RULES[code].declineCode]),
    );
    expect(declines).toEqual({
      R01: 'insufficient_funds',
      R09: 'insufficient_funds',
      R02: 'bank_account_closed',
      R03: 'bank_account_invalid_details',
      R04: 'bank_account_invalid_details',
      R05: 'debit_not_authorized',
      R07: 'debit_not_authorized',
      R08: 'debit_not_authorized',
      R10: 'debit_not_authorized',
      R11: 'debit_not_authorized',
      R29: 'debit_not_authorized',
    });
  });

  it('reads the return code from the provider’s network code, else from its decline code', () => {
    expect(achReturnCodeOf({ networkCode: 'R09', declineCode: 'insufficient_funds' })).toBe('R09');
    expect(achReturnCodeOf({ networkCode: ' r10 ' })).toBe('R10');
    expect(achReturnCodeOf({ declineCode: 'insufficient_funds' })).toBe('R01');
    expect(achReturnCodeOf({ declineCode: 'bank_account_closed' })).toBe('R02');
    expect(achReturnCodeOf({ declineCode: 'bank_account_invalid_details' })).toBe('R03');
    // An unauthorised return the provider does not name is read as the consumer's claim: stopped, disputed.
    expect(achReturnCodeOf({ declineCode: 'debit_not_authorized' })).toBe('R10');
    expect(achReturnCodeOf({ declineCode: 'card_declined' })).toBeNull();
    expect(achReturnCodeOf({ networkCode: null, declineCode: null })).toBeNull();
  });

  it('keeps the decline code and its reading in step: every decline code reads back as a code that maps to it', () => {
    for (const code of ACH_RETURN_CODES) {
      const { declineCode } = ACH_RETURN_RULES[code];
      const read = achReturnCodeOf({ declineCode });
      expect(read && achReturnRule(read).declineCode, code).toBe(declineCode);
    }
  });

  it('stops the account after a code outside the table, and never presents it again', () => {
    for (const code of ['R06', 'R16', 'R20', 'R31', 'nonsense']) {
      expect(achReturnRule(code)).toMatchObject({
        action: 'stop_account',
        remedy: 'new_authorisation',
        window: { days: 2, unit: 'banking_days' },
      });
      expect(mayPresentAgainAfter(code)).toBe(false);
    }
  });
});

describe('the return window', () => {
  it('allows R01 through the second banking day after settlement, skipping weekends and holidays', () => {
    // Settled Wednesday 2026-11-25; Thanksgiving Thursday; the window ends Monday 2026-11-30.
    expect(returnDeadline('R01', '2026-11-25')).toBe('2026-11-30');
    expect(returnAllowed('R01', '2026-11-25', '2026-11-25')).toBe(true);
    expect(returnAllowed('R01', '2026-11-25', '2026-11-30')).toBe(true);
    expect(returnAllowed('R01', '2026-11-25', '2026-12-01')).toBe(false);
    // A failure at settlement (or before) is always in time.
    expect(returnAllowed('R02', '2026-11-25', '2026-11-20')).toBe(true);
  });

  it('allows an unauthorised return 60 calendar days after settlement, not 61', () => {
    expect(returnDeadline('R10', '2026-03-09')).toBe('2026-05-08');
    expect(returnAllowed('R10', '2026-03-09', addDays('2026-03-09', 35))).toBe(true);
    expect(returnAllowed('R10', '2026-03-09', '2026-05-08')).toBe(true);
    expect(returnAllowed('R10', '2026-03-09', '2026-05-09')).toBe(false);
    expect(returnAllowed('R01', '2026-03-09', addDays('2026-03-09', 35))).toBe(false);
  });

  it('closes every window on its deadline, which lies 2 banking or 60 calendar days on (property)', () => {
    fc.assert(
      fc.property(
        anyDay,
        fc.constantFrom(...ACH_RETURN_CODES),
        fc.integer({ min: -10, max: 90 }),
        (settledOn, code, offset) => {
          const deadline = returnDeadline(code, settledOn);
          const today = addDays(settledOn, offset);
          expect(returnAllowed(code, settledOn, today)).toBe(today <= deadline);
          if (ACH_RETURN_RULES[code].window.unit === 'calendar_days')
            expect(deadline).toBe(addDays(settledOn, 60));
          else {
            expect(isBusinessDay(deadline)).toBe(true);
            expect(deadline > addDays(settledOn, 1)).toBe(true);
            expect(deadline <= addDays(settledOn, 6)).toBe(true);
          }
        },
      ),
    );
  });

  it('names the first settlement day a debit may still be returned on: 60 calendar days back', () => {
    expect(stillReturnableSince('2027-03-01')).toBe('2026-12-31');
    expect(returnAllowed('R10', '2026-12-31', '2027-03-01')).toBe(true);
    expect(ACH_RETURN_CODES.some((code) => returnAllowed(code, '2026-12-30', '2027-03-01'))).toBe(false);
  });

  it('leaves out only debits no code may return any more (property)', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: 0, max: 120 }), (today, back) => {
        const settledOn = addDays(today, -back);
        const returnable = ACH_RETURN_CODES.some((code) => returnAllowed(code, settledOn, today));
        expect(settledOn >= stillReturnableSince(today)).toBe(returnable);
      }),
    );
  });
});
