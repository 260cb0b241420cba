// The small Markdown the help articles are written in, parsed to plain data so that nothing in an article is
// ever interpreted as HTML: `## ` and `### ` headings, paragraphs, `- ` and `1. ` lists, `**strong**` and
// `[text](href)` links. A link goes only to one of our own pages (a path) or an https address; anything else
// stays text. The server reads the same blocks for the plain text it searches; the web renders them as elements.

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'link'; text: string; href: string };

export type MarkdownBlock =
  | { kind: 'heading'; level: 2 | 3; inlines: Inline[] }
  | { kind: 'paragraph'; inlines: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] };

const INLINE = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** A link target we render as a link: a path of this site (not `//host`) or an https address. */
export function isSafeHref(href: string): boolean {
  return (href.startsWith('/') && !href.startsWith('//')) || /^https:\/\/[^\s]+$/.test(href);
}

export function parseInlines(text: string): Inline[] {
  const inlines: Inline[] = [];
  let last = 0;
  const push = (inline: Inline) => {
    const previous = inlines.at(-1);
    if (inline.kind === 'text' && previous?.kind === 'text') previous.text += inline.text;
    else if (inline.text !== '') inlines.push(inline);
  };
  for (const match of text.matchAll(INLINE)) {
    push({ kind: 'text', text: text.slice(last, match.index) });
    if (match[1] !== undefined) push({ kind: 'strong', text: match[1] });
    else if (isSafeHref(match[3]!)) push({ kind: 'link', text: match[2]!, href: match[3]! });
    else push({ kind: 'text', text: match[2]! });
    last = match.index + match[0].length;
  }
  push({ kind: 'text', text: text.slice(last) });
  return inlines;
}

const LIST_ITEM = /^(?:(- )|(\d+)\. )(.*)$/;

export function parseMarkdown(markdown: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | undefined;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', inlines: parseInlines(paragraph.join(' ')) });
    paragraph = [];
    if (list) blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map(parseInlines) });
    list = undefined;
  };
  for (const raw of markdown.split('\n')) {
    const line = raw.trim();
    const heading = /^(#{2,3}) (.+)$/.exec(line);
    const item = LIST_ITEM.exec(line);
    if (line === '') flush();
    else if (heading) {
      flush();
      blocks.push({
        kind: 'heading',
        level: heading[1]!.length as 2 | 3,
        inlines: parseInlines(heading[2]!),
      });
    } else if (item) {
      const ordered = item[1] === undefined;
      if (paragraph.length > 0 || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(item[3]!);
    } else if (list && raw.startsWith('  ')) {
      list.items[list.items.length - 1] += ` ${line}`;
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

const inlineText = (inlines: readonly Inline[]) => inlines.map((inline) => inline.text).join('');

/** A heading or list item read as a sentence: a search snippet runs lines together, so each ends in a stop. */
const asSentence = (text: string) => (/[.?!:;]$/.test(text) ? text : `${text}.`);

/** The words of an article with no markup: one line per heading, paragraph and list item, each a sentence. */
export function plainText(blocks: readonly MarkdownBlock[]): string {
  return blocks
    .flatMap((block) => (block.kind === 'list' ? block.items.map(inlineText) : [inlineText(block.inlines)]))
    .map(asSentence)
    .join('\n');
}

const PLACEHOLDER = /\{(product|phone)\}/g;

export type ArticleValues = { product: string; phone: string };

/** `{product}` and `{phone}` filled in (the way the legal documents name them). */
export function fillPlaceholders(text: string, values: ArticleValues): string {
  return text.replace(PLACEHOLDER, (_whole, name: keyof ArticleValues) => values[name]);
}

// A search snippet is cut at word boundaries, so a placeholder at its edge can lose a brace: `{phone` or `phone}`.
const PLACEHOLDER_OR_PART = /\{(product|phone)\}?|(?<![\w{])(product|phone)\}/g;

/** fillPlaceholders for a snippet, also filling a placeholder that lost a brace at the snippet's edge. */
export function fillSnippetPlaceholders(text: string, values: ArticleValues): string {
  return text.replace(
    PLACEHOLDER_OR_PART,
    (_whole, first: keyof ArticleValues | undefined, second: keyof ArticleValues | undefined) =>
      values[(first ?? second)!],
  );
}
