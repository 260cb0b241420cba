// The selections every flow call shares: a session's position, and what a move answers (fetchForm, and
// createResponse's `next`), so the three documents ask for the same fields from one place.
import { graphql } from '../../../graphql/generated';

export const FlowSessionFields = graphql(`
  fragment FlowSessionFields on FlowSession {
    id
    flowSlug
    flowScope
    formIndex
    currentFormSlug
    finished
  }
`);

export const FormMoveFields = graphql(`
  fragment FormMoveFields on FetchFormPayload {
    form
    flowSession {
      ...FlowSessionFields
    }
    error {
      ...UserErrorFields
    }
  }
`);
