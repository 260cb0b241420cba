// The reinstatement start (spec 001 §4.4 "Journey resume", §7.3 requestReinstatement): resuming a reinstatement
// journey asks the server for the policy's reinstatement again, which answers the open request while it still
// holds (or decides anew). A refusal (the window closed, the policy reinstated meanwhile) means there is nothing
// to resume.
import { graphql } from '../../graphql/generated';
import { execute } from '../lib/graphql-client';

const StartReinstatementDocument = graphql(`
  mutation StartReinstatement($input: RequestReinstatementInput!) {
    requestReinstatement(input: $input) {
      success
      status
    }
  }
`);

/** Whether the policy's reinstatement is (still) open: true when the server answered a request. */
export async function startReinstatement(policyId: string): Promise<boolean> {
  try {
    const answer = (await execute(StartReinstatementDocument, { input: { policyId } })).requestReinstatement;
    return answer.success;
  } catch (error) {
    console.error('Could not start the reinstatement again', error);
    return false;
  }
}
