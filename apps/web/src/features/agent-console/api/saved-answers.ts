// The replies agents send often (supportSavedAnswers), inserted into the reply box to edit before sending.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import { execute } from '../../../shared/lib/graphql-client';
import { AGENT_CONSOLE_KEY } from './keys';

const AgentSavedAnswersDocument = graphql(`
  query AgentSavedAnswers {
    supportSavedAnswers {
      id
      title
      text
    }
  }
`);

export function useSavedAnswers() {
  return useQuery({
    queryKey: [...AGENT_CONSOLE_KEY, 'saved-answers'],
    queryFn: async () => (await execute(AgentSavedAnswersDocument)).supportSavedAnswers,
    staleTime: Infinity,
  });
}
