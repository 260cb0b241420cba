// The wyshes' icons and headers (spec 001 §3.4: header 400x368 and 950x400, icon 100x100, selected and
// unselected icons 64x64), drawn here as small SVGs: the category's glyph on the category's colour.

export const WYSH_IMAGE_FORMATS = {
  icon: { width: 100, height: 100 },
  'icon-selected': { width: 64, height: 64 },
  'icon-unselected': { width: 64, height: 64 },
  'header-400x368': { width: 400, height: 368 },
  'header-950x400': { width: 950, height: 400 },
} as const;

export type WyshImageFormat = keyof typeof WYSH_IMAGE_FORMATS;
export const ICON_FORMATS: WyshImageFormat[] = ['icon', 'icon-selected', 'icon-unselected'];
export const HEADER_FORMATS: WyshImageFormat[] = ['header-400x368', 'header-950x400'];

export const isWyshImageFormat = (value: string): value is WyshImageFormat =>
  Object.hasOwn(WYSH_IMAGE_FORMATS, value);

/** Each category's glyph, drawn in a 24 x 24 box with a stroke. */
const GLYPHS: Record<string, string> = {
  home: '<path d="M3 11.5 12 4l9 7.5M5.5 10v10h13V10M10 20v-5h4v5"/>',
  family:
    '<path d="M12 20s-7.5-4.6-8.6-9.3C2.7 7.6 4.7 5 7.5 5c1.9 0 3.4 1.1 4.5 2.8C13.1 6.1 14.6 5 16.5 5c2.8 0 4.8 2.6 4.1 5.7C19.5 15.4 12 20 12 20z"/>',
  debts: '<rect x="3" y="6" width="18" height="12" rx="2"/><path d="M3 10h18M7 15h4"/>',
  'final-expenses': '<path d="M12 3c2 2.5 2 4.5 0 6-2-1.5-2-3.5 0-6zM9.5 11h5v10h-5zM7 21h10"/>',
  income:
    '<circle cx="12" cy="12" r="9"/><path d="M15 8.5c-.6-.9-1.7-1.5-3-1.5-1.9 0-3 1-3 2.4 0 3.3 6 1.9 6 5.2 0 1.4-1.2 2.4-3 2.4-1.4 0-2.5-.6-3.1-1.6M12 5.5v13"/>',
  giving:
    '<rect x="4" y="10" width="16" height="10" rx="1"/><path d="M2.5 7h19v3h-19zM12 7v13M12 7c-1-3-5-3.5-5-1.2C7 7 9.5 7 12 7zm0 0c1-3 5-3.5 5-1.2C17 7 14.5 7 12 7z"/>',
  more: '<circle cx="7" cy="9" r="1.8"/><circle cx="11" cy="6" r="1.8"/><circle cx="15" cy="6" r="1.8"/><circle cx="18.5" cy="9.5" r="1.8"/><path d="M8 17c0-3 2-5.5 4.5-5.5S17 14 17 17c0 2-2 2.5-4.5 2.5S8 19 8 17z"/>',
};

function glyph(category: string, x: number, y: number, size: number, stroke: string): string {
  const scale = size / 24;
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="none" stroke="${stroke}" stroke-width="${1.6}" stroke-linecap="round" stroke-linejoin="round">${GLYPHS[category] ?? GLYPHS.more}</g>`;
}

/** The SVG of `format` for a wysh of `category` (a slug) in `color` (#rrggbb). Decorative: no text inside. */
export function wyshImageSvg(format: WyshImageFormat, category: string, color: string): string {
  const { width, height } = WYSH_IMAGE_FORMATS[format];
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" aria-hidden="true">`;
  const r = width / 2;
  let body: string;
  if (format === 'icon' || format === 'icon-selected') {
    body = `<circle cx="${r}" cy="${r}" r="${r}" fill="${color}"/>${glyph(category, width * 0.22, width * 0.22, width * 0.56, '#fff')}`;
  } else if (format === 'icon-unselected') {
    body = `<circle cx="${r}" cy="${r}" r="${r - 1.5}" fill="#fff" stroke="${color}" stroke-width="3"/>${glyph(category, width * 0.22, width * 0.22, width * 0.56, color)}`;
  } else {
    const size = height * 0.5;
    body =
      `<rect width="${width}" height="${height}" fill="${color}"/>` +
      `<circle cx="${width - height * 0.3}" cy="${height * 0.2}" r="${height * 0.45}" fill="#fff" fill-opacity=".12"/>` +
      `<circle cx="${width / 2}" cy="${height / 2}" r="${height * 0.36}" fill="#fff" fill-opacity=".18"/>` +
      glyph(category, width / 2 - size / 2, height / 2 - size / 2, size, '#fff');
  }
  return `${open}${body}</svg>`;
}

/** Where the browser fetches a wysh's image. */
export const wyshImageUrl = (slug: string, format: WyshImageFormat) => `/media/wyshes/${slug}/${format}.svg`;
