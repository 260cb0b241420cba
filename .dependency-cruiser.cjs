// Dependency rules that keep the architecture of DESIGN.md and STYLE.md honest. `npm run depcruise`
// (part of `npm test`) fails on any violation.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Cycles make modules impossible to understand, test or lazy-load on their own.',
      severity: 'error',
      from: { path: '^(apps|packages)/' },
      to: { circular: true },
    },
    {
      name: 'web-shared-is-shared',
      comment: 'shared/ is used by features and the app; it never imports either.',
      severity: 'error',
      from: { path: '^apps/web/src/shared/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-features-below-app',
      comment: 'Features never import the app (routes, providers, layout).',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-features-independent',
      comment: 'A feature never imports another feature; move what both need to shared/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'domain-is-pure',
      comment: 'packages/domain does no I/O and imports no framework or app code.',
      severity: 'error',
      from: { path: '^packages/domain/src/', pathNot: '\\.test\\.ts$' },
      to: { dependencyTypesNot: ['local', 'type-only'] },
    },
    {
      name: 'forms-protocol-only',
      comment: 'packages/forms is the wire protocol: it imports zod and the domain rules, nothing else.',
      severity: 'error',
      from: { path: '^packages/forms/src/' },
      to: { dependencyTypesNot: ['local', 'type-only'], pathNot: '(^|/)node_modules/zod/|^packages/domain/' },
    },
    {
      name: 'api-not-from-web',
      comment: 'The server and the web app share code only through packages/.',
      severity: 'error',
      from: { path: '^apps/api/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'web-not-from-api',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/api/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/|apps/web/src/graphql/generated/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
