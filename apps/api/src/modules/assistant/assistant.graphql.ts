import type { AssistantAnswer } from '@wysh/domain/assistant/answer';
import { builder } from '../../graphql/base/builder.ts';

type Link = { label: string; href: string };
type Article = { slug: string; title: string };

const AssistantLinkRef = builder.objectRef<Link>('AssistantLink').implement({
  fields: (t) => ({ label: t.exposeString('label'), href: t.exposeString('href') }),
});

const AssistantArticleRef = builder.objectRef<Article>('AssistantArticle').implement({
  description: 'The help article an answer comes from or points to (/help/{slug}).',
  fields: (t) => ({ slug: t.exposeString('slug'), title: t.exposeString('title') }),
});

const AssistantAnswerKind = builder.enumType('AssistantAnswerKind', {
  values: {
    FROM_DATA: { description: "Answered from the person's own policy, billing or documents." },
    ARTICLE: { description: 'Answered by a help article.' },
    HANDOFF: { description: 'Not answered: a person should take it.' },
  } as const,
});

const AssistantAnswerRef = builder.objectRef<AssistantAnswer>('AssistantAnswer').implement({
  description:
    "The assistant's answer to a question. It never states a figure the person's data does not hold.",
  fields: (t) => ({
    kind: t.field({
      type: AssistantAnswerKind,
      resolve: (answer) =>
        answer.kind === 'from_data' ? 'FROM_DATA' : answer.kind === 'article' ? 'ARTICLE' : 'HANDOFF',
    }),
    topic: t.string({
      nullable: true,
      description: 'next_payment, policy_status or policy_packet for an answer from data.',
      resolve: (answer) => (answer.kind === 'from_data' ? answer.topic : null),
    }),
    handoffReason: t.string({
      nullable: true,
      description:
        'asked_for_person, no_answer or needs_verification (a session not verified) for a handoff.',
      resolve: (answer) => (answer.kind === 'handoff' ? answer.reason : null),
    }),
    text: t.exposeString('text'),
    link: t.field({
      type: AssistantLinkRef,
      nullable: true,
      resolve: (answer) => (answer.kind === 'from_data' ? answer.link : null),
    }),
    article: t.field({
      type: AssistantArticleRef,
      nullable: true,
      resolve: (answer) => (answer.kind === 'handoff' ? null : answer.article),
    }),
  }),
});

builder.queryFields((t) => ({
  assistantAnswer: t.field({
    type: AssistantAnswerRef,
    description:
      "The assistant's answer to the signed-in (verified) person's question: from their own data, a help " +
      'article, or a handoff to a person.',
    args: { question: t.arg.string({ required: true }) },
    resolve: async (_root, { question }, { services, viewer }) =>
      services.assistant.answer(await viewer(), question),
  }),
}));
