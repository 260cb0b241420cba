import { and, asc, eq, inArray, max, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import type { HelpArticleFile } from './help-articles.ts';
import { helpArticles } from './help-center.table.ts';

export type HelpArticleRow = Omit<typeof helpArticles.$inferSelect, 'search'>;

const columns = {
  id: helpArticles.id,
  slug: helpArticles.slug,
  version: helpArticles.version,
  title: helpArticles.title,
  category: helpArticles.category,
  updatedOn: helpArticles.updatedOn,
  related: helpArticles.related,
  body: helpArticles.body,
  searchText: helpArticles.searchText,
  summary: helpArticles.summary,
  checksum: helpArticles.checksum,
  current: helpArticles.current,
  publishedAt: helpArticles.publishedAt,
};

/**
 * Stores each article's version unless it is stored already, and makes the files' versions the current ones (an
 * article whose file is gone is served no more; its versions stay). Refuses a file whose text changed while its
 * version stayed, or whose version is older than one published.
 */
export async function publishArticles(db: DbOrTx, articles: readonly HelpArticleFile[]): Promise<void> {
  for (const article of articles) {
    const [newest] = await db
      .select({ version: max(helpArticles.version) })
      .from(helpArticles)
      .where(eq(helpArticles.slug, article.slug));
    if (newest?.version != null && newest.version > article.version) {
      throw new Error(
        `Help article ${article.slug}.md is version ${article.version}, older than the published version ${newest.version}`,
      );
    }
    await db
      .insert(helpArticles)
      .values({ ...article, current: false })
      .onConflictDoNothing();
    const [stored] = await db
      .select({ checksum: helpArticles.checksum })
      .from(helpArticles)
      .where(and(eq(helpArticles.slug, article.slug), eq(helpArticles.version, article.version)));
    if (stored?.checksum !== article.checksum) {
      throw new Error(
        `Help article ${article.slug}.md changed but is still version ${article.version}: ` +
          `publish the change as version ${article.version + 1}`,
      );
    }
    // The plain words and summary are derived from the (unchanging) body: kept in step with how we derive them.
    await db
      .update(helpArticles)
      .set({ searchText: article.searchText, summary: article.summary })
      .where(
        and(
          eq(helpArticles.slug, article.slug),
          eq(helpArticles.version, article.version),
          sql`(${helpArticles.searchText}, ${helpArticles.summary}) is distinct from (${article.searchText}, ${article.summary})`,
        ),
      );
  }
  const currentKeys = articles.map((article) => `${article.slug}@${article.version}`);
  const key = sql`${helpArticles.slug} || '@' || ${helpArticles.version}`;
  await db
    .update(helpArticles)
    .set({ current: false })
    .where(and(eq(helpArticles.current, true), notInArray(key, currentKeys)));
  if (currentKeys.length > 0) {
    await db
      .update(helpArticles)
      .set({ current: true })
      .where(and(eq(helpArticles.current, false), inArray(key, currentKeys)));
  }
}

export function listCurrentArticles(db: DbOrTx): Promise<HelpArticleRow[]> {
  return db
    .select(columns)
    .from(helpArticles)
    .where(eq(helpArticles.current, true))
    .orderBy(asc(helpArticles.title));
}

export async function findCurrentArticle(db: DbOrTx, slug: string): Promise<HelpArticleRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(helpArticles)
    .where(and(eq(helpArticles.slug, slug), eq(helpArticles.current, true)));
  return row;
}

export function findCurrentArticles(db: DbOrTx, slugs: readonly string[]): Promise<HelpArticleRow[]> {
  if (slugs.length === 0) return Promise.resolve([]);
  return db
    .select(columns)
    .from(helpArticles)
    .where(and(inArray(helpArticles.slug, [...slugs]), eq(helpArticles.current, true)));
}

export type HelpSearchRow = HelpArticleRow & {
  rank: number;
  /** Every word of the question is in the article (else it matched some of them). */
  matchedAll: boolean;
  /** ts_headline's extract of the body, the matched words between SNIPPET_START and SNIPPET_STOP. */
  headline: string;
};

/**
 * ts_rank's weights of D, C, B and A: a word in the title (A) counts ten times one in the body (B) (the default,
 * 0.4 to 1, let an article saying "free look" often outrank the article titled so).
 */
const RANK_WEIGHTS = '{0.05,0.1,0.2,1.0}';

export const SNIPPET_START = '\u0002';
export const SNIPPET_STOP = '\u0003';

/**
 * Full-text search of the current articles. The question is read by websearch_to_tsquery (quotes for phrases,
 * `or`, `-word`); articles holding every word come first, then, so that a question in plain words still finds
 * its answer, those holding some of them (the same lexemes joined by OR), each group by ts_rank (the title
 * weighing most; normalised by document length, so a long article does not win on length alone).
 */
export async function searchArticles(db: DbOrTx, question: string, limit: number): Promise<HelpSearchRow[]> {
  const result = await db.execute<{
    id: string;
    rank: number;
    matched_all: boolean;
    headline: string;
  }>(sql`
    with q as (
      select strict, case when strict::text ~ '[!<]' then strict
                          else replace(strict::text, ' & ', ' | ')::tsquery end as loose
      from websearch_to_tsquery('english', ${question}) as strict
    )
    select a.id, ts_rank(${RANK_WEIGHTS}::float4[], a.search, q.loose, 1) as rank, a.search @@ q.strict as matched_all,
      ts_headline('english', a.search_text, q.loose,
        ${`StartSel=${SNIPPET_START}, StopSel=${SNIPPET_STOP}, MaxWords=28, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`}
      ) as headline
    from ${helpArticles} a, q
    where a.current and a.search @@ q.loose
    order by matched_all desc, rank desc, a.title
    limit ${limit}
  `);
  const found = result.rows;
  if (found.length === 0) return [];
  const rows = await db
    .select(columns)
    .from(helpArticles)
    .where(
      inArray(
        helpArticles.id,
        found.map((row) => row.id),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return found.map((row) => ({
    ...byId.get(row.id)!,
    rank: Number(row.rank),
    matchedAll: row.matched_all,
    headline: row.headline,
  }));
}
