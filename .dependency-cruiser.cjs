// Dependency rules that keep the architecture of DESIGN.md and STYLE.md honest. `npm run depcruise`
// (part of `npm test`) fails on any violation.

// Repositories that read another module's tables in the same statement, on a hot path: the open session of
// every signed-in request (users.status) and the applicant profile every flow call reads (users, phone numbers,
// countries). Reads only; each module still writes only its own tables.
const READ_JOINS = ['^apps/api/src/modules/(auth/sessions|profile/profile)\\.repository\\.ts$'];

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
      name: 'api-services-speak-results',
      comment:
        'Services answer Results (docs/results.md): they never import HTTP (Fastify, routes, the OAuth answer) ' +
        'nor GraphQL; the edges map a failed Result to a status or a payload.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/.+\\.service\\.ts$' },
      to: {
        path: [
          '(^|/)node_modules/(fastify|@fastify/|graphql|@pothos/)',
          '^apps/api/src/graphql/',
          '^apps/api/src/http/',
          '\\.routes\\.ts$',
          '^apps/api/src/modules/auth/oauth-http\\.ts$',
        ],
      },
    },
    {
      name: 'api-graphql-root-on-top',
      comment:
        "graphql/root/ is the composition root: schema.ts imports every module's GraphQL types, http.ts serves " +
        'them. Only app.ts mounts it; the base (graphql/base/), the modules and everything else sit below it, ' +
        'so no import runs back up.',
      severity: 'error',
      from: { path: '^apps/api/src/', pathNot: ['^apps/api/src/graphql/root/', '^apps/api/src/app\\.ts$'] },
      to: { path: '^apps/api/src/graphql/root/' },
    },
    {
      name: 'api-graphql-base-below-modules',
      comment:
        'graphql/base/ (builder, scalars, payloads, UserError) is what modules build on: it names the services ' +
        "only as types (the resolvers' context) and runs no module's code.",
      severity: 'error',
      from: { path: '^apps/api/src/graphql/base/' },
      to: {
        path: ['^apps/api/src/modules/', '^apps/api/src/(app|compose|services)\\.ts$'],
        dependencyTypesNot: ['type-only'],
      },
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
      name: 'api-drizzle-in-repositories',
      comment:
        'Only repositories, table files and db/ speak SQL: services call repositories (issue 11, item 4). ' +
        'Tests set data up as they need.',
      severity: 'error',
      from: {
        path: '^apps/api/src/',
        pathNot: ['\\.(repository|table)\\.ts$', '^apps/api/src/db/', '\\.test\\.ts$'],
      },
      to: { path: '(^|/)node_modules/drizzle-orm/' },
    },
    {
      name: 'api-module-public-surface',
      comment:
        'A module is reached through its service (*.service.ts) or its public shapes (*.types.ts, *.views.ts); ' +
        'its repository, tables and helpers are its own. GraphQL and table files have their own rules below.',
      severity: 'error',
      from: {
        path: '^apps/api/src/modules/([^/]+)/',
        pathNot: ['\\.(graphql|table)\\.ts$', ...READ_JOINS],
      },
      to: {
        path: '^apps/api/src/modules/[^/]+/',
        pathNot: ['^apps/api/src/modules/$1/', '\\.(service|types|views)\\.ts$'],
      },
    },
    {
      name: 'api-read-joins-read-tables',
      comment: "The listed repositories may read another module's tables (READ_JOINS), nothing else of it.",
      severity: 'error',
      from: { path: READ_JOINS },
      to: {
        path: '^apps/api/src/modules/[^/]+/',
        pathNot: ['\\.(service|types|views|table)\\.ts$'],
      },
    },
    {
      name: 'api-module-graphql-surface',
      comment: "A module's GraphQL types may use another module's types (object refs) and public shapes.",
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/[^/]+\\.graphql\\.ts$' },
      to: {
        path: '^apps/api/src/modules/[^/]+/',
        pathNot: ['^apps/api/src/modules/$1/', '\\.(service|types|views|graphql)\\.ts$'],
      },
    },
    {
      name: 'api-module-table-surface',
      comment: "A table may reference another module's table (a foreign key), nothing else of it.",
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/[^/]+\\.table\\.ts$' },
      to: {
        path: '^apps/api/src/modules/[^/]+/',
        pathNot: ['^apps/api/src/modules/$1/', '\\.(table|types)\\.ts$'],
      },
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
    // node_modules is not followed but stays in the graph, so rules can name packages (drizzle-orm, zod).
    exclude: { path: '(^|/)dist/|apps/web/src/graphql/generated/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
