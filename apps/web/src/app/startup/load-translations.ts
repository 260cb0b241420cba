// The interface copy from the server (translations of slug "web"); the bundled English copy when that fails.
// The bundled file is imported lazily, so it is not part of the first visit when the server answers.
import { graphql } from '../../graphql/generated';
import { execute } from '../../shared/lib/graphql-client';
import type { Translations } from '../../shared/lib/i18n';

const TranslationsQuery = graphql(`
  query Translations($slug: String!) {
    translations(slug: $slug) {
      entries {
        key
        value
      }
    }
  }
`);

export async function loadBundledTranslations(): Promise<Translations> {
  const module = await import('@wysh/copy/web.en.json');
  return module.default as Translations;
}

/** The server's answer as i18next's resources; an empty answer is a failure. */
export function translationsOf(translations: {
  entries: ReadonlyArray<{ key: string; value: string }>;
}): Translations {
  if (translations.entries.length === 0) throw new Error('The server has no translations for "web"');
  return Object.fromEntries(translations.entries.map((entry) => [entry.key, entry.value]));
}

export async function loadTranslations(): Promise<Translations> {
  try {
    const { translations } = await execute(TranslationsQuery, { slug: 'web' });
    return translationsOf(translations);
  } catch (error) {
    console.error('Could not fetch translations', error);
    return loadBundledTranslations();
  }
}
