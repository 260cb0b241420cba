// sensitiveDataKey (public): the server's RSA public key (base64 DER SPKI) that the browser encrypts the SSN with.
import { graphql } from '../../graphql/generated';
import type { SensitiveDataKeyQuery } from '../../graphql/generated/graphql';
import { execute } from '../lib/graphql-client';

const SensitiveDataKeyDocument = graphql(`
  query SensitiveDataKey {
    sensitiveDataKey {
      keyId
      algorithm
      spki
    }
  }
`);

export type SensitiveDataKey = SensitiveDataKeyQuery['sensitiveDataKey'];

export async function fetchSensitiveDataKey(): Promise<SensitiveDataKey> {
  return (await execute(SensitiveDataKeyDocument)).sensitiveDataKey;
}
