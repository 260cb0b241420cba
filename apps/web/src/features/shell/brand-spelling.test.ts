// The brand is spelt "wysh", all lower case, wherever a person reads it: the logo and brand.name say so, and the
// spec's {product} is `wysh`. This reads every source of words the app shows - the web copy (which the server
// also seeds its translations from), the web's pages, the server-driven flows, the legal documents and the help articles - and
// fails on a "Wysh" or "WYSH" slipped in. "Wyshes" (the feature) and code names (WyshAllocation) are words of
// their own and are left alone.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');

/** Every file under a folder (relative to the repository) whose name passes the filter. */
function filesUnder(folder: string, keep: (name: string) => boolean): string[] {
  const root = path.join(repoRoot, folder);
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => keep(name) && fs.statSync(path.join(root, name)).isFile())
    .map((name) => path.join(folder, name));
}

const notTest = (name: string) => !/\.test\.tsx?$/.test(name);

const SOURCES = {
  'web copy and translations seed': filesUnder('packages/copy', (name) => name.endsWith('.json')),
  'web pages': [
    'apps/web/index.html',
    ...filesUnder('apps/web/src', (name) => name.endsWith('.tsx') && notTest(name)),
  ],
  'server-driven flows': filesUnder(
    'apps/api/src/modules/flows/definitions',
    (name) => name.endsWith('.ts') && notTest(name),
  ),
  'legal documents': filesUnder('apps/api/src/modules/disclosures/content', () => true),
  'help articles': filesUnder('apps/api/src/modules/help-center/articles', (name) => name.endsWith('.md')),
  'e-mails and text messages': ['apps/api/src/modules/messaging/templates.ts'],
};

/** "Wysh" or "WYSH" standing as a word: not "Wyshes", "WYSHES" or an identifier such as WyshAllocation. */
const MISSPELT = /(?<![\w@/-])(?:Wysh|WYSH)(?![\w-])/g;

function misspellings(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) => [...line.matchAll(MISSPELT)].map(() => `line ${index + 1}: ${line.trim()}`));
}

describe('the brand is spelt "wysh" everywhere a person reads it', () => {
  it('finds a stray spelling (the check itself)', () => {
    expect(misspellings('Text me news and offers from Wysh')).toHaveLength(1);
    expect(misspellings('WYSH covers you.\nwysh covers you.')).toEqual(['line 1: WYSH covers you.']);
    expect(misspellings('Calculate your coverage with Wyshes; YES, SET UP WYSHES; AddWyshModal')).toEqual([]);
    expect(misspellings("'@wysh/domain', 'wysh-insurance', 'wysh.journey'")).toEqual([]);
  });

  for (const [source, files] of Object.entries(SOURCES)) {
    it(`in the ${source}`, () => {
      expect(files.length, `no files found for ${source}`).toBeGreaterThan(0);
      const found = files.flatMap((file) =>
        misspellings(fs.readFileSync(path.join(repoRoot, file), 'utf8')).map((where) => `${file} ${where}`),
      );
      expect(found).toEqual([]);
    });
  }
});
