import { builder } from '../../graphql/base/builder.ts';
import type { TriviaQuestion } from './trivia.repository.ts';
import type { TriviaChoice } from './trivia.table.ts';

const TriviaChoiceRef = builder.objectRef<TriviaChoice>('TriviaChoice').implement({
  fields: (t) => ({ id: t.exposeID('id'), text: t.exposeString('text') }),
});

const TriviaQuestionRef = builder.objectRef<TriviaQuestion>('TriviaQuestion').implement({
  description: 'A question to pass the time while a quote is prepared.',
  fields: (t) => ({
    id: t.exposeID('id'),
    prompt: t.exposeString('prompt'),
    choices: t.expose('choices', { type: [TriviaChoiceRef] }),
    correctChoiceId: t.exposeID('correctChoiceId'),
    explanation: t.exposeString('explanation', { description: 'Shown with the answer, right or wrong.' }),
  }),
});

builder.queryField('triviaQuestions', (t) =>
  t.field({
    type: [TriviaQuestionRef],
    description: 'The active trivia questions, in the order to ask them.',
    resolve: (_root, _args, { services }) => services.trivia.questions(),
  }),
);
