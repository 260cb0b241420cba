// Build-time: the favicon travels inside index.html as a data URL (public/favicon.svg, a few hundred bytes), so
// a phone's first visit saves a request whose headers alone outweigh the icon.
import fs from 'node:fs';
import type { Plugin } from 'vite';

/** An SVG as a data URL: quotes made single, and only the characters a URL cannot carry escaped. */
export function svgDataUrl(svg: string): string {
  const body = svg
    .trim()
    .replaceAll('"', "'")
    .replace(/[<>#%\n\r\t]/g, (character) => encodeURIComponent(character));
  return `data:image/svg+xml,${body}`;
}

export function inlineFavicon(file: string): Plugin {
  return {
    name: 'wysh:inline-favicon',
    apply: 'build',
    transformIndexHtml: (html) =>
      html.replace('href="/favicon.svg"', `href="${svgDataUrl(fs.readFileSync(file, 'utf8'))}"`),
  };
}
