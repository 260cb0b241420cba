// The help articles: one Markdown file per article under ./articles, with a front matter of `slug`, `title`,
// `category`, `version`, `updated` (yyyy-MM-dd) and `related` (other slugs, comma-separated). The file holds the
// article's current version; every version ever published stays in the database. A change to an article is a
// new version: the start refuses a file whose text changed while its version stayed (help-center.repository.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import { parseMarkdown, plainText } from '@wysh/domain/help/markdown';
import { helpCategory } from './help-categories.ts';

export type HelpArticleFile = {
  slug: string;
  version: number;
  title: string;
  category: string;
  /** yyyy-MM-dd: the day this version was written. */
  updatedOn: string;
  related: string[];
  /** Markdown, with `{product}` and `{phone}` still in it. */
  body: string;
  /** The body's words without markup (what full-text search reads and quotes). */
  searchText: string;
  /** The first paragraph, in plain words: what a list of articles shows. */
  summary: string;
  /** SHA-256 of the file. */
  checksum: string;
};

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const KEYS = ['slug', 'title', 'category', 'version', 'updated', 'related'] as const;
const KNOWN_PLACEHOLDERS = new Set(['product', 'phone']);

/** Parses one article file; throws naming the file when anything is wrong (the start stops). */
export function parseArticle(fileName: string, text: string): HelpArticleFile {
  const fail = (problem: string) => new Error(`Help article ${fileName}: ${problem}`);
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw fail('it must start with a front matter between two "---" lines');
  const header = new Map<string, string>();
  for (const line of match[1]!.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) header.set(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  for (const key of KEYS) if (!header.get(key)) throw fail(`"${key}:" is missing`);
  const slug = header.get('slug')!;
  if (!SLUG.test(slug) || `${slug}.md` !== fileName)
    throw fail('the slug must be the file name, in kebab-case');
  const version = Number(header.get('version'));
  if (!Number.isInteger(version) || version < 1) throw fail('the version must be a whole number from 1');
  const updatedOn = header.get('updated')!;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(updatedOn)) throw fail('"updated:" must be a date, yyyy-MM-dd');
  const category = header.get('category')!;
  if (!helpCategory(category)) throw fail(`the category "${category}" is not in help-categories.ts`);
  for (const [, name] of text.matchAll(/\{([a-zA-Z]+)\}/g)) {
    if (!KNOWN_PLACEHOLDERS.has(name!)) throw fail(`unknown placeholder {${name}}`);
  }
  const body = match[2]!.trim();
  const blocks = parseMarkdown(body);
  const first = blocks.find((block) => block.kind === 'paragraph');
  return {
    slug,
    version,
    title: header.get('title')!,
    category,
    updatedOn,
    related: header
      .get('related')!
      .split(',')
      .map((related) => related.trim())
      .filter(Boolean),
    body,
    searchText: plainText(blocks),
    summary: first ? plainText([first]) : '',
    checksum: crypto.createHash('sha256').update(text).digest('hex'),
  };
}

const ARTICLES = new URL('./articles/', import.meta.url);

/** Every article under ./articles, by slug; throws when one names a related article that does not exist. */
export function loadArticles(dir: URL = ARTICLES): HelpArticleFile[] {
  const articles = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => parseArticle(name, fs.readFileSync(new URL(name, dir), 'utf8')));
  const slugs = new Set(articles.map((article) => article.slug));
  for (const article of articles) {
    for (const related of article.related) {
      if (!slugs.has(related) || related === article.slug)
        throw new Error(`Help article ${article.slug}.md: related article "${related}" does not exist`);
    }
  }
  return articles;
}
