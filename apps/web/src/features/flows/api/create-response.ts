// createResponse (identified): saves the answers of the session's current form. Refused fields come back as
// validationErrors (nothing saved); the payload's error then is VALIDATION_FAILED.
import { graphql } from '../../../graphql/generated';
import type { CreateResponseInput, CreateResponseMutation } from '../../../graphql/generated/graphql';
import { execute } from '../../../shared/lib/graphql-client';

const CreateResponseDocument = graphql(`
  mutation CreateResponse($input: CreateResponseInput!) {
    createResponse(input: $input) {
      flowSession {
        id
        flowSlug
        flowScope
        formIndex
        currentFormSlug
        finished
      }
      validationErrors {
        fieldId
        code
        message
        fullMessage
      }
      error {
        code
        message
        fields {
          field
          message
        }
      }
    }
  }
`);

export type CreateResponseResult = CreateResponseMutation['createResponse'];

export async function createResponse(input: CreateResponseInput): Promise<CreateResponseResult> {
  return (await execute(CreateResponseDocument, { input })).createResponse;
}
