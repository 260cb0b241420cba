// A tagged template for the few server-rendered pages (sandbox outbox): every interpolated value is escaped
// unless it was itself produced by `html`.
const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export class SafeHtml {
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
  toString(): string {
    return this.value;
  }
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => escapes[char]!);
}

type Interpolation = SafeHtml | string | number | null | undefined | ReadonlyArray<SafeHtml>;

export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  const render = (value: Interpolation): string => {
    if (value === null || value === undefined) return '';
    if (value instanceof SafeHtml) return value.value;
    if (Array.isArray(value)) return value.map(render).join('');
    return escapeHtml(String(value));
  };
  return new SafeHtml(
    strings.reduce((out, part, i) => out + part + (i < values.length ? render(values[i]) : ''), ''),
  );
}
