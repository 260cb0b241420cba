import { describe, expect, it } from 'vitest';
import { documentArguments, replaceDocumentCalls } from './graphql-documents-plugin';

const generated = `
export const ProfileDocument = new TypedDocumentString(\`
    query Profile {
  profile {
    firstName
  }
}
    \`) as unknown as TypedDocumentString<ProfileQuery, ProfileQueryVariables>;
export const LogoutDocument = new TypedDocumentString(\`
    mutation Logout { logout }
    \`, {"hash":"x"}) as unknown as TypedDocumentString<LogoutMutation, LogoutMutationVariables>;
`;

describe('the GraphQL documents build plugin', () => {
  it('replaces each graphql() call by an import of its own document module', () => {
    const source = [
      "import { graphql } from '../../graphql/generated';",
      'const A = graphql(`',
      '  query Profile {',
      '    profile { firstName }',
      '  }',
      '`);',
      'const B = graphql(`mutation Logout { logout }`);',
    ].join('\n');
    const out = replaceDocumentCalls(source)!;
    const from = (name: string) => JSON.stringify(`\0wysh-graphql-document:${name}`);
    expect(out).toContain(
      `import { ProfileDocument as __document_ProfileDocument } from ${from('ProfileDocument')};`,
    );
    expect(out).toContain(
      `import { LogoutDocument as __document_LogoutDocument } from ${from('LogoutDocument')};`,
    );
    expect(out).toContain('const A = __document_ProfileDocument;');
    expect(out).toContain('const B = __document_LogoutDocument;');
    expect(out).not.toContain('graphql(`');
  });

  it('leaves a file without documents alone', () => {
    expect(replaceDocumentCalls('const x = 1;')).toBeNull();
  });

  it('copies the constructor arguments of a generated document', () => {
    expect(documentArguments(generated, 'ProfileDocument')).toBe(
      '`\n    query Profile {\n  profile {\n    firstName\n  }\n}\n    `',
    );
    expect(documentArguments(generated, 'LogoutDocument')).toBe(
      '`\n    mutation Logout { logout }\n    `, {"hash":"x"}',
    );
    expect(documentArguments(generated, 'MissingDocument')).toBeNull();
  });
});
