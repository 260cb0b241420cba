import { describe, expect, it } from 'vitest';
import { loadArticles, parseArticle } from './help-articles.ts';
import { HELP_CATEGORIES } from './help-categories.ts';
import { snippetParts } from './help-center.service.ts';

const header = (extra = '') =>
  `---\nslug: a-b\ntitle: T\ncategory: contact\nversion: 1\nupdated: 2026-11-27\nrelated: x\n${extra}---\n`;

describe('the help articles', () => {
  const articles = loadArticles();

  it('all parse, each category has one, and each links only to articles that exist', () => {
    expect(articles.length).toBeGreaterThanOrEqual(11);
    for (const category of HELP_CATEGORIES) {
      expect(
        articles.some((article) => article.category === category.slug),
        category.slug,
      ).toBe(true);
    }
    for (const article of articles) {
      expect(article.summary, article.slug).not.toBe('');
      for (const [, href] of article.body.matchAll(/\]\((\/help\/[^)]+)\)/g)) {
        expect(
          articles.map((a) => `/help/${a.slug}`),
          `${article.slug} links ${href}`,
        ).toContain(href);
      }
    }
  });

  it('refuses a malformed file, naming it', () => {
    expect(() => parseArticle('a-b.md', 'no front matter')).toThrow(/a-b\.md: it must start/);
    expect(() => parseArticle('other.md', `${header()}Body`)).toThrow(/slug must be the file name/);
    expect(() => parseArticle('a-b.md', header().replace('contact', 'nope') + 'Body')).toThrow(
      /category "nope"/,
    );
    expect(() => parseArticle('a-b.md', `${header()}Call {phone} at {fax}`)).toThrow(
      /unknown placeholder \{fax\}/,
    );
    expect(() => parseArticle('a-b.md', header().replace('version: 1', 'version: 0') + 'B')).toThrow(
      /version/,
    );
  });
});

describe('a search snippet', () => {
  const values = { product: 'wysh', phone: '(800) 555-0199' };

  it('becomes parts, the searched words highlighted', () => {
    expect(snippetParts('Press \u0002PAY\u0003 NOW to \u0002pay\u0003', values)).toEqual([
      { text: 'Press ', highlighted: false },
      { text: 'PAY', highlighted: true },
      { text: ' NOW to ', highlighted: false },
      { text: 'pay', highlighted: true },
    ]);
  });

  it('says where it starts or stops inside the article', () => {
    const full = 'First sentence here. Then the middle part of it. And the end.';
    const text = (parts: Array<{ text: string }>) => parts.map((part) => part.text).join('');
    expect(text(snippetParts('the \u0002middle\u0003 part', values, full))).toBe('… the middle part …');
    expect(text(snippetParts('First sentence here. Then', values, full))).toBe('First sentence here. Then …');
    expect(text(snippetParts('And the end.', values, full))).toBe('… And the end.');
  });

  it('fills placeholders, also one the search marked or cut', () => {
    expect(snippetParts('call {\u0002phone\u0003} or phone} now', values)).toEqual([
      { text: 'call ', highlighted: false },
      { text: '(800) 555-0199', highlighted: true },
      { text: ' or (800) 555-0199 now', highlighted: false },
    ]);
  });
});
