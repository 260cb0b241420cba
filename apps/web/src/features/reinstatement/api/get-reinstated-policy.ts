// The policy once reinstated, for its confirmation: in force again under its number.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import { execute } from '../../../shared/lib/graphql-client';
import { REINSTATEMENT_KEY } from './get-reinstateable';

const ReinstatedPolicyDocument = graphql(`
  query ReinstatedPolicy {
    userPolicy {
      id
      label
      status
      amount
      monthlyPremium
    }
  }
`);

export const useReinstatedPolicy = () =>
  useQuery({
    queryKey: [...REINSTATEMENT_KEY, 'reinstated'],
    queryFn: async () => (await execute(ReinstatedPolicyDocument)).userPolicy,
  });
