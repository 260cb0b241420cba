import { describe, expect, it } from 'vitest';
import { nameOnCardProblem } from './name-on-card.ts';

describe('the name on the card', () => {
  it('needs at least 3 characters besides spaces', () => {
    expect(nameOnCardProblem('')).toBe('required');
    expect(nameOnCardProblem('  ')).toBe('required');
    expect(nameOnCardProblem('Al')).toBe('tooShort');
    expect(nameOnCardProblem(' Al ')).toBe('tooShort');
    expect(nameOnCardProblem('Ada')).toBeNull();
  });
});
