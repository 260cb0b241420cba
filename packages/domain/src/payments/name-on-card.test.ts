import { describe, expect, it } from 'vitest';
import { capitalisedName, nameOnCardProblem } from './name-on-card.ts';

describe('the name on the card', () => {
  it('is capitalised per word as typed, keeping what follows each first letter', () => {
    expect(capitalisedName('ada lovelace')).toBe('Ada Lovelace');
    expect(capitalisedName("mary-jane o'neil")).toBe("Mary-Jane O'Neil");
    expect(capitalisedName('McDONALD ')).toBe('McDONALD ');
    expect(capitalisedName('élodie durand')).toBe('Élodie Durand');
  });

  it('needs at least 3 characters besides spaces', () => {
    expect(nameOnCardProblem('')).toBe('required');
    expect(nameOnCardProblem('  ')).toBe('required');
    expect(nameOnCardProblem('Al')).toBe('tooShort');
    expect(nameOnCardProblem(' Al ')).toBe('tooShort');
    expect(nameOnCardProblem('Ada')).toBeNull();
  });
});
