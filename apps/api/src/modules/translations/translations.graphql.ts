import { builder } from '../../graphql/base/builder.ts';
import type { TranslationEntry } from './translations.repository.ts';

type TranslationBundle = { slug: string; locale: string; entries: TranslationEntry[] };

const TranslationEntryRef = builder.objectRef<TranslationEntry>('TranslationEntry').implement({
  fields: (t) => ({ key: t.exposeString('key'), value: t.exposeString('value') }),
});

const TranslationBundleRef = builder.objectRef<TranslationBundle>('TranslationBundle').implement({
  description: 'The interface copy of one client (slug "web") in one locale.',
  fields: (t) => ({
    slug: t.exposeString('slug'),
    locale: t.exposeString('locale'),
    entries: t.expose('entries', { type: [TranslationEntryRef] }),
  }),
});

builder.queryField('translations', (t) =>
  t.field({
    type: TranslationBundleRef,
    args: {
      slug: t.arg.string({ required: true }),
      locale: t.arg.string({ required: true, defaultValue: 'en' }),
    },
    resolve: (_root, { slug, locale }, { services }) => services.translations.bundle(slug, locale),
  }),
);
