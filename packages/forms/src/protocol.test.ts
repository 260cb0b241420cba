import { describe, expect, it } from 'vitest';
import { FormSchema } from './protocol.ts';

const form = (items: unknown[], groups: unknown[] = []) => ({
  id: 'f1',
  slug: 'name',
  layout: 'vertical',
  flow: { slug: 'insurance-profile' },
  items,
  groups,
});

describe('FormSchema', () => {
  it('fills the defaults a renderer relies on', () => {
    const parsed = FormSchema.parse(
      form([
        {
          key: 'next',
          type: 'button',
          content: { text: 'NEXT', actions: [{ type: 'api', command: { destination: 'nextForm' } }] },
        },
      ]),
    );
    const button = parsed.items[0];
    expect(button?.type === 'button' && button.content.style).toBe('primary');
    expect(button?.type === 'button' && button.content.actions[0]?.command.arguments).toEqual([]);
    expect(parsed.groups).toEqual([]);
  });

  it('refuses an unknown command, repeated keys or field ids, and groups naming unknown items', () => {
    const unknownCommand = form([
      {
        key: 'b',
        type: 'button',
        content: { text: 'X', actions: [{ type: 'api', command: { destination: 'launchRocket' } }] },
      },
    ]);
    const repeated = form([
      { key: 'a', type: 'inputText', content: { id: 'same' } },
      { key: 'b', type: 'inputText', content: { id: 'same' } },
      { key: 'b', type: 'space', content: { mode: 'fixed' } },
    ]);
    const strayGroup = form([], [{ key: 'address', type: 'address', itemKeys: ['street1'] }]);
    expect(FormSchema.safeParse(unknownCommand).success).toBe(false);
    const issues = FormSchema.safeParse(repeated).error?.issues.map((issue) => issue.message);
    expect(issues).toEqual(['Field id "same" repeats.', 'Item key "b" repeats.']);
    expect(FormSchema.safeParse(strayGroup).error?.issues[0]?.message).toBe(
      'Group "address" names unknown item "street1".',
    );
  });

  it('accepts a link action to any destination', () => {
    const parsed = FormSchema.safeParse(
      form([
        {
          key: 'b',
          type: 'button',
          content: {
            text: 'OK',
            actions: [{ type: 'link', command: { destination: '/ineligible/age_of_insured' } }],
          },
        },
      ]),
    );
    expect(parsed.success).toBe(true);
  });
});
