// Measures what a first visit to "/" downloads: the files index.html pulls plus the welcome route's chunk
// and CSS (and everything they import), gzipped. Run after `npm run build --workspace @wysh/web`:
//   node apps/web/scripts/measure-first-visit.mjs
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const roots = ['index.html', 'src/features/welcome/components/welcome-page.tsx'];

const files = new Set();
const seen = new Set();
function visit(key) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Not in the manifest: ${key}`);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) visit(imported);
}
roots.forEach(visit);

let total = 0;
const rows = [...files].map((file) => {
  const bytes = zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
  total += bytes;
  return [file, bytes];
});
rows.sort((a, b) => b[1] - a[1]);
for (const [file, bytes] of rows) console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${file}`);
console.log(
  `${(total / 1024).toFixed(1).padStart(7)} KB  total (gzip -9, JS + CSS; index.html itself not counted)`,
);
