// Renders a template's body with its values: first to blocks (headings, paragraphs, lists, label/value rows),
// then to HTML here and to PDF in pdf.ts, so both formats say the same. `{name}` is replaced by a value (text is
// escaped when written, never interpreted); a line that is only `{name}` whose value is a list of rows becomes
// a table of answers. A placeholder without a value is a bug in the caller: it throws.
import { escapeHtml } from '../../http/html.ts';

export type Row = { label: string; value: string };
export type TemplateValues = Record<string, string | readonly Row[]>;

export type Block =
  | { kind: 'title' | 'heading' | 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'rows'; rows: Row[] };

/** One template's blocks and the footer naming its version: a document is one, or more (the packet's endorsements). */
export type Section = { blocks: readonly Block[]; footer: string };

const PLACEHOLDER = /\{([a-zA-Z][a-zA-Z0-9]*)\}/g;

function fill(text: string, values: TemplateValues): string {
  return text.replace(PLACEHOLDER, (_whole, name: string) => {
    const value = values[name];
    if (typeof value !== 'string') throw new Error(`Document placeholder {${name}} has no text value`);
    return value;
  });
}

export function toBlocks(body: string, values: TemplateValues): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: string[] | undefined;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: fill(paragraph.join(' '), values) });
    paragraph = [];
    if (list) blocks.push({ kind: 'list', items: list });
    list = undefined;
  };
  for (const raw of body.split('\n')) {
    const line = raw.trim();
    const alone = /^\{([a-zA-Z][a-zA-Z0-9]*)\}$/.exec(line);
    if (line === '') flush();
    else if (alone && Array.isArray(values[alone[1]!])) {
      flush();
      blocks.push({ kind: 'rows', rows: [...(values[alone[1]!] as readonly Row[])] });
    } else if (line.startsWith('# ')) {
      flush();
      blocks.push({ kind: 'title', text: fill(line.slice(2), values) });
    } else if (line.startsWith('## ')) {
      flush();
      blocks.push({ kind: 'heading', text: fill(line.slice(3), values) });
    } else if (line.startsWith('- ')) {
      if (paragraph.length > 0) flush();
      list ??= [];
      list.push(fill(line.slice(2), values));
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

const STYLE = `body{font-family:system-ui,sans-serif;color:#1c1b29;max-width:44rem;margin:0 auto;padding:1.5rem;line-height:1.5}
h1{font-size:1.75rem}h2{font-size:1.25rem;margin-top:2rem}table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:.5rem;border-bottom:1px solid #d8d6e6;vertical-align:top}th{width:40%}
footer{margin-top:3rem;color:#4a4860;font-size:.875rem}
article{max-width:44rem;margin:3rem auto 0;padding-top:1.5rem;border-top:2px solid #d8d6e6}`;

function blocksHtml(blocks: readonly Block[]): string {
  return blocks
    .map((block) => {
      switch (block.kind) {
        case 'title':
          return `<h1>${escapeHtml(block.text)}</h1>`;
        case 'heading':
          return `<h2>${escapeHtml(block.text)}</h2>`;
        case 'paragraph':
          return `<p>${escapeHtml(block.text)}</p>`;
        case 'list':
          return `<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
        case 'rows':
          return `<table><tbody>${block.rows
            .map(
              (row) =>
                `<tr><th scope="row">${escapeHtml(row.label)}</th><td>${escapeHtml(row.value)}</td></tr>`,
            )
            .join('')}</tbody></table>`;
      }
    })
    .join('\n');
}

/**
 * A whole HTML page: the document's blocks and a footer naming the template version; a section after the first
 * (an endorsement after the packet) follows in the page's main as an article, with its own version's footer.
 */
export function toHtml(sections: readonly Section[], meta: { name: string }): string {
  const [first, ...more] = sections;
  const rest = more
    .map(
      (section) =>
        `<article>\n${blocksHtml(section.blocks)}\n<footer>${escapeHtml(section.footer)}</footer></article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(meta.name)}</title><style>${STYLE}</style></head>
<body><main>
${first ? blocksHtml(first.blocks) : ''}${rest ? `\n${rest}` : ''}
</main><footer>${escapeHtml(first?.footer ?? '')}</footer></body></html>
`;
}
