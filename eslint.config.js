// Lint rules that keep the layering of DESIGN.md honest (the web app's app -> features -> shared direction and
// the absence of cycles are checked by dependency-cruiser: .dependency-cruiser.cjs):
// - packages/domain is pure: no framework, database, HTTP or Node I/O.
// - api: GraphQL resolvers never touch the database; they call a module's service.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const noEnumsNoDefaultExports = [
  { selector: 'TSEnumDeclaration', message: 'Use a union of string literals instead of an enum.' },
  { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
];
// Node runs the server's TypeScript as it is (type stripping, no bundler): a relative import names its file.
const relativeImportWithoutExtension = String.raw`/^\.\.?\/(?!.*\.(ts|tsx|mjs|js|json)$)/`;
const importsNameTheirFile = [
  'ImportDeclaration',
  'ExportNamedDeclaration',
  'ExportAllDeclaration',
  'ImportExpression',
].map((node) => ({
  selector: `${node}[source.value=${relativeImportWithoutExtension}]`,
  message: 'Node runs this file as it is: name the imported file with its extension (./module.ts).',
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      'apps/web/src/graphql/generated/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', ...noEnumsNoDefaultExports],
    },
  },
  {
    files: ['apps/api/**/*.ts', 'packages/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts', 'scripts/**/*.mjs'],
    rules: { 'no-restricted-syntax': ['error', ...noEnumsNoDefaultExports, ...importsNameTheirFile] },
  },
  {
    // Config files are loaded by tools that require default exports.
    files: ['**/*.config.ts', '**/*.config.js', '**/codegen.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'http', 'https', 'net', 'crypto', 'child_process'],
              message: 'packages/domain does no I/O.',
            },
            {
              group: [
                'react',
                'react-*',
                'fastify*',
                '@fastify/*',
                'graphql*',
                '@pothos/*',
                'pg',
                'drizzle-orm*',
                '@electric-sql/*',
                '@wysh/api*',
                '@wysh/web*',
              ],
              message: 'packages/domain imports no framework, database or app code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.graphql.ts', 'apps/api/src/graphql/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm*', 'pg', '**/db/*', '**/*.repository', '**/*.repository.ts'],
              allowTypeImports: true,
              message: 'Resolvers delegate to a service; only repositories touch the database.',
            },
          ],
        },
      ],
    },
  },
  {
    // The sandbox card provider's frame script runs in the browser, served as it is.
    files: ['apps/api/src/modules/sandbox-card-provider/frame/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
);
