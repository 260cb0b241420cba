// The help centre: the current version of each article, read by slug or found by full-text search, with the
// product's name and the support phone filled in. Public: nothing here belongs to a user.
import { fillPlaceholders, fillSnippetPlaceholders, type ArticleValues } from '@wysh/domain/help/markdown';
import { formatUsPhone } from '@wysh/domain/phone';
import type { Db } from '../../db/database.ts';
import { HELP_CATEGORIES, helpCategory, type HelpCategory } from './help-categories.ts';
import {
  findCurrentArticle,
  findCurrentArticles,
  listCurrentArticles,
  searchArticles,
  SNIPPET_START,
  SNIPPET_STOP,
  type HelpArticleRow,
} from './help-center.repository.ts';

export type HelpArticleLink = { slug: string; title: string };

export type HelpArticleView = {
  id: string;
  slug: string;
  version: number;
  title: string;
  category: HelpCategory;
  /** yyyy-MM-dd */
  updatedOn: string;
  /** Markdown, placeholders filled. */
  body: string;
  summary: string;
  relatedSlugs: string[];
};

export type SnippetPart = { text: string; highlighted: boolean };

export type HelpSearchResult = {
  article: HelpArticleView;
  /** Where the question's words are in the article, those words highlighted. */
  snippet: SnippetPart[];
  rank: number;
  matchedAllWords: boolean;
};

/** Questions longer than this are cut (a search box, not a document). */
export const MAX_QUESTION_LENGTH = 200;
const MAX_RESULTS = 10;

const byCategoryThenTitle = (a: HelpArticleView, b: HelpArticleView) =>
  HELP_CATEGORIES.indexOf(a.category) - HELP_CATEGORIES.indexOf(b.category) || a.title.localeCompare(b.title);

const squeezed = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The headline's marked words as parts, placeholders filled (also one the search marked or cut in half), with
 * "…" where it starts after the beginning of `fullText` or stops before its end.
 */
export function snippetParts(headline: string, values: ArticleValues, fullText?: string): SnippetPart[] {
  const unmarked = headline.replace(
    new RegExp(`(\\{)?${SNIPPET_START}(product|phone)${SNIPPET_STOP}(\\})?`, 'g'),
    (whole, open: string | undefined, name: string, close: string | undefined) =>
      open || close ? `${SNIPPET_START}{${name}}${SNIPPET_STOP}` : whole,
  );
  const filled = fillSnippetPlaceholders(unmarked, values).replace(/\s+/g, ' ').trim();
  const parts: SnippetPart[] = [];
  for (const [index, piece] of filled.split(new RegExp(`[${SNIPPET_START}${SNIPPET_STOP}]`)).entries()) {
    if (piece !== '') parts.push({ text: piece, highlighted: index % 2 === 1 });
  }
  if (fullText === undefined || parts.length === 0) return parts;
  const whole = squeezed(fillPlaceholders(fullText, values));
  const shown = parts.map((part) => part.text).join('');
  if (!whole.startsWith(shown.slice(0, 24))) parts.unshift({ text: '… ', highlighted: false });
  if (!whole.endsWith(shown.slice(-24))) parts.push({ text: ' …', highlighted: false });
  return parts;
}

export function createHelpCenterService(db: Db, deps: { supportPhone: string }) {
  const values: ArticleValues = { product: 'wysh', phone: formatUsPhone(deps.supportPhone) };
  const view = (row: HelpArticleRow): HelpArticleView => ({
    id: row.id,
    slug: row.slug,
    version: row.version,
    title: fillPlaceholders(row.title, values),
    category: helpCategory(row.category) ?? { slug: row.category, name: row.category },
    updatedOn: row.updatedOn,
    body: fillPlaceholders(row.body, values),
    summary: fillPlaceholders(row.summary, values),
    relatedSlugs: row.related,
  });

  return {
    /** Every current article, by category (in the help centre's order) then title. */
    list: async (): Promise<HelpArticleView[]> =>
      (await listCurrentArticles(db)).map(view).sort(byCategoryThenTitle),

    bySlug: async (slug: string): Promise<HelpArticleView | null> => {
      const row = await findCurrentArticle(db, slug);
      return row ? view(row) : null;
    },

    /** The related articles that are still published, in the order the article names them. */
    related: async (article: HelpArticleView): Promise<HelpArticleLink[]> => {
      const rows = await findCurrentArticles(db, article.relatedSlugs);
      return article.relatedSlugs.flatMap((slug) => {
        const row = rows.find((candidate) => candidate.slug === slug);
        return row ? [{ slug: row.slug, title: fillPlaceholders(row.title, values) }] : [];
      });
    },

    /** The articles that answer a question, best first; nothing for a blank question. */
    search: async (question: string, limit = MAX_RESULTS): Promise<HelpSearchResult[]> => {
      const text = question.trim().slice(0, MAX_QUESTION_LENGTH);
      if (text === '') return [];
      const rows = await searchArticles(db, text, Math.min(Math.max(limit, 1), MAX_RESULTS));
      return rows.map((row) => ({
        article: view(row),
        snippet: snippetParts(row.headline, values, row.searchText),
        rank: row.rank,
        matchedAllWords: row.matchedAll,
      }));
    },
  };
}

export type HelpCenterService = ReturnType<typeof createHelpCenterService>;
