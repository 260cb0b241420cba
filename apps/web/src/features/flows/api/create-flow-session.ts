// createFlowSession (identified): resumes the caller's unfinished session of a flow in a scope (the flow's
// default scope when none is given), or starts anew (fromStart abandons the old one). It answers the flow, the
// session and the form the session is on, so starting a flow is one request. An unknown slug answers
// FLOW_NOT_FOUND (thrown as a UserErrorFailure: the flow page shows its fallback).
import type { Form } from '@wysh/forms/protocol';
import { graphql } from '../../../graphql/generated';
import type { CreateFlowSessionInput, CreateFlowSessionMutation } from '../../../graphql/generated/graphql';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';

const CreateFlowSessionDocument = graphql(`
  mutation CreateFlowSession($input: CreateFlowSessionInput!) {
    createFlowSession(input: $input) {
      flow {
        id
        slug
        terminalBehavior
        defaultScope
      }
      flowSession {
        ...FlowSessionFields
      }
      form
      error {
        ...UserErrorFields
      }
    }
  }
`);

type Payload = CreateFlowSessionMutation['createFlowSession'];
/** The flow a session runs: its id, default scope and what ends it. */
export type FlowRecord = NonNullable<Payload['flow']>;

export interface StartedFlow {
  flow: FlowRecord;
  session: NonNullable<Payload['flowSession']>;
  /** The form the session is on; null when it has none to show. */
  form: Form | null;
}

export async function createFlowSession(input: CreateFlowSessionInput): Promise<StartedFlow> {
  const { flow, flowSession, form } = unwrap(
    (await execute(CreateFlowSessionDocument, { input })).createFlowSession,
  );
  if (!flow || !flowSession) throw new Error('createFlowSession answered neither a session nor an error');
  // JSON on the wire: the form as FormSchema of @wysh/forms outputs it.
  return { flow, session: flowSession, form: (form ?? null) as Form | null };
}
