// Build-time replacement of `graphql(`...`)` calls by the document codegen generated for them, which is what
// the client preset recommends for production: its runtime map (gql.ts) holds every document of the app, so
// the first page would download them all. Each call becomes an import of a module of its own holding just
// that document (copied from generated/graphql.ts), so a document travels with the chunk that uses it.
// Development and tests keep the runtime map: the document is the same either way.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const CALL = /\bgraphql\(\s*`([\s\S]*?)`\s*\)/g;
const OPERATION = /\b(query|mutation|subscription|fragment)\s+([A-Za-z_]\w*)/;
const PREFIX = '\0wysh-graphql-document:';

/** The constructor arguments of `export const <name> = new TypedDocumentString(...)` in the generated file. */
export function documentArguments(generatedSource: string, name: string): string | null {
  const start = generatedSource.indexOf(`export const ${name} = new TypedDocumentString(`);
  if (start === -1) return null;
  const open = generatedSource.indexOf('(', start) + 1;
  const end = generatedSource.indexOf(') as unknown as TypedDocumentString<', open);
  return end === -1 ? null : generatedSource.slice(open, end);
}

/** The source with each graphql(`...`) call replaced by an import of its own document module. */
export function replaceDocumentCalls(code: string): string | null {
  const imports = new Map<string, string>();
  const replaced = code.replace(CALL, (call, body: string) => {
    const match = OPERATION.exec(body);
    if (!match) return call;
    const exported = match[1] === 'fragment' ? `${match[2]}FragmentDoc` : `${match[2]}Document`;
    imports.set(exported, `__document_${exported}`);
    return `__document_${exported}`;
  });
  if (imports.size === 0) return null;
  const lines = [...imports].map(
    ([name, local]) => `import { ${name} as ${local} } from ${JSON.stringify(`${PREFIX}${name}`)};`,
  );
  return `${lines.join('\n')}\n${replaced}`;
}

export function graphqlDocuments(srcDir: string): Plugin {
  const generated = path.join(srcDir, 'graphql/generated/graphql.ts');
  return {
    name: 'wysh:graphql-documents',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(PREFIX) ? id : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const name = id.slice(PREFIX.length);
      const args = documentArguments(fs.readFileSync(generated, 'utf8'), name);
      if (args === null) this.error(`${name} is not in ${generated}: run npm run codegen`);
      return [
        `import { TypedDocumentString } from ${JSON.stringify(generated)};`,
        `export const ${name} = /*#__PURE__*/ new TypedDocumentString(${args});`,
      ].join('\n');
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (file === generated) {
        // Only the class is used from here now: its documents must not keep themselves alive.
        return {
          code: code.replaceAll('= new TypedDocumentString(', '= /*#__PURE__*/ new TypedDocumentString('),
          map: null,
        };
      }
      if (!file.startsWith(srcDir) || !/\.tsx?$/.test(file) || file.includes('/graphql/generated/'))
        return null;
      if (!code.includes('graphql(')) return null;
      const replaced = replaceDocumentCalls(code);
      return replaced === null ? null : { code: replaced, map: null };
    },
  };
}
