import { builder } from '../../graphql/base/builder.ts';
import type { Disclosure } from './disclosures.repository.ts';

const DisclosureRef = builder.objectRef<Disclosure>('Disclosure').implement({
  description: 'A legal document shown to the user (terms, privacy policy, state notices).',
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    businessSlug: t.exposeString('businessSlug'),
    name: t.exposeString('name'),
    body: t.exposeString('body', { description: 'HTML body, shown in a sandboxed frame.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.queryFields((t) => ({
  disclosure: t.field({
    type: DisclosureRef,
    nullable: true,
    description: 'A disclosure by slug; null when there is none.',
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_root, { slug }, { services }) => services.disclosures.bySlug(slug),
  }),
  businessDisclosures: t.field({
    type: [DisclosureRef],
    description: 'The published disclosures of a line of business, by name.',
    args: { businessSlug: t.arg.string({ required: true }) },
    resolve: (_root, { businessSlug }, { services }) => services.disclosures.ofBusiness(businessSlug),
  }),
}));
