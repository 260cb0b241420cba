import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar.ts';
import { reinstatementContestablePeriod } from './contestability.ts';
import { REINSTATEMENT_RULE_SETS } from './rules.ts';

const rules = REINSTATEMENT_RULE_SETS['2026-11-v1']!;

describe('the contestable period a reinstatement opens', () => {
  it('runs 2 years from the day the reinstatement takes effect, for the reinstatement’s answers', () => {
    expect(reinstatementContestablePeriod(rules, '2027-06-20', 'underwritten')).toEqual({
      covers: 'reinstatement_answers',
      startsOn: '2027-06-20',
      endsOn: '2029-06-19',
    });
    expect(reinstatementContestablePeriod(rules, '2028-02-29', 'underwritten')?.endsOn).toBe('2030-02-27');
  });

  it('opens none for a reinstatement on arrears alone: nothing was asked', () => {
    expect(reinstatementContestablePeriod(rules, '2027-05-01', 'arrears_only')).toBeNull();
  });

  it('always ends the day before the second anniversary (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), (offset) => {
        const reinstatedOn = addDays('2026-01-01', offset);
        const period = reinstatementContestablePeriod(rules, reinstatedOn, 'underwritten')!;
        const [y, md] = [Number(reinstatedOn.slice(0, 4)), reinstatedOn.slice(4)];
        const anniversary = md === '-02-29' ? `${y + 2}-02-28` : `${y + 2}${md}`;
        expect(period.endsOn).toBe(addDays(anniversary, -1));
      }),
    );
  });
});
