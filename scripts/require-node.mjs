// Imported first by `npm start` and `npm test`: the project runs on the Node 24 that `npm ci` installs into
// node_modules (the `node` package), which npm puts first on PATH for its scripts. Anything older stops here.
const required = 24;
const major = Number(process.versions.node.split('.')[0]);

if (major < required) {
  console.error(
    `\nThis project runs on Node ${required} or newer, but this is Node ${process.versions.node}.`,
  );
  console.error(
    `Run \`npm ci\` first (it installs Node ${required} into node_modules), then use the npm scripts:`,
  );
  console.error('  npm ci && npm start      # or: npm test\n');
  process.exit(1);
}
