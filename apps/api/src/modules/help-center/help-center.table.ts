import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Every published version of every help article (seeded from ./articles). A version is never changed; `current`
 * marks the version the files hold now, the one served and searched. `search` is PostgreSQL full-text search's
 * document: the title weighs more (A) than the body (B).
 */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    category: text('category').notNull(),
    updatedOn: date('updated_on', { mode: 'string' }).notNull(),
    related: text('related').array().notNull(),
    body: text('body').notNull(),
    searchText: text('search_text').notNull(),
    summary: text('summary').notNull(),
    checksum: text('checksum').notNull(),
    current: boolean('current').notNull().default(false),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', search_text), 'B')`,
      ),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('help_articles_version').on(table.slug, table.version),
    uniqueIndex('help_articles_one_current')
      .on(table.slug)
      .where(sql`${table.current}`),
    index('help_articles_search').using('gin', table.search),
    check('help_articles_version_positive', sql`${table.version} > 0`),
  ],
);
