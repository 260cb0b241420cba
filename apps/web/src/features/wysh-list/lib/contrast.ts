// Category colours are chosen for icons; as text on white some are too light (the orange is 2.9:1). A title in
// its category's colour is darkened just enough to reach 4.5:1 (WCAG AA for body text) on the page's off-white
// background (#f6f7fb, about 7% darker than white: hence 5:1 against white), keeping its hue.
function channels(hex: string): [number, number, number] | null {
  const match = /^#([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const value = parseInt(match[1]!, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function luminance([r, g, b]: [number, number, number]): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Contrast ratio of a colour against white. */
export function contrastOnWhite(hex: string): number {
  const rgb = channels(hex);
  return rgb ? 1.05 / (luminance(rgb) + 0.05) : 1;
}

const hex = (rgb: [number, number, number]) =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** The colour itself when it reads on white, else the same hue darkened until it does; a dark grey when unreadable. */
export function readableOnWhite(color: string, minimum = 5): string {
  const rgb = channels(color);
  if (!rgb) return '#333333';
  for (let step = 0; step <= 20; step += 1) {
    const factor = 1 - step * 0.05;
    const candidate = hex([rgb[0] * factor, rgb[1] * factor, rgb[2] * factor]);
    if (contrastOnWhite(candidate) >= minimum) return candidate;
  }
  return '#333333';
}
