import { describe, expect, it } from 'vitest';
import {
  fillPlaceholders,
  fillSnippetPlaceholders,
  isSafeHref,
  parseInlines,
  parseMarkdown,
  plainText,
} from './markdown.ts';

describe('help article markdown', () => {
  it('parses headings, paragraphs and both kinds of list', () => {
    const blocks = parseMarkdown(
      'Lead line one\nline two.\n\n## Heading\n\n- a\n- **b** c\n\n1. first\n2. second\n\n### Small',
    );
    expect(blocks).toEqual([
      { kind: 'paragraph', inlines: [{ kind: 'text', text: 'Lead line one line two.' }] },
      { kind: 'heading', level: 2, inlines: [{ kind: 'text', text: 'Heading' }] },
      {
        kind: 'list',
        ordered: false,
        items: [
          [{ kind: 'text', text: 'a' }],
          [
            { kind: 'strong', text: 'b' },
            { kind: 'text', text: ' c' },
          ],
        ],
      },
      {
        kind: 'list',
        ordered: true,
        items: [[{ kind: 'text', text: 'first' }], [{ kind: 'text', text: 'second' }]],
      },
      { kind: 'heading', level: 3, inlines: [{ kind: 'text', text: 'Small' }] },
    ]);
  });

  it('never treats HTML as markup: it stays text', () => {
    const [block] = parseMarkdown('<script>alert(1)</script> <b>x</b>');
    expect(block).toEqual({
      kind: 'paragraph',
      inlines: [{ kind: 'text', text: '<script>alert(1)</script> <b>x</b>' }],
    });
  });

  it('links only to our own paths and https addresses', () => {
    expect(parseInlines('see [free look](/help/free-look).')).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'link', text: 'free look', href: '/help/free-look' },
      { kind: 'text', text: '.' },
    ]);
    expect(parseInlines('[x](javascript:alert(1)) [y](//evil.example) [z](http://a.example)')).toEqual([
      { kind: 'text', text: 'x) y z' },
    ]);
    expect(isSafeHref('https://www.example.com/a')).toBe(true);
    expect(isSafeHref('data:text/html,hi')).toBe(false);
  });

  it('gives the plain words, one sentence a line per block or item', () => {
    expect(plainText(parseMarkdown('## Pay?\n\nPress **PAY NOW** on [billing](/b).\n\n- one\n- two'))).toBe(
      'Pay?\nPress PAY NOW on billing.\none.\ntwo.',
    );
  });

  it('fills the product and phone, also where a snippet cut a placeholder', () => {
    const values = { product: 'wysh', phone: '(800) 555-0100' };
    expect(fillPlaceholders('A {product} policy: call {phone}. {other}', values)).toBe(
      'A wysh policy: call (800) 555-0100. {other}',
    );
    expect(fillSnippetPlaceholders('phone} now, call {phone', values)).toBe(
      '(800) 555-0100 now, call (800) 555-0100',
    );
    expect(fillSnippetPlaceholders('our phone line', values)).toBe('our phone line');
  });
});
