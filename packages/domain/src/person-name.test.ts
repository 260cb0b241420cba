import { describe, expect, it } from 'vitest';
import { capitalisedName, displayName } from './person-name.ts';

describe('a name as shown', () => {
  it('is capitalised per word as typed, keeping what follows each first letter', () => {
    expect(capitalisedName('ada lovelace')).toBe('Ada Lovelace');
    expect(capitalisedName("mary-jane o'neil")).toBe("Mary-Jane O'Neil");
    expect(capitalisedName('McDONALD ')).toBe('McDONALD ');
    expect(capitalisedName('élodie durand')).toBe('Élodie Durand');
  });

  it('joins the parts that are there, each capitalised', () => {
    expect(displayName(['hal', null, 'buyer', undefined])).toBe('Hal Buyer');
    expect(displayName(['  hal ', '', 'van  der   berg', 'jr.'])).toBe('Hal Van Der Berg Jr.');
    expect(displayName([null, undefined, ' '])).toBe('');
  });
});
