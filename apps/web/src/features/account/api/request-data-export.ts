// requestDataExport (verified, once a day): asks for a copy of the person's data, which a job prepares and
// e-mails as a link that works once, for 7 days (issue 29 item 2).
import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';

const RequestDataExportMutation = graphql(`
  mutation RequestDataExport {
    requestDataExport {
      request {
        id
        status
      }
      availableAt
      error {
        ...UserErrorFields
      }
    }
  }
`);

export function useRequestDataExport() {
  return useMutation({
    meta: { invalidates: [] },
    mutationFn: async () => unwrap((await execute(RequestDataExportMutation)).requestDataExport),
  });
}
