import { describe, expect, it } from 'vitest';
import { contrastOnWhite, readableOnWhite } from './contrast';
import { groupByCategory } from './group';
import { formatWholeDollars, readTypedAmount } from './money';
import { recipientInput, recipientProblems, EMPTY_RECIPIENT } from './recipient-fields';
import { moveItem, orderChanges } from './reorder';

const category = (id: string, order: number) => ({ id, name: id, color: '#2f6fdf', order });

describe('groupByCategory', () => {
  it('groups in the catalogue order of categories, wyshes in the person’s order', () => {
    const groups = groupByCategory([
      { id: 'a', order: 3, wysh: { wyshCategory: category('home', 2) } },
      { id: 'b', order: 1, wysh: { wyshCategory: category('family', 1) } },
      { id: 'c', order: 2, wysh: { wyshCategory: category('home', 2) } },
    ]);
    expect(groups.map((g) => [g.category.id, g.items.map((i) => i.id)])).toEqual([
      ['family', ['b']],
      ['home', ['c', 'a']],
    ]);
  });
});

describe('reorder', () => {
  it('moves one item and saves only the places that changed (1-based)', () => {
    const items = [
      { id: 'a', order: 1 },
      { id: 'b', order: 2 },
      { id: 'c', order: 3 },
    ];
    const moved = moveItem(items, 0, 2);
    expect(moved.map((i) => i.id)).toEqual(['b', 'c', 'a']);
    expect(orderChanges(moved)).toEqual([
      { wyshAllocationId: 'b', order: 1 },
      { wyshAllocationId: 'c', order: 2 },
      { wyshAllocationId: 'a', order: 3 },
    ]);
    expect(orderChanges(items)).toEqual([]);
    expect(moveItem(items, 0, 9)).toEqual(items);
  });

  it('renumbers places with gaps (after a removal)', () => {
    expect(
      orderChanges([
        { id: 'a', order: 1 },
        { id: 'c', order: 3 },
      ]),
    ).toEqual([{ wyshAllocationId: 'c', order: 2 }]);
  });
});

describe('money', () => {
  it('shows whole dollars and reads typed amounts', () => {
    expect(formatWholeDollars(45_000_099)).toBe('$450,000');
    expect(formatWholeDollars(null)).toBe('$0');
    expect(readTypedAmount('$12,500')).toEqual({ ok: true, value: 1_250_000 });
    expect(readTypedAmount('')).toEqual({ ok: false, code: 'required' });
    expect(readTypedAmount('12.50')).toEqual({ ok: false, code: 'wholeDollars' });
    expect(readTypedAmount('0')).toMatchObject({ ok: false, code: 'inRange' });
  });
});

describe('recipient fields', () => {
  it('checks only the fields of the chosen kind', () => {
    const values = { ...EMPTY_RECIPIENT, email: 'nope', websiteUrl: 'x'.repeat(300) };
    expect(recipientProblems('INDIVIDUAL', values)).toEqual({ name: 'required', email: 'email' });
    expect(recipientProblems('COMPANY', values)).toEqual({ name: 'required', websiteUrl: 'inRange' });
    expect(
      recipientProblems('INSTITUTION', { ...values, name: 'Bank', countryCode: '1234', phoneNumber: '12' }),
    ).toEqual({ countryCode: 'inRange', phoneNumber: 'phoneNumber' });
    expect(
      recipientProblems('INDIVIDUAL', {
        ...EMPTY_RECIPIENT,
        name: 'Ana',
        email: 'ana@example.com',
        phoneNumber: '(312) 555-0100',
        countryCode: '1',
      }),
    ).toEqual({});
  });

  it('sends the kind’s fields trimmed, and no others', () => {
    expect(recipientInput('COMPANY', { ...EMPTY_RECIPIENT, name: ' Acme ', email: 'a@b.co' })).toEqual({
      name: 'Acme',
      websiteUrl: '',
    });
  });
});

describe('readableOnWhite', () => {
  it('keeps a dark enough colour and darkens a light one to 4.5:1', () => {
    expect(readableOnWhite('#1f3f8f')).toBe('#1f3f8f');
    const orange = readableOnWhite('#e07a1f');
    expect(orange).not.toBe('#e07a1f');
    expect(contrastOnWhite(orange)).toBeGreaterThanOrEqual(5);
    expect(readableOnWhite('red')).toBe('#333333');
  });
});
