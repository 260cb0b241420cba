// The document templates: one file per version under ./content (`<slug>.v<version>.md`), so a published version
// is never edited: a change is a new file, and every older version stays readable (an acknowledgement or a stored
// document names the version it was made from). A file starts with `name:`, `description:` and `category:` lines,
// then `---`, then the body in a small Markdown subset (render.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';

export type DocumentTemplate = {
  slug: string;
  version: number;
  name: string;
  description: string;
  category: string;
  body: string;
  /** SHA-256 of the file: the seed refuses a published version whose file changed. */
  checksum: string;
};

const FILE_NAME = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.v([1-9][0-9]*)\.md$/;
const HEADER_KEYS = ['name', 'description', 'category'] as const;

/** Parses one template file; throws naming the file when it is malformed (the start stops). */
export function parseTemplate(fileName: string, text: string): DocumentTemplate {
  const match = FILE_NAME.exec(fileName);
  if (!match) throw new Error(`Document template ${fileName}: the name must be <slug>.v<version>.md`);
  const separator = text.indexOf('\n---\n');
  if (separator < 0) throw new Error(`Document template ${fileName}: no "---" line after the header`);
  const header = new Map<string, string>();
  for (const line of text.slice(0, separator).split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) header.set(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  for (const key of HEADER_KEYS) {
    if (!header.get(key)) throw new Error(`Document template ${fileName}: "${key}:" is missing`);
  }
  return {
    slug: match[1]!,
    version: Number(match[2]),
    name: header.get('name')!,
    description: header.get('description')!,
    category: header.get('category')!,
    body: text.slice(separator + 5).trim(),
    checksum: crypto.createHash('sha256').update(text).digest('hex'),
  };
}

const CONTENT = new URL('./content/', import.meta.url);

/** Every version of every template in ./content, by slug then version. */
export function loadTemplates(dir: URL = CONTENT): DocumentTemplate[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => parseTemplate(name, fs.readFileSync(new URL(name, dir), 'utf8')))
    .sort((a, b) => a.slug.localeCompare(b.slug) || a.version - b.version);
}
