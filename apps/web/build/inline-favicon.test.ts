// The favicon inlined in index.html is the same picture as public/favicon.svg.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineFavicon, svgDataUrl } from './inline-favicon.ts';

const file = path.join(import.meta.dirname, '../public/favicon.svg');

describe('inlineFavicon', () => {
  it('replaces the link to /favicon.svg by a data URL of the same SVG', () => {
    const plugin = inlineFavicon(file);
    const transform = plugin.transformIndexHtml as (html: string) => string;
    const html = transform('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    const href = /href="([^"]*)"/.exec(html)![1]!;
    expect(href.startsWith('data:image/svg+xml,')).toBe(true);
    const decoded = decodeURIComponent(href.slice('data:image/svg+xml,'.length));
    expect(decoded).toBe(fs.readFileSync(file, 'utf8').trim().replaceAll('"', "'"));
  });

  it('escapes what a URL in an attribute cannot carry', () => {
    expect(svgDataUrl('<svg fill="#fff">50%</svg>\n')).toBe(
      "data:image/svg+xml,%3Csvg fill='%23fff'%3E50%25%3C/svg%3E",
    );
  });
});
