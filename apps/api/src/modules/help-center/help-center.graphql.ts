import { builder } from '../../graphql/base/builder.ts';
import type { HelpCategory } from './help-categories.ts';
import type {
  HelpArticleLink,
  HelpArticleView,
  HelpSearchResult,
  SnippetPart,
} from './help-center.service.ts';

const HelpCategoryRef = builder.objectRef<HelpCategory>('HelpCategory').implement({
  description: 'A shelf of the help centre.',
  fields: (t) => ({
    slug: t.exposeString('slug'),
    name: t.exposeString('name'),
  }),
});

const HelpArticleLinkRef = builder.objectRef<HelpArticleLink>('HelpArticleLink').implement({
  fields: (t) => ({
    slug: t.exposeString('slug'),
    title: t.exposeString('title'),
  }),
});

const HelpArticleRef = builder.objectRef<HelpArticleView>('HelpArticle').implement({
  description: 'A help-centre article, in its current version.',
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    version: t.exposeInt('version'),
    title: t.exposeString('title'),
    category: t.field({ type: HelpCategoryRef, resolve: (article) => article.category }),
    updatedOn: t.exposeString('updatedOn', { description: 'The day this version was written (yyyy-MM-dd).' }),
    summary: t.exposeString('summary', { description: 'The first paragraph, in plain words.' }),
    body: t.exposeString('body', {
      description:
        'The article in Markdown (## headings, paragraphs, - and 1. lists, **strong**, [links](/help/slug)); ' +
        'never HTML.',
    }),
    related: t.field({
      type: [HelpArticleLinkRef],
      resolve: (article, _args, { services }) => services.helpCenter.related(article),
    }),
  }),
});

const SnippetPartRef = builder.objectRef<SnippetPart>('HelpSnippetPart').implement({
  fields: (t) => ({
    text: t.exposeString('text'),
    highlighted: t.exposeBoolean('highlighted', { description: 'One of the words searched for.' }),
  }),
});

const HelpSearchResultRef = builder.objectRef<HelpSearchResult>('HelpSearchResult').implement({
  fields: (t) => ({
    article: t.field({ type: HelpArticleRef, resolve: (result) => result.article }),
    snippet: t.field({ type: [SnippetPartRef], resolve: (result) => result.snippet }),
    rank: t.exposeFloat('rank', { description: 'Full-text rank: higher is closer.' }),
    matchedAllWords: t.exposeBoolean('matchedAllWords', {
      description: 'Every word of the search is in the article (else only some are).',
    }),
  }),
});

builder.queryFields((t) => ({
  helpArticles: t.field({
    type: [HelpSearchResultRef],
    description:
      'Help articles. With a search: those that answer it, best first (at most 10; nothing for a blank search). ' +
      'Without: every article, by category then title, with no snippet.',
    args: { search: t.arg.string({ required: false }) },
    resolve: async (_root, { search }, { services }) =>
      search == null
        ? (await services.helpCenter.list()).map((article) => ({
            article,
            snippet: [],
            rank: 0,
            matchedAllWords: true,
          }))
        : services.helpCenter.search(search),
  }),
  helpArticle: t.field({
    type: HelpArticleRef,
    nullable: true,
    description: 'A help article by slug; null when there is none.',
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_root, { slug }, { services }) => services.helpCenter.bySlug(slug),
  }),
}));
