// createResponse (identified): saves the answers of the session's current form. Refused fields come back as
// validationErrors (nothing saved); the payload's error then is VALIDATION_FAILED. Asked with `next: true` (and
// the criteria nextForm would send), the server also moves on and answers the next form in `next`, exactly as
// fetchForm NEXT would: a press of "Continue" is one request.
import type { Form } from '@wysh/forms/protocol';
import { graphql } from '../../../graphql/generated';
import type { CreateResponseInput, CreateResponseMutation } from '../../../graphql/generated/graphql';
import { execute } from '../../../shared/lib/graphql-client';
import type { FetchedForm } from './fetch-form';

const CreateResponseDocument = graphql(`
  mutation CreateResponse($input: CreateResponseInput!) {
    createResponse(input: $input) {
      flowSession {
        ...FlowSessionFields
      }
      validationErrors {
        fieldId
        code
        message
        fullMessage
      }
      error {
        ...UserErrorFields
      }
      next {
        ...FormMoveFields
      }
    }
  }
`);

/**
 * What saved answers change on the server, as the cached queries that show it: the person's profile, numbers
 * and initial data (all under "viewer": names, address, phone) and the eligibility read from them.
 */
export const RESPONSE_INVALIDATES = [['viewer'], ['userIneligibleReasons']] as const;

type Payload = CreateResponseMutation['createResponse'];
type NextError = NonNullable<NonNullable<Payload['next']>['error']>;

export type CreateResponseResult = Omit<Payload, 'next'> & {
  /** Asked for and saved: the next form (as fetchForm NEXT answers it), or the error the move answered. */
  next?: (FetchedForm & { error: NextError | null }) | null;
};

export async function createResponse(input: CreateResponseInput): Promise<CreateResponseResult> {
  const { next, ...saved } = (await execute(CreateResponseDocument, { input })).createResponse;
  return {
    ...saved,
    next: next
      ? {
          // JSON on the wire: the form as FormSchema of @wysh/forms outputs it.
          form: (next.form ?? null) as Form | null,
          flowSession: next.flowSession ?? null,
          error: next.error ?? null,
        }
      : null,
  };
}
