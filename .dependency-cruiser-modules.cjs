// The module-level rule of the server (issue 11, item 4): apps/api/src/modules/* form a hierarchy, so no two
// modules import each other, directly or round a loop. It needs its own cruise: dependency-cruiser finds
// cycles between folders, and in the full graph every module reaches every other through the composition root
// (graphql/root/schema.ts, services.ts), which is not a module. `npm run depcruise` runs both configurations.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- dependency-cruiser reads CommonJS configurations
const main = require('./.dependency-cruiser.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'api-no-module-cycles',
      comment:
        'Two server modules never import each other, directly or round a loop (file-level cycles are ' +
        "no-circular's). Table files count: a foreign key is a dependency, so the owner of users is at the bottom.",
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/api/src/modules/[^/]+$' },
      to: { path: '^apps/api/src/modules/[^/]+$', circular: true },
    },
  ],
  options: {
    ...main.options,
    // Only the modules: what lies outside them (db/, graphql/, shared/, http/) is not followed.
    exclude: { path: `${main.options.exclude.path}|^apps/api/src/(?!modules/)` },
  },
};
