import { builder } from '../../graphql/base/builder.ts';
import type { SensitiveDataKeyView } from './sensitive-data.service.ts';

const SensitiveDataKeyRef = builder.objectRef<SensitiveDataKeyView>('SensitiveDataKey').implement({
  description:
    'The public key the browser encrypts sensitive answers (the SSN) with: RSA-OAEP with SHA-256 (WebCrypto).',
  fields: (t) => ({
    keyId: t.exposeID('keyId', { description: 'Send it back with the ciphertext: { keyId, ciphertext }.' }),
    algorithm: t.exposeString('algorithm', { description: '"RSA-OAEP-256".' }),
    spki: t.exposeString('spki', { description: 'The public key: base64 of its DER SubjectPublicKeyInfo.' }),
  }),
});

builder.queryField('sensitiveDataKey', (t) =>
  t.field({
    type: SensitiveDataKeyRef,
    description: 'Public: no session needed.',
    resolve: (_root, _args, { services }) => services.sensitiveData.publicKey(),
  }),
);
