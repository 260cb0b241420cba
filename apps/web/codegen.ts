import type { CodegenConfig } from '@graphql-codegen/cli';

// Types for every GraphQL document in src/, from the server's committed schema. `npm run codegen`.
// documentMode 'string' keeps the graphql library out of the browser bundle: documents are plain strings.
const config: CodegenConfig = {
  schema: '../api/schema.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/graphql/generated/**'],
  ignoreNoDocuments: true,
  generates: {
    'src/graphql/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        documentMode: 'string',
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', JSON: 'unknown', Cents: 'number' },
        skipTypename: true,
      },
    },
  },
};

export default config;
